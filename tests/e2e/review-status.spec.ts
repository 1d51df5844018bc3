import { expect, test, type Page } from '@playwright/test';
import { formatReviewDate, reviewFromFrontMatter, reviewState } from '../../src/components/ReviewStatus/reviewState';
import { axeViolations, themes, viewports } from './axe';
import { docFrontMatter } from './routes';

/** A required standard; its status and dates come from its front matter, as the page's do. */
const path = '/docs/backend/database';
const review = reviewFromFrontMatter(docFrontMatter(path));
if (!review) throw new Error(`${path} has no review fields in its front matter`);
const { lastReviewed, nextReview } = review;
const line = `Last reviewed ${formatReviewDate(lastReviewed)} · next review due ${formatReviewDate(nextReview)}`;

/** Long after every page's next review: all pages were reviewed in November 2026. */
const pastDue = new Date('2028-01-01T12:00:00Z');
const dayBefore = (iso: string) => new Date(new Date(`${iso}T12:00:00Z`).getTime() - 86_400_000);

const notice = (page: Page) => page.getByRole('region', { name: 'This page is due for review' });

/** The colour-mode toggle is enabled once React has hydrated the page. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Toggle (dark|light) mode$/ }).first()).toBeEnabled();
}

test.describe('review status', () => {
  for (const { width, height } of viewports) {
    test(`badge and review dates are visible by the title at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      const article = page.locator('article');
      const badge = article.locator('.ams-badge');
      await expect(badge).toBeVisible();
      await expect(badge).toHaveText('Required');
      await expect(article.getByText(line)).toBeVisible();
      await expect(article.locator(`time[datetime="${nextReview}"]`).first()).toBeVisible();
      // Both sit just above the h1 and inside the viewport's width.
      const [badgeBox, lineBox, titleBox] = await Promise.all([
        badge.boundingBox(),
        article.getByText(line).boundingBox(),
        page.locator('h1').boundingBox(),
      ]);
      expect(badgeBox!.y).toBeLessThan(titleBox!.y);
      expect(titleBox!.y - badgeBox!.y).toBeLessThan(200);
      expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(width);
      expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(width);
    });
  }

  test('a page past its review date shows the notice after hydration, without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.setFixedTime(pastDue);
    const response = await page.goto(path);
    // The server's HTML never carries the notice: the visitor's clock decides.
    expect(await response!.text()).not.toContain('due for review');
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText(
      `Its review was due on ${formatReviewDate(nextReview)}, so some of this guidance may be out of date.`,
    );
    const report = notice(page).getByRole('link', { name: /report it in a new issue\s?\(opens in new tab\)$/ });
    await expect(report).toHaveAttribute('href', 'https://github.com/Amsterdam/development-standards/issues/new');
    await expect(report).toHaveAttribute('target', '_blank');
    // The notice comes before the title, and the page keeps one h1.
    await expect(page.locator('h1')).toHaveCount(1);
    const [noticeBox, titleBox] = await Promise.all([notice(page).boundingBox(), page.locator('h1').boundingBox()]);
    expect(noticeBox!.y).toBeLessThan(titleBox!.y);
    expect(errors).toEqual([]);
  });

  test('the notice also appears after a client-side navigation', async ({ page }) => {
    await page.clock.setFixedTime(pastDue);
    await page.goto('/docs/intro');
    await expect(notice(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Database' }).click();
    await expect(page.locator('h1')).toHaveText('Database');
    await expect(notice(page)).toBeVisible();
  });

  test('no notice the day before the due date', async ({ page }) => {
    await page.clock.setFixedTime(dayBefore(nextReview));
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('article').getByText(line)).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test("with today's clock, the notice shows only once the page is due", async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    // The browser shares this machine's clock and time zone (no timezoneId in playwright.config.ts).
    const due = reviewState(nextReview, new Date()) === 'due';
    await expect(notice(page)).toHaveCount(due ? 1 : 0);
  });

  for (const theme of themes) {
    for (const { width, height } of viewports) {
      test(`axe: zero violations with the notice, ${theme} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.clock.setFixedTime(pastDue);
        await page.goto(`${path}?docusaurus-theme=${theme}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(notice(page)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
