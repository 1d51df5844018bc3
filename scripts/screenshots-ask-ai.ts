/**
 * Screenshots of the search modal's Ask AI screen, at desktop and mobile width
 * in both colour modes, for a person to look at: an answer in the answer format
 * (numbered citations, a table, code) at its top and scrolled to its end, the
 * same answer stopped, the dislike's reason, and the empty-query screen with an
 * option picked by ↓. Those answers are fixtures (tests/e2e/ask-ai-helpers.ts); then the three outcomes the
 * server's own model gives to real questions: a confident answer, the closest sections, and a decline.
 * Needs a running server whose Ask AI rate limit lets one client ask the two dozen questions this makes:
 *   ASK_AI_RATE_LIMIT=1000 npm run serve &  npx tsx scripts/screenshots-ask-ai.ts [baseURL]
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { answered, answerWith, askFromModal, formatAnswer, holdAnswer, QUESTION } from '../tests/e2e/ask-ai-helpers';
import { searchBox, searchDialog } from '../tests/e2e/search-helpers';

const [baseURL = 'http://localhost:3000'] = process.argv.slice(2);
const widths = [1280, 390];
/** A question for each outcome, as the extracts model answers it over this site's pages. */
const outcomes = {
  answer: 'How should database schema changes be applied?',
  closest: 'which feature flag tool for trunk based dev, launchdarkly or unleash?',
  declined: "what's the standby / on-call allowance for devops engineers",
};
const themes = ['light', 'dark'];

async function open(page: Page, theme: string): Promise<void> {
  await page.goto(`${baseURL}/docs/intro?docusaurus-theme=${theme}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click();
  await searchBox(page).waitFor();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/ask-ai-${name}.png` });
  console.log(`screenshots/ask-ai-${name}.png`);
}

const scrollToEnd = (page: Page) =>
  searchDialog(page)
    .locator('[class*="body"]')
    .first()
    .evaluate((body) => body.scrollTo(0, body.scrollHeight));

async function main(): Promise<void> {
  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    for (const theme of themes) {
      const viewport = { width, height: width > 600 ? 900 : 844 };
      const name = (state: string) => `${state}-${width}-${theme}`;

      let context = await browser.newContext({ viewport });
      let page = await context.newPage();
      await answerWith(page, formatAnswer());
      await open(page, theme);
      const article = await askFromModal(page, QUESTION);
      await article.getByRole('button', { name: 'Copy answer' }).waitFor();
      await article.getByText(/^Searched for/).click();
      await shoot(page, name('answer'));
      await scrollToEnd(page);
      await shoot(page, name('answer-end'));
      await article.getByRole('button', { name: 'Dislike' }).click();
      await article.getByRole('textbox').fill('It does not say which library to use.');
      await scrollToEnd(page);
      await shoot(page, name('dislike'));
      await context.close();

      context = await browser.newContext({ viewport });
      page = await context.newPage();
      const chunks = formatAnswer();
      await holdAnswer(page, chunks, chunks.findIndex((c) => c.type === 'text-delta') + 3);
      await open(page, theme);
      const stopped = await askFromModal(page, QUESTION);
      await stopped.getByRole('link', { name: /^Source 2: / }).waitFor();
      await searchDialog(page).getByRole('button', { name: 'Stop' }).click();
      await stopped.getByRole('button', { name: 'Retry' }).waitFor();
      await scrollToEnd(page);
      await shoot(page, name('stopped'));

      // The conversations kept in this context's storage, on the empty-query screen.
      await searchDialog(page).getByRole('button', { name: 'Back to search' }).click();
      await searchBox(page).fill('');
      await searchBox(page).press('ArrowDown');
      await shoot(page, name('start'));
      await context.close();

      for (const [outcome, question] of Object.entries(outcomes)) {
        context = await browser.newContext({ viewport });
        page = await context.newPage();
        await open(page, theme);
        await answered(await askFromModal(page, question));
        await shoot(page, name(`outcome-${outcome}`));
        await context.close();
      }
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
