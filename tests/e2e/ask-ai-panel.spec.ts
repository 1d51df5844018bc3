import { expect, test, type Locator, type Page } from '@playwright/test';
import { answered, askFromModal, QUESTION } from './ask-ai-helpers';
import { axeViolations, themes } from './axe';
import { openByButton, searchDialog } from './search-helpers';

/** The answer kept beside the page, at desktop width. */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Ask AI', exact: true });
const backToAnswer = (page: Page) => page.getByRole('button', { name: 'Back to your answer' });
const answerIn = (where: Locator, question = QUESTION) => where.getByRole('article', { name: question });
const FOLLOW_UP = 'Which database should a new project use?';

/** Asks from the search on /docs/intro and waits for the whole answer. */
async function askOnIntro(page: Page, theme = 'light'): Promise<Locator> {
  await page.goto(`/docs/intro?docusaurus-theme=${theme}`);
  await openByButton(page);
  const article = await askFromModal(page, QUESTION);
  await answered(article);
  return article;
}

/** Follows the answer's first source; the page it leads to, as path and anchor. */
async function followFirstSource(article: Locator): Promise<{ href: string; id: string }> {
  const link = article.getByRole('region', { name: 'Sources' }).getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/docs\/.+#.+/);
  await link.click();
  return { href, id: decodeURIComponent(href.split('#')[1]) };
}

test.describe('Ask AI: reading a source keeps the conversation', () => {
  test.describe.configure({ timeout: 60_000 });

  test('at 1280 px the answer stays beside the source page, Ctrl+I hides and shows it, a follow-up is answered in it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The panel's styles and the room the page makes for it stay within the Content-Security-Policy.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const article = await askOnIntro(page);
    const { href, id } = await followFirstSource(article);

    // The page changed, the dialog went, and the answer is beside the page: not over it, not behind a backdrop.
    await expect(page).toHaveURL(href);
    await expect(searchDialog(page)).toBeHidden();
    await expect(answerIn(panel(page))).toBeVisible();
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    const main = (await page.locator('main').boundingBox())!;
    const aside = (await panel(page).boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(aside.x + 1);
    // The page's text takes the room its table of contents leaves beside the panel.
    const text = (await page.locator('main article').boundingBox())!;
    expect(text.width).toBeGreaterThan(main.width * 0.8);

    // Ctrl+I hides it (its control to show it again appears), and shows it again where it was.
    await page.keyboard.press('Control+i');
    await expect(panel(page)).toBeHidden();
    await expect(backToAnswer(page)).toBeVisible();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport(); // the page rewraps, the reader's place stays
    await page.keyboard.press('Control+i');
    await expect(answerIn(panel(page))).toBeVisible();
    const field = panel(page).getByRole('textbox', { name: 'Ask another question' });
    await expect(field).toBeFocused();

    await page.locator('main').getByRole('link').first().hover(); // the page takes the pointer: nothing covers it

    // The close button hides it too; the focus goes to the button that brings it back.
    await panel(page).getByRole('button', { name: 'Close Ask AI' }).click();
    await expect(backToAnswer(page)).toBeFocused();
    await backToAnswer(page).click();
    await expect(field).toBeFocused();

    // The conversation goes on in the panel.
    await field.fill(FOLLOW_UP);
    await field.press('Enter');
    await answered(answerIn(panel(page), FOLLOW_UP));
    await expect(answerIn(panel(page))).toBeAttached();

    // In the panel, Ctrl+I is its own toggle, also from its question field.
    await field.press('Control+i');
    await expect(panel(page)).toBeHidden();
    await expect(backToAnswer(page)).toBeFocused();
    await page.keyboard.press('Control+i');

    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    // Client-side navigation keeps it, and so does a reload in the same tab.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Database' }).click();
    await expect(page).toHaveURL('/docs/backend/database');
    await expect(answerIn(panel(page), FOLLOW_UP)).toBeVisible();
    await page.reload();
    await expect(answerIn(panel(page), FOLLOW_UP)).toBeVisible();
    await expect(answerIn(panel(page))).toBeAttached();
  });

  test('at 390 px the dialog closes on a source, and one tap or Ctrl+I brings the conversation back where it was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const article = await askOnIntro(page);
    const sources = article.getByRole('region', { name: 'Sources' });
    await sources.scrollIntoViewIfNeeded();
    const body = searchDialog(page).locator('[data-answer-body]');
    const scrolled = await body.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    const { href, id } = await followFirstSource(article);

    await expect(page).toHaveURL(href);
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
    await expect(panel(page)).toHaveCount(0);

    // One tap: the same conversation, scrolled where it was, the question field ready for a follow-up.
    await backToAnswer(page).click();
    await expect(answerIn(searchDialog(page))).toBeVisible();
    await expect(searchDialog(page).getByRole('textbox', { name: 'Ask another question' })).toBeFocused();
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolled - 2);
    expect(await body.evaluate((el) => el.scrollTop)).toBeLessThan(scrolled + 2);

    // Closed again, Ctrl+I brings it back as well.
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(backToAnswer(page)).toBeFocused();
    await page.keyboard.press('Control+i');
    await expect(answerIn(searchDialog(page))).toBeVisible();
  });

  for (const theme of themes) {
    test(`axe: the panel beside a page at 1280 px, and "Back to your answer" at 390 px, in ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const article = await askOnIntro(page, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const { href } = await followFirstSource(article);
      await expect(page).toHaveURL(href);
      await expect(answerIn(panel(page))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Narrowed to a phone, the panel gives way to the button; its dialog reopens the conversation.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(backToAnswer(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await backToAnswer(page).click();
      await expect(answerIn(searchDialog(page))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
