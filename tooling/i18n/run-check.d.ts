/** What an app's message check is given (see tooling/i18n/check.mjs). */
export interface MessageCheckInput {
  /** The app's folder: 'shell', 'mfe-catalog'… */
  app: string;
  /** The English catalog: id → ICU message. */
  en: Record<string, string>;
  /** The Arabic catalog, or null while the app has none (a failure). */
  ar: Record<string, string> | null;
  /** Ids built at run time: per prefix, what follows it (`{n}`: 1, 2, 3… while the catalog has them). */
  dynamic?: Record<string, readonly string[]>;
  /** Ids that @manzil/shared's components read from the page's messages, per component the app renders. */
  shared?: Record<string, readonly string[]>;
  /** Every list of ids @manzil/shared's components read, rendered here or not: what shared/src names must be in one (default: `shared`). */
  sharedKnown?: Record<string, readonly string[]>;
  /** Arabic texts rightly without Arabic script. */
  latinOnly?: readonly string[];
}

/** What the check found: one sentence per problem (naming the id and the file), and counts. */
export interface MessageCheckResult {
  problems: string[];
  counts: { files: number; english: number; arabic: number; extractedByFormatjs: number; used: number; dynamic: number };
}

/** Runs the check in a child Node process (the formatjs CLI is an ES module). */
export function runMessageCheck(input: MessageCheckInput): MessageCheckResult;
