import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The production build, served by our own server, as visitors get it.
  webServer: {
    command: `npm run serve`,
    // Every test asks from 127.0.0.1: the Ask AI rate limit (20 a minute by default) would answer 429 mid-suite.
    env: { PORT: String(port), HOST: '127.0.0.1', ASK_AI_RATE_LIMIT: process.env.ASK_AI_RATE_LIMIT ?? '1000' },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
