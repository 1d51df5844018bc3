/**
 * The item a key moves the focus to in a menu of `labels` whose item `current` has it (-1: none), or null when the
 * key does not move it. Arrows wrap around, Home and End go to the ends, and a character goes to the next item
 * whose label starts with it (the WAI-ARIA menu pattern).
 */
export function nextItem(key: string, labels: readonly string[], current: number): number | null {
  const count = labels.length;
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  // One printed character (not "Enter", "Tab" and the like), other than a space, which activates the item.
  if ([...key].length !== 1 || key === ' ') return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step += 1) {
    const index = (current + step) % count;
    if (labels[index]!.trim().toLocaleLowerCase().startsWith(letter)) return index;
  }
  return null;
}
