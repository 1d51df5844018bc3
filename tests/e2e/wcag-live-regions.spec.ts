import { expect, test, type Page } from '@playwright/test';
import { answered, askFromModal, QUESTION } from './ask-ai-helpers';
import { hydrated } from './hydrated';
import { hitOptions, openByButton, searchBox, searchDialog } from './search-helpers';

/**
 * 4.1.3 Status Messages, as a screen reader hears them: every change of every live region on the page is
 * recorded from the start, through whole journeys, and the record is compared with what a person should hear:
 * one message per outcome, in plain words, not one per key press or per streamed token.
 */

/** Records the text of each live region whenever it changes, in `window.wcagSaid`, from before the page loads. */
async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { wcagSaid: string[] }).wcagSaid = said;
    const live = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"]), output';
    const last = new WeakMap<Element, string>();
    const read = () => {
      for (const region of document.querySelectorAll(live)) {
        const text = (region.textContent ?? '').trim().replace(/\s+/g, ' ');
        if (last.get(region) === text) continue;
        last.set(region, text);
        // A region that appears already filled is read by some screen readers and not by others: it counts too.
        if (text) said.push(text);
      }
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { wcagSaid: string[] }).wcagSaid);

/** Markdown a screen reader would read out as symbols. */
const MARKDOWN = /\\[\\`*_#[\]()]|\*\*|__|\]\(|^#+ |`/m;

test.describe('live regions say each outcome once, in plain words', () => {
  test.describe.configure({ timeout: 60_000 });

  /** Types "docker" in the open modal at a person's pace and returns what the live regions said, count included. */
  async function typeDocker(page: Page): Promise<string[]> {
    await recordLiveRegions(page);
    await page.goto('/docs/intro');
    await hydrated(page);
    await openByButton(page);
    await searchBox(page).pressSequentially('docker', { delay: 200 });
    await expect(hitOptions(searchDialog(page)).first()).toBeVisible();
    await expect(searchDialog(page).locator('[role="status"].ams-visually-hidden')).toHaveText(/^\d+ results?$/);
    const record = await said(page);
    test.info().annotations.push({ type: 'said', description: record.join(' | ') });
    return record;
  }

  test('typing a search: the count of results, in plain words', async ({ page }) => {
    const record = await typeDocker(page);
    expect(record.at(-1)).toMatch(/^\d+ results?$/);
    for (const text of record) expect(text).not.toMatch(MARKDOWN);
  });

  test('typing a search: one count per pause in typing, not one per key', async ({ page }) => {
    const counts = (await typeDocker(page)).filter((text) => /^\d+ results?$/.test(text));
    expect(counts.length).toBeLessThanOrEqual(1);
  });

  test('no results, then Ask AI: "No results found", "Answering…", the answer once in plain words, then the thanks', async ({
    page,
  }) => {
    await recordLiveRegions(page);
    await page.goto('/docs/intro');
    await hydrated(page);
    await openByButton(page);
    await searchBox(page).fill('kubrnetisz');
    await expect(searchDialog(page).locator('[role="status"].ams-visually-hidden')).toHaveText(
      'No results found for "kubrnetisz"',
    );
    await searchBox(page).fill('');
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await article.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(article.getByRole('status').first()).toBeVisible();
    const record = await said(page);
    test.info().annotations.push({ type: 'said', description: record.join(' | ') });
    expect(record).toContain('No results found for "kubrnetisz"');
    const answering = record.indexOf('Answering…');
    expect(answering).toBeGreaterThanOrEqual(0);
    // After "Answering…" the answer is said once, whole: the region does not follow the stream token by token.
    const afterwards = record.slice(answering + 1);
    const answerLike = afterwards.filter((text) => text.length > 80);
    expect(answerLike).toHaveLength(1);
    expect(answerLike[0]).not.toMatch(MARKDOWN);
    for (const text of record) expect(text).not.toMatch(MARKDOWN);
  });
});
