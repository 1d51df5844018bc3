import { useState } from 'react';
import { Button, ErrorMessage } from '@amsterdam/design-system-react';
import { useCopied } from '@site/src/components/useCopied';
import styles from './styles.module.css';

class LoadError extends Error {}

/** The page's Markdown copy (written beside every doc page at build time), fetched only when asked for. */
async function loadMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/markdown' } }).catch(() => null);
  if (!response?.ok) throw new LoadError(`No Markdown at ${url}`);
  return response.text();
}

/** "Copy page as Markdown": puts the page's Markdown on the clipboard, "Copied!" for 1.5 s. */
export default function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [copied, copy] = useCopied('page as Markdown');
  const [problem, setProblem] = useState<string | null>(null);

  const onClick = async () => {
    setProblem(null);
    let loadFailed = false;
    const markdown = loadMarkdown(markdownUrl).catch((error: unknown) => {
      loadFailed = true;
      throw error;
    });
    if (await copy(markdown)) return;
    setProblem(
      loadFailed
        ? 'The Markdown of this page could not be loaded. Check your connection and try again.'
        : 'Your browser did not allow copying to the clipboard.',
    );
  };

  return (
    <div className={styles.copyPage}>
      <Button variant="tertiary" className={styles.button} onClick={() => void onClick()}>
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy page as Markdown'}</span>
      </Button>
      {problem && (
        <ErrorMessage role="alert" className={styles.problem}>
          {problem}
        </ErrorMessage>
      )}
    </div>
  );
}
