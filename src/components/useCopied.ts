import { useCallback, useEffect, useRef, useState } from 'react';

/** A copy button reads "Copied!" for 1.5 s after a copy: long enough to read, short enough to copy again. */
export const COPIED_LABEL_MS = 1500;

async function writeClipboard(text: string | Promise<string>): Promise<void> {
  // The Clipboard API exists only in secure contexts; the site is served over HTTPS.
  if (!navigator.clipboard) throw new Error('The Clipboard API is not available on this connection.');
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  // A text still on its way is handed over as a promise, so the copy counts as part of the click (Safari
  // refuses a write that starts after an await).
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return navigator.clipboard.writeText(await text);
}

/**
 * Copies a text, or one still being loaded; `copied` is true for
 * {@link COPIED_LABEL_MS} afterwards. `copy` resolves with whether it worked;
 * a refused copy is logged.
 */
export function useCopied(what: string): [copied: boolean, copy: (text: string | Promise<string>) => Promise<boolean>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const copy = useCallback(
    (text: string | Promise<string>) =>
      writeClipboard(text).then(
        () => {
          setCopied(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
          return true;
        },
        (error: unknown) => {
          console.error(`Copying the ${what} failed.`, error);
          return false;
        },
      ),
    [what],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [copied, copy];
}
