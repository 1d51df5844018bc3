import { expect, test, type Page } from '@playwright/test';
import { axeViolations, themes } from './axe';

const PAGE = '/docs/backend/database';

const feedback = (page: Page) => page.getByRole('region', { name: 'Page feedback' });
/** The whole page is checked by a11y.spec.ts; here each state of the widget. */
const REGION = 'section[aria-label="Page feedback"]';

test.describe('Copy page as Markdown, from the page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  const copyPage = async (page: Page) => {
    await page.getByRole('button', { name: 'Page actions' }).click();
    await page
      .getByRole('menu', { name: 'Page actions' })
      .getByRole('menuitem', { name: 'Copy page as Markdown' })
      .click();
  };

  test("puts the page's Markdown on the clipboard and says so for a moment", async ({ page, request }) => {
    await page.goto(PAGE);
    await copyPage(page);
    const status = page.getByRole('status').filter({ hasText: 'Page copied as Markdown' });
    await expect(status).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await request.get(`${PAGE}.md`)).text();
    expect(copied).toBe(markdown);
    expect(copied).toMatch(/^---\ntitle: Database\n/);
    await expect(status).toHaveCount(0);
  });

  test('says so when the Markdown cannot be loaded', async ({ page }) => {
    await page.route(`**${PAGE}.md`, (route) => route.abort());
    await page.goto(PAGE);
    await copyPage(page);
    await expect(page.getByRole('alert')).toContainText('The Markdown of this page could not be loaded');
  });
});

test.describe('Was this page helpful?', () => {
  test.describe.configure({ timeout: 90_000 }); // axe in every state, on a shared machine
  for (const theme of themes) {
    test(`votes, comments and thanks, once per page, axe-clean in each state (${theme})`, async ({ page }) => {
      await page.goto(`${PAGE}?docusaurus-theme=${theme}`);
      const region = feedback(page);
      const question = region.getByRole('group', { name: 'Was this page helpful?' });
      await expect(question).toBeVisible();
      expect(await axeViolations(page, REGION)).toEqual([]);

      const sent = page.waitForResponse((r) => r.url().endsWith('/api/page-feedback') && r.status() === 201);
      await question.getByRole('button', { name: 'No' }).click();
      expect((await sent).request().postDataJSON()).toEqual({ page: PAGE, helpful: false });
      const comment = region.getByRole('textbox', { name: /What could make this page better\?/ });
      await expect(comment).toBeFocused();
      await expect(region.getByRole('status').first()).toHaveText('Thank you for your vote.');
      await comment.fill('Show how to run a migration in CI.');
      await expect(region.getByText('34 of 500 characters')).toBeVisible();
      expect(await axeViolations(page, REGION)).toEqual([]);

      const commented = page.waitForResponse((r) => r.url().endsWith('/api/page-feedback') && r.status() === 200);
      await region.getByRole('button', { name: 'Send' }).click();
      expect((await commented).request().postDataJSON()).toMatchObject({
        page: PAGE,
        helpful: false,
        comment: 'Show how to run a migration in CI.',
      });
      const thanks = region.getByText('Thanks for your feedback!');
      await expect(thanks).toBeFocused();
      expect(await axeViolations(page, REGION)).toEqual([]);

      await page.reload();
      await expect(feedback(page).getByText('Thanks for your feedback!')).toBeVisible();
      await expect(feedback(page).getByRole('button', { name: 'Yes' })).toHaveCount(0);
    });
  }

  test('keeps the vote when the server cannot be reached, and sends it when it can', async ({ page }) => {
    await page.route('**/api/page-feedback', (route) => route.abort());
    await page.goto(PAGE);
    await feedback(page).getByRole('button', { name: 'Yes' }).click();
    await expect(feedback(page).getByRole('status')).toContainText('could not be reached');
    expect(await axeViolations(page, REGION)).toEqual([]);

    await page.reload();
    const retry = feedback(page).getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await page.unroute('**/api/page-feedback');
    await retry.click();
    await expect(feedback(page).getByText('Thanks for your feedback!')).toBeFocused();
  });
});
