import { afterEach, expect, it, vi } from 'vitest';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

it('loading the Ask AI client never calls new Function, which the Content-Security-Policy reports', async () => {
  const constructed = vi.fn();
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      constructed(args);
      return new target(...args) as object;
    },
  });
  await import('./useAskAi');
  expect(constructed).not.toHaveBeenCalled();
});
