import { defineConfig } from 'vitest/config';

// The tests that need the production build (`npm run build`): they run after it, in `npm test`.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    include: ['tests/production/**/*.test.ts'],
  },
});
