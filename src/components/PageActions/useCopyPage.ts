import { useCallback, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { useCopied } from '@site/src/components/useCopied';

/** The page's Markdown copy (written beside every doc page at build time), fetched only when asked for. */
async function loadMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/markdown' } }).catch(() => null);
  if (!response?.ok) throw new Error(`No Markdown at ${url}`);
  return response.text();
}

export interface CopyPage {
  /** True for 1.5 s after a copy. */
  copied: boolean;
  /** Why the last copy failed, in words for the reader; null after a success. */
  problem: string | null;
  copy(): Promise<void>;
}

/**
 * "Copy page as Markdown", shared by the button and the page-actions menu so that both confirm a copy, and report
 * a failure, in the same place.
 */
export function useCopyPage(markdownUrl: string): CopyPage {
  const [copied, copy] = useCopied('page as Markdown');
  const [problem, setProblem] = useState<string | null>(null);

  const copyPage = useCallback(async () => {
    setProblem(null);
    let loadFailed = false;
    const markdown = loadMarkdown(markdownUrl).catch((error: unknown) => {
      loadFailed = true;
      throw error;
    });
    if (await copy(markdown)) return;
    setProblem(
      loadFailed
        ? translate({
            id: 'pageActions.markdownUnavailable',
            message: 'The Markdown of this page could not be loaded. Check your connection and try again.',
          })
        : translate({
            id: 'copy.refused',
            message: 'Your browser did not allow copying to the clipboard.',
          }),
    );
  }, [markdownUrl, copy]);

  return { copied, problem, copy: copyPage };
}
