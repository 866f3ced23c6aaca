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
