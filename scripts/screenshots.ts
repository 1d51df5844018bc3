/**
 * Screenshots of the pages a change touches, at desktop and mobile width in
 * both colour modes, for a person to look at. Needs a running server:
 *   npm run serve &  npx tsx scripts/screenshots.ts [baseURL] [path ...]
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';

const [baseURL = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/docs/backend/database', '/this-page-does-not-exist'];
const widths = [1280, 390];
const themes = ['light', 'dark'];

async function main(): Promise<void> {
  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
    const page = await context.newPage();
    for (const path of pages) {
      for (const theme of themes) {
        await page.goto(`${baseURL}${path}${path.includes('?') ? '&' : '?'}docusaurus-theme=${theme}`);
        await page.waitForLoadState('networkidle');
        const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}-${theme}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: false });
        console.log(`screenshots/${name}`);
      }
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
