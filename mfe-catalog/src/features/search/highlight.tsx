import styles from './search-box.module.css';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The part of a query word to mark in `text`: the word itself, or, when the server forgave a typo
 * ("sofaa" found "Sofa"), its longest prefix of 3 or more letters that the text contains.
 */
function markableWord(word: string, lowerText: string): string | null {
  const lower = word.toLowerCase();
  for (let end = lower.length; end >= Math.min(3, lower.length); end -= 1) {
    if (lowerText.includes(lower.slice(0, end))) return word.slice(0, end);
  }
  return null;
}

/** Splits `text` into the parts that match a word of `query` (case-insensitive) and the rest. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const lowerText = text.toLowerCase();
  const words = query
    .trim()
    .split(/\s+/)
    .map((word) => markableWord(word, lowerText))
    .filter((word): word is string => !!word)
    .map(escapeRegExp);
  if (!text || words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  // With one capturing group, split puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** `text` with the parts that match the search query marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
