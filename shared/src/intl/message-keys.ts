import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './use-locale';

/** How a translated catalog differs from the English one (ids and ICU arguments). */
export interface CatalogDifferences {
  /** Ids of the English catalog with no translation. */
  missing: string[];
  /** Ids of the translation that English does not have (renamed or removed messages). */
  extra: string[];
  /** Ids whose translation does not parse as ICU, or names other arguments than English. */
  mismatched: string[];
}

function argumentNames(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

function argumentsOf(message: string): string | null {
  try {
    return [...argumentNames(parse(message), new Set())].sort().join(',');
  } catch {
    return null;
  }
}

/**
 * Compares a translated catalog with the English one (issue 13): ids missing or extra, and
 * messages whose ICU arguments (`{name}`, plural, select, tags) differ or do not parse. Each
 * app's test expects `{ missing: [], extra: [], mismatched: [] }`, e.g.
 * `expect(catalogDifferences(messages, messagesAr)).toEqual(NO_DIFFERENCES)`.
 */
export function catalogDifferences(english: Messages, translated: Messages): CatalogDifferences {
  const missing = Object.keys(english).filter((id) => !(id in translated));
  const extra = Object.keys(translated).filter((id) => !(id in english));
  const mismatched = Object.keys(english).filter(
    (id) => id in translated && (argumentsOf(translated[id]) === null || argumentsOf(translated[id]) !== argumentsOf(english[id])),
  );
  return { missing, extra, mismatched };
}

/** What `catalogDifferences` returns for a complete, matching translation. */
export const NO_DIFFERENCES: CatalogDifferences = Object.freeze({ missing: [], extra: [], mismatched: [] }) as CatalogDifferences;

/** Removes ICU arguments (`{name}`, plurals, selects, nested) and rich tags, keeping literal text pieces. */
function literalPieces(message: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of message.replace(/<\/?[a-zA-Z]+>/g, '\u0000')) {
    if (char === '{') {
      if (depth === 0) pieces.push(current);
      current = '';
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      if (char === '\u0000') {
        pieces.push(current);
        current = '';
      } else current += char;
    }
  }
  pieces.push(current);
  return pieces.map((piece) => piece.replace(/\s+/g, ' ').trim()).filter((piece) => /[A-Za-z]{2}/.test(piece));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a reader sees in `root` (issue 13's component tests): its text, plus the `placeholder`,
 * `aria-label`, `title`, `alt` and `value` of buttons of its elements, one per line.
 */
export function visibleText(root: Element): string {
  const attributes = [...root.querySelectorAll('[placeholder], [aria-label], [title], [alt], input[type="submit"]')].flatMap((element) =>
    ['placeholder', 'aria-label', 'title', 'alt', 'value'].map((name) =>
      name === 'value' && element.getAttribute('type') !== 'submit' ? null : element.getAttribute(name),
    ),
  );
  return [root.textContent ?? '', ...attributes.filter((value): value is string => Boolean(value))].join('\n');
}

/**
 * The English texts left in `text` while the screen is in another language (issue 13): each
 * literal piece (ICU arguments and rich tags removed) of an English message whose translation
 * differs and does not keep that piece, found as whole words. Pieces in `ignore` (product data, brand names that are the same
 * words) are skipped. A fully translated screen gives `[]`.
 */
export function englishLeftovers(text: string, english: Messages, translated: Messages, ignore: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    if (translated[id] === undefined || translated[id] === message) continue;
    for (const piece of literalPieces(message)) {
      // A piece the translation keeps (a code such as 'BIM/CAD', the name 'Manzil') is not a leftover.
      if (ignore.includes(piece) || found.has(piece) || translated[id].includes(piece)) continue;
      const pattern = new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(piece)}($|[^A-Za-z0-9])`);
      if (pattern.test(text)) found.add(piece);
    }
  }
  return [...found].sort();
}
