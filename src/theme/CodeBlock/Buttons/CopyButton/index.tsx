import { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

/** SPEC §4/§9: the button reads "Copied!" for 1.5 s after a copy. */
export const COPIED_LABEL_MS = 1500;

async function writeClipboard(text: string): Promise<void> {
  // The Clipboard API exists only in secure contexts; the site is served over HTTPS.
  if (!navigator.clipboard) throw new Error('The Clipboard API is not available on this connection.');
  return navigator.clipboard.writeText(text);
}

export default function CopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const copy = useCallback(() => {
    writeClipboard(metadata.code).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
      },
      (error: unknown) => console.error('Copying the code failed.', error),
    );
  }, [metadata.code]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Button
      aria-label={copied ? 'Copied!' : 'Copy code to clipboard'}
      title="Copy"
      className={clsx(className, styles.copyButton, copied && styles.copied)}
      onClick={copy}
    >
      {copied ? (
        <>
          <IconSuccess className={styles.icon} aria-hidden="true" />
          <span className={styles.label} role="status">
            Copied!
          </span>
        </>
      ) : (
        <IconCopy className={styles.icon} aria-hidden="true" />
      )}
    </Button>
  );
}
