import { useEffect, useState } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { Button } from '../DesignSystem';
import type { ChunkState } from './lazyChunk';
import styles from './LazyChunkStatus.module.css';

/** A spinner only for a wait long enough to notice. */
export const SPINNER_DELAY_MS = 200;

/** "Loading…" with a spinner, after {@link SPINNER_DELAY_MS}; announced politely. */
export function Loading({ text }: { text?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className={styles.status}>
      {shown && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {text ??
            translate({
              id: 'lazyChunk.loading',
              message: 'Loading…',
            })}
        </>
      )}
    </div>
  );
}

interface Props {
  state: Exclude<ChunkState<unknown>, { status: 'ready' }>;
  /** What could not be loaded, and what the reader may do about it. */
  failedTitle: string;
  failedText?: string;
}

/** What stands in for a lazily loaded part: the spinner while it loads, the error and "Retry" if it failed. */
export default function LazyChunkStatus({ state, failedTitle, failedText }: Props) {
  if (state.status === 'loading') return <Loading />;
  return (
    <div className={styles.failed}>
      <div role="alert">
        <p className={styles.title}>{failedTitle}</p>
        {failedText && <p className={styles.text}>{failedText}</p>}
      </div>
      <Button variant="secondary" onClick={state.retry}>
        <Translate id="lazyChunk.retry">Retry</Translate>
      </Button>
    </div>
  );
}
