import { Fragment, type ReactNode } from 'react';

const EMAIL = /([\w.+-]+@manzil\.eg)/;

/** Turns the shop's e-mail addresses in a text into mailto links. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * Renders a long text of the shell's messages: a blank line starts a new paragraph, and a block
 * whose every line starts with '- ' is a bulleted list.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={i}>
              {lines.map((line, j) => (
                <li key={j}>{withEmailLinks(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{withEmailLinks(block)}</p>;
      })}
    </>
  );
}
