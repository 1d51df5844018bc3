// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './useSettled';

describe('useSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a value only once it has stayed the same for the pause, so typing is not read key by key', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 1000), { initialProps: { value: '' } });
    for (const count of ['40 results', '12 results', '3 results']) {
      rerender({ value: count });
      act(() => vi.advanceTimersByTime(200));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('3 results');
  });

  it('empties at once, leaving nothing stale to be read', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 1000), {
      initialProps: { value: '3 results' },
    });
    rerender({ value: '' });
    expect(result.current).toBe('');
  });
});
