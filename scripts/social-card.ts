/**
 * Draws the social card (og:image, 1200×630) in the city's style: the
 * Amsterdam logo and title in AmsterdamSans on white, with the city red.
 * Chromium renders it from HTML, so the fonts and logo are the design
 * system's own. Run after changing the title or tagline and commit the PNG:
 *   npx tsx scripts/social-card.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { escapeHtml } from '../packages/search/src/node';
import { chromiumLaunchOptions } from '../tests/chromium';

const CARD = { width: 1200, height: 630, file: 'static/img/social-card.png' } as const;

const assets = resolve(__dirname, '../node_modules/@amsterdam/design-system-assets');
// Inline, because a page set from a string may not load file:// fonts.
const font = (weight: string) =>
  `url("data:font/woff2;base64,${readFileSync(`${assets}/font/AmsterdamSans-${weight}.woff2`).toString('base64')}") format("woff2")`;

function cardHtml({ title, tagline, host }: { title: string; tagline: string; host: string }): string {
  const logo = readFileSync(`${assets}/logo/amsterdam-logo.svg`, 'utf8');
  return `<!doctype html><html lang="en"><head><style>
    @font-face { font-family: AmsterdamSans; font-weight: 400; src: ${font('Regular')}; }
    @font-face { font-family: AmsterdamSans; font-weight: 800; src: ${font('ExtraBold')}; }
    html, body { margin: 0; }
    body { width: ${CARD.width}px; height: ${CARD.height}px; box-sizing: border-box; display: flex; flex-direction: column;
      padding: 72px 88px 0; background: #fff; color: #000; font-family: AmsterdamSans, sans-serif; }
    .logo svg { display: block; height: 104px; width: auto; }
    h1 { margin: 64px 0 0; font-size: 84px; font-weight: 800; line-height: 1.1; white-space: nowrap; }
    p { margin: 24px 0 0; max-width: 960px; font-size: 34px; line-height: 1.4; }
    .host { margin-top: auto; margin-bottom: 56px; font-size: 30px; font-weight: 800; color: #ec0000; }
    .band { position: absolute; inset: auto 0 0 0; height: 24px; background: #ec0000; }
  </style></head><body>
    <div class="logo">${logo}</div>
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(tagline)}</p>
    <div class="host">${escapeHtml(host)}</div>
    <div class="band"></div>
  </body></html>`;
}

async function main(): Promise<void> {
  const { default: config } = await import('../docusaurus.config');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: CARD.width, height: CARD.height } });
    const html = cardHtml({ title: config.title, tagline: config.tagline ?? '', host: new URL(config.url).host });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: resolve(__dirname, '..', CARD.file) });
    console.log(`Wrote ${CARD.file} (${CARD.width}×${CARD.height})`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
