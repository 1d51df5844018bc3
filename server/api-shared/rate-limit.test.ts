import { describe, expect, it } from 'vitest';
import { MemoryCounters } from './rate-limit';

describe('MemoryCounters', () => {
  it('counts per key in windows, and forgets the oldest window past its capacity', () => {
    let now = 0;
    const counters = new MemoryCounters(2, () => now);
    expect(counters.incr('a', 1000)).toEqual({ current: 1, ttl: 1000 });
    now = 400;
    expect(counters.incr('a', 1000)).toEqual({ current: 2, ttl: 600 });
    now = 1000;
    expect(counters.incr('a', 1000)).toEqual({ current: 1, ttl: 1000 });
    counters.incr('b', 1000);
    counters.incr('c', 1000);
    // 'a' was the oldest window: dropped for 'c'.
    expect(counters.incr('a', 1000).current).toBe(1);
    expect(counters.incr('c', 1000).current).toBe(2);
  });
});
