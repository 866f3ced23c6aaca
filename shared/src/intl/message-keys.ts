// The catalogs' parity (ids, ICU arguments) is checked by tooling/i18n/check.mjs (each app's
// messages.check.test.ts); these are the component tests' helpers for what a reader sees.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './use-locale';

function literalsOf(elements: MessageFormatElement[], into: string[]): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalsOf(option.value, into);
    } else if (element.type === TYPE.tag) literalsOf(element.children, into);
  }
  return into;
}

/** The literal text pieces of an ICU message (arguments, `#` and tags cut it; plural and select options are read), trimmed of spaces and punctuation. */
function literalPieces(message: string): string[] {
  let literals: string[];
  try {
    literals = literalsOf(parse(message), []);
  } catch {
    return [];
  }
  return literals
    .flatMap((literal) => literal.split(/[\n]/))
    .map((piece) => piece.replace(/\s+/g, ' ').replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
    .filter((piece) => /[A-Za-z]{2}/.test(piece));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a reader sees in `root` (for the apps' Arabic component tests): each text node (outside `hidden`,
 * `script` and `style`), then the `placeholder`, `aria-label`, `title` and `alt` of its elements and
 * the `value` of submit inputs, one per line (so words of neighbouring elements never run together).
 */
export function visibleText(root: Element): string {
  const lines: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[hidden], script, style, template')) continue;
    const line = node.textContent?.trim();
    if (line) lines.push(line);
  }
  for (const element of root.querySelectorAll('[placeholder], [aria-label], [title], [alt], input[type="submit"]')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) lines.push(value);
    }
    if (element.getAttribute('type') === 'submit' && element.getAttribute('value')) lines.push(element.getAttribute('value')!);
  }
  return lines.join('\n');
}

/**
 * The English texts left in `text` while the screen is in another language: each
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
      // Whole words: not inside a longer word, a path ('/products/onsale'), a code or an e-mail.
      const pattern = new RegExp(`(^|[^A-Za-z0-9/_@])${escapeRegExp(piece)}($|[^A-Za-z0-9/_@])`);
      if (pattern.test(text)) found.add(piece);
    }
  }
  return [...found].sort();
}
