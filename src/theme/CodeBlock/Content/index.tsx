import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { Code, Pre } from './Pre';
import PlainLines from './PlainLines';

/**
 * Prism lives in its own chunk and runs only where the server HTML has no
 * highlighted lines to offer: on the server itself, and for code that first
 * appears after a client-side navigation (the plain lines show for the moment
 * the chunk takes). A page loaded from the server keeps the lines the build
 * highlighted (see useServerLines), so its first load fetches and runs no Prism.
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

/**
 * True while this block shows the lines from the server HTML. During
 * hydration React leaves an element's children alone when its content is
 * `dangerouslySetInnerHTML`, so the highlighted spans stay as built. Should
 * the element come up empty all the same (React rendered this part anew after
 * a hydration error) or the code change, the block renders its lines itself.
 */
function useServerLines(code: string) {
  const hydrating = !useIsBrowser();
  const [server, setServer] = useState(() => typeof document !== 'undefined' && hydrating);
  const [serverCode] = useState(code);
  const ref = useRef<HTMLElement>(null);
  const keep = server && code === serverCode;
  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setServer(false);
  }, [keep]);
  return [keep, ref] as const;
}

const AS_BUILT = { __html: '' };

export default function CodeBlockContent({ className }: { className?: string }) {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const [keepServerLines, serverLinesRef] = useServerLines(metadata.code);
  return (
    <Pre ref={codeBlockRef} className={clsx(className, 'prism-code', `language-${metadata.language}`)}>
      {keepServerLines ? (
        <Code ref={serverLinesRef} dangerouslySetInnerHTML={AS_BUILT} suppressHydrationWarning />
      ) : (
        <Code>
          <Suspense fallback={<PlainLines />}>
            <HighlightedLines />
          </Suspense>
        </Code>
      )}
    </Pre>
  );
}
