import { describe, expect, it } from 'vitest';
import { nextItem } from './menuKeys';

const labels = ['Copy page as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Connect to Cursor'];

describe('nextItem', () => {
  it('moves down and up, wrapping around the ends', () => {
    expect(nextItem('ArrowDown', labels, 0)).toBe(1);
    expect(nextItem('ArrowDown', labels, 4)).toBe(0);
    expect(nextItem('ArrowUp', labels, 1)).toBe(0);
    expect(nextItem('ArrowUp', labels, 0)).toBe(4);
  });

  it('goes to the first or the last with Home and End', () => {
    expect(nextItem('Home', labels, 3)).toBe(0);
    expect(nextItem('End', labels, 1)).toBe(4);
  });

  it('starts from the ends when no item has the focus', () => {
    expect(nextItem('ArrowDown', labels, -1)).toBe(0);
    expect(nextItem('ArrowUp', labels, -1)).toBe(4);
  });

  it('jumps to the next item starting with a typed letter, in either case, from the one after the focus', () => {
    expect(nextItem('o', labels, 0)).toBe(2);
    expect(nextItem('O', labels, 2)).toBe(3);
    expect(nextItem('o', labels, 3)).toBe(2);
    expect(nextItem('c', labels, 0)).toBe(4);
    expect(nextItem('c', labels, 4)).toBe(0);
  });

  it('leaves the focus where it is for other keys, a space (which activates) and a letter no item starts with', () => {
    for (const key of ['Enter', 'Tab', 'Escape', 'Shift', ' ', 'x', 'ArrowLeft']) {
      expect(nextItem(key, labels, 1), key).toBeNull();
    }
    expect(nextItem('ArrowDown', [], -1)).toBeNull();
  });
});
