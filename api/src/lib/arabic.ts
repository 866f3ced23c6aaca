/**
 * Arabic text for search (issue 13): one folding applied to the text that is indexed and to what
 * a shopper types, so that the spellings Egyptians use interchangeably find each other.
 */

/** Harakat (fathatan … sukun, maddah, hamza marks), superscript alef, and tatweel. */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const FOLD: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};
const LETTERS = /[أإآٱةىؤئ]/g;
/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits. */
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * `text` with Arabic spelling variants folded: أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي; tashkeel
 * (diacritics) and tatweel removed; Arabic-Indic digits made Western. Other scripts are left as
 * they are, so English text is unchanged. 'كَنَبَة' → 'كنبه', 'أريكة' → 'اريكه', '٣' → '3'.
 */
export function normalizeArabic(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(LETTERS, (c) => FOLD[c]!)
    .replace(DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
}

/** True when `text` has at least one Arabic letter. */
export const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);
