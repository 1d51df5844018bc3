import { useEffect, useState } from 'react';

/**
 * The option the combobox points at. It starts at `initial` for each new
 * answer (`source` is the answer's hit list, stable between renders): the
 * first option, so Enter opens the best hit without an arrow key first; or
 * -1, none, until an arrow key picks one.
 */
export function useActiveOption(source: object | null, optionId: (index: number) => string, initial = 0) {
  const [active, setActive] = useState<{ source: object | null; index: number }>({ source, index: initial });
  const index = active.source === source ? active.index : initial;
  const id = source && index >= 0 ? optionId(index) : null;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' });
  }, [id]);

  return [index, (next: number) => setActive({ source, index: next })] as const;
}

/** The next option for ↓ or the previous for ↑, round the list; from none, ↓ takes the first and ↑ the last. */
export function stepOption(index: number, count: number, down: boolean): number {
  if (count === 0) return -1;
  if (down) return (index + 1) % count;
  return index <= 0 ? count - 1 : index - 1;
}
