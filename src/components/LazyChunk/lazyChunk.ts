import { useEffect, useReducer, useState } from 'react';

/**
 * A part of the site that is downloaded when it is first needed (a dynamic
 * `import()`). It is fetched once per visit; a failed download is logged and
 * forgotten, so the next attempt fetches again.
 */
export interface LazyChunk<T> {
  /** The module, once it has arrived. */
  readonly loaded: T | undefined;
  load(): Promise<T>;
}

export function lazyChunk<T>(name: string, importer: () => Promise<T>): LazyChunk<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          console.warn(`The ${name} could not be loaded:`, error);
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * Starts a chunk's download ahead of need (on a pointer over, or focus on, the control that opens it), unless the
 * visitor saves data or is on 2G. A failure is left for the opening itself to show, with Retry.
 */
export function prefetchChunk(chunk: LazyChunk<unknown>): void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return;
  chunk.load().catch(() => undefined);
}

export type ChunkState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; retry(): void };

/**
 * Where a chunk's download stands, for a component that shows something in
 * its place meanwhile ({@link LazyChunkStatus}). The download starts once
 * `wanted` is true; `retry` starts it again after a failure.
 */
export function useLazyChunk<T>(chunk: LazyChunk<T>, wanted = true): ChunkState<T> {
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  const [, arrived] = useReducer((n: number) => n + 1, 0);

  // The module can arrive after this render and before its effect (fetched earlier on a hover, answered from the HTTP
  // cache): the effect then renders again, or the component would show "loading" with the module in hand.
  const hadModule = chunk.loaded !== undefined;

  useEffect(() => {
    if (!wanted) return;
    if (chunk.loaded !== undefined) {
      if (!hadModule) arrived();
      return;
    }
    let current = true;
    chunk.load().then(
      () => current && arrived(),
      () => current && setFailedAttempt(attempt),
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted, attempt, hadModule]);

  if (chunk.loaded !== undefined) return { status: 'ready', module: chunk.loaded };
  if (failedAttempt === attempt) return { status: 'failed', retry: () => setAttempt(attempt + 1) };
  return { status: 'loading' };
}
