import { useEffect, useState } from 'react';

/**
 * The option the combobox points at. It starts at the first option of each
 * new answer (`source` is the answer's hit list, stable between renders), so
 * Enter opens the best hit without an arrow key first.
 */
export function useActiveOption(source: object | null, optionId: (index: number) => string) {
  const [active, setActive] = useState<{ source: object | null; index: number }>({ source, index: 0 });
  const index = active.source === source ? active.index : 0;
  const id = source ? optionId(index) : null;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' });
  }, [id]);

  return [index, (next: number) => setActive({ source, index: next })] as const;
}
