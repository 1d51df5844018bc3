import { useCallback, useEffect, useRef, useState } from 'react';

/** A copy button reads "Copied!" for 1.5 s after a copy: long enough to read, short enough to copy again. */
export const COPIED_LABEL_MS = 1500;

async function writeClipboard(text: string): Promise<void> {
  // The Clipboard API exists only in secure contexts; the site is served over HTTPS.
  if (!navigator.clipboard) throw new Error('The Clipboard API is not available on this connection.');
  return navigator.clipboard.writeText(text);
}

/** Copies a text; `copied` is true for {@link COPIED_LABEL_MS} afterwards. A refused copy is logged. */
export function useCopied(what: string): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const copy = useCallback(
    (text: string) => {
      writeClipboard(text).then(
        () => {
          setCopied(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
        },
        (error: unknown) => console.error(`Copying the ${what} failed.`, error),
      );
    },
    [what],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [copied, copy];
}
