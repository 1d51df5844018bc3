import { expect, test, type Locator, type Page } from '@playwright/test';
import { answered, askFromModal, exchange, questionField } from './ask-ai-helpers';
import { axeViolations, themes, viewports } from './axe';
import { openByButton } from './search-helpers';

// What the assistant answers, as a visitor sees it on the production build: the three outcomes, a quote that keeps
// its code, and a follow-up answered within the conversation's topic.

/** Asks from the search field and waits until the whole answer is on screen. */
async function ask(page: Page, question: string): Promise<Locator> {
  await openByButton(page);
  const article = await askFromModal(page, question);
  await answered(article);
  return article;
}

const OUTCOMES = {
  /** Answered with confidence; the quote keeps its code, and the code block the sentence introduces. */
  answer: 'How do I look up the digest of a docker tag?',
  /** Middling evidence: the closest sections, each with its best sentence. */
  closest: 'Can I use GitLab instead of GitHub?',
  /** Nothing the standards cover: declined, with the closest pages. */
  declined: 'How do I tune the JVM garbage collector for Spring Boot?',
} as const;

test.describe('Ask AI outcomes', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an answer quotes code as code, with the code block its sentence introduces', async ({ page }) => {
    await page.goto('/docs/intro');
    const article = await ask(page, OUTCOMES.answer);
    await expect(article.locator('code', { hasText: /^python:3\.14-slim-trixie$/ })).toBeVisible();
    await expect(article.locator('pre code')).toContainText('docker buildx imagetools inspect python:3.14-slim-trixie');
    await expect(
      article.locator('a[href="/docs/backend/docker-usage#pin-the-base-image"]:visible').first(),
    ).toBeVisible();
  });

  test('middling evidence shows the closest sections, each with a sentence and a link', async ({ page }) => {
    await page.goto('/docs/intro');
    const article = await ask(page, OUTCOMES.closest);
    await expect(article.getByText('These sections look closest:')).toBeVisible();
    await expect(article.getByText("I couldn't find this in the standards.")).toHaveCount(0);
    const items = article.getByRole('listitem').filter({ has: page.locator('a[href^="/docs/general/using-git"]') });
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    // The sections all come from one page; the standard that rules on the question is named among the other close
    // pages, a link to read on rather than a source.
    const others = article.getByText('Other close pages:');
    await expect(others).toBeVisible();
    await expect(others.locator('a[href="/docs/general/storing-source-code"]')).toBeVisible();
    const sources = article.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('link').first()).toBeVisible();
    await expect(sources.locator('a[href="/docs/general/storing-source-code"]')).toHaveCount(0);
  });

  test('a question the standards do not cover is declined, with links to the closest pages', async ({ page }) => {
    await page.goto('/docs/intro');
    const article = await ask(page, OUTCOMES.declined);
    await expect(article.getByText("I couldn't find this in the standards.")).toBeVisible();
    await expect(article.locator('a[href^="/docs/"]:visible').first()).toBeVisible();
  });

  test('may I use a product the standards never name: pointed at the rule of the standard on its kind', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    const article = await ask(page, 'Can I use MongoDB?');
    await expect(article.getByText('These sections look closest:')).toBeVisible();
    await expect(
      article.getByText('Every project that needs a relational database MUST use PostgreSQL.'),
    ).toBeVisible();
    await expect(
      article.locator('a[href="/docs/backend/database#what-the-standard-is"]:visible').first(),
    ).toBeVisible();
  });

  test('a follow-up is answered within the conversation’s topic', async ({ page }) => {
    await page.goto('/docs/intro');
    await ask(page, 'Which OAuth flow should our application use for login?');
    await questionField(page).fill('and where does it keep its client secret?');
    await questionField(page).press('Enter');
    const followUp = exchange(page, 'and where does it keep its client secret?');
    await answered(followUp);
    await expect(followUp).toContainText('client secret');
    await expect(followUp.locator('a[href^="/docs/projects/sso#"]:visible').first()).toBeVisible();
  });
});

for (const viewport of viewports) {
  for (const theme of themes) {
    test.describe(`Ask AI outcomes, axe at ${viewport.name} in ${theme}`, () => {
      test.describe.configure({ timeout: 60_000 });
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const [outcome, question] of Object.entries(OUTCOMES)) {
        test(outcome, async ({ page }) => {
          await page.goto(`/docs/intro?docusaurus-theme=${theme}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await ask(page, question);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
