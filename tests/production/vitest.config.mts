import { defineConfig } from 'vitest/config';

// The tests that need the production build (`npm run build`): they run after it, in `npm test`.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    include: ['tests/production/**/*.test.ts'],
    // Each file runs servers, a balancer and load of its own: side by side on a small machine they would measure
    // each other, and the bounds they check would have to allow for that.
    fileParallelism: false,
  },
});
