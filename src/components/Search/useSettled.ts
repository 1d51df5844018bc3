import { useEffect, useState } from 'react';

/**
 * How long the search's live region waits for typing to pause before it speaks: a screen reader then says one
 * count when the visitor stops, not a count per key (WCAG 4.1.3). Longer than the gap between a typist's keys.
 */
const SETTLE_MS = 1000;

/**
 * `value` once it has stayed the same for `ms`; an empty value at once, so that nothing stale is left to be read
 * when there is nothing to say.
 */
export function useSettled(value: string, ms = SETTLE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : settled;
}
