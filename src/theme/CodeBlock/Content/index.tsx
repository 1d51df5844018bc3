import { lazy, Suspense } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { Code, Pre } from './Pre';
import PlainLines from './PlainLines';

/**
 * Prism lives in its own chunk, fetched only by pages that show code. Only the
 * lines wait for it: on the first load React keeps the server-highlighted
 * lines on screen until the chunk arrives (a dehydrated Suspense boundary), so
 * nothing flashes; after a client-side navigation the plain lines show for the
 * moment it takes. The <pre> itself hydrates at once, so word wrap and copy work.
 */
let HighlightedLines = highlightedLines();

/**
 * If the chunk cannot be downloaded the code stays readable, uncoloured, and
 * is not a crash; the next code block to render tries the download again.
 */
function highlightedLines() {
  return lazy(() =>
    import(/* webpackChunkName: "prism" */ './HighlightedLines').catch((error: unknown) => {
      console.warn('Code highlighting could not be loaded:', error);
      HighlightedLines = highlightedLines();
      return { default: () => <PlainLines /> };
    }),
  );
}

export default function CodeBlockContent({ className }: { className?: string }) {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  return (
    <Pre ref={codeBlockRef} className={clsx(className, 'prism-code', `language-${metadata.language}`)}>
      <Code>
        <Suspense fallback={<PlainLines />}>
          <HighlightedLines />
        </Suspense>
      </Code>
    </Pre>
  );
}
