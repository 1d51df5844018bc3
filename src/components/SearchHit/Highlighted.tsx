import { unescapeHtml } from '@site/packages/search/src';
import styles from './Highlighted.module.css';

export interface Part {
  text: string;
  marked: boolean;
}

/**
 * Splits a highlighted value at its <mark> tags. Rendered as text, never as
 * HTML: whatever a provider sends cannot become markup on our page.
 */
export function parseHighlight(value: string): Part[] {
  const parts: Part[] = [];
  value.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((chunk) => {
    if (!chunk) return;
    const marked = chunk.startsWith('<mark>') && chunk.endsWith('</mark>');
    const text = unescapeHtml(marked ? chunk.slice(6, -7) : chunk);
    if (text) parts.push({ text, marked });
  });
  return parts;
}

/**
 * The props of Highlighted.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface HighlightedProps {
  /** A highlighted value as the search core returns it: HTML-escaped text with `<mark>` around the matched words. */
  value: string;
}

/** A highlighted value with its matched words marked, and nothing else of its HTML taken as markup. */
export default function Highlighted({ value }: HighlightedProps) {
  return (
    <>
      {parseHighlight(value).map((part, i) =>
        part.marked ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** The words of a highlighted value, for labels. */
export function plainText(value: string): string {
  return parseHighlight(value)
    .map((part) => part.text)
    .join('');
}
