/**
 * Arabic text for search: one folding applied to the text that is indexed and to what
 * a shopper types, so that the spellings Egyptians use interchangeably find each other.
 */

/** Harakat (fathatan … sukun, maddah, hamza marks), superscript alef, and tatweel: a character class's ranges. */
export const ARABIC_MARKS = '\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640';
const MARKS = new RegExp(`[${ARABIC_MARKS}]`, 'g');
/**
 * The letters folded and what each becomes (position by position), then the Arabic-Indic
 * (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits made Western: the same table for
 * normalizeArabic and for SQL's `translate` (repositories/search.ts).
 */
export const ARABIC_FOLD_FROM = 'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
export const ARABIC_FOLD_TO = 'ااااهيوي01234567890123456789';
const FOLD = new Map([...ARABIC_FOLD_FROM].map((c, i) => [c, ARABIC_FOLD_TO[i]!]));
const FOLDED = new RegExp(`[${ARABIC_FOLD_FROM}]`, 'g');

/**
 * `text` with Arabic spelling variants folded: أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي; tashkeel
 * (diacritics) and tatweel removed; Arabic-Indic digits made Western. Other scripts are left as
 * they are, so English text is unchanged. 'كَنَبَة' → 'كنبه', 'أريكة' → 'اريكه', '٣' → '3'.
 */
export function normalizeArabic(text: string): string {
  return text.replace(MARKS, '').replace(FOLDED, (c) => FOLD.get(c)!);
}

/**
 * The SQL text of normalizeArabic applied to the SQL expression `expression`, from the same
 * table: the brands' generated columns (db/schema.ts) are this text, which test/arabic.test.ts
 * checks, and the API suite checks that the database folds every letter of the table the same way.
 * The marks are written as `\uXXXX` escapes, which PostgreSQL's regular expressions read.
 */
export function foldArabicSql(expression: string): string {
  const marks = [...ARABIC_MARKS]
    .map((c) => (c === '-' ? c : `\\u${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`))
    .join('');
  return `translate(regexp_replace(${expression}, '[${marks}]', '', 'g'), '${ARABIC_FOLD_FROM}', '${ARABIC_FOLD_TO}')`;
}

/** True when `text` has at least one Arabic letter. */
export const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);
