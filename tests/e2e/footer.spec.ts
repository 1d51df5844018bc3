import { expect, test } from '@playwright/test';

test('footer: Colofon, Developers links, the initiative line, Privacy and what this site stores', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const colofon = footer.getByRole('heading', { name: 'Colofon' });
  await expect(colofon).toHaveClass(/ams-visually-hidden/);
  await expect(footer.getByRole('heading', { name: 'Developers', level: 3 })).toBeVisible();

  await expect(footer.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/intro');
  const vacancies = footer.getByRole('link', { name: 'Vacancies (opens in new tab)' });
  await expect(vacancies).toHaveAttribute('href', 'https://werkenbij.amsterdam.nl/');
  await expect(vacancies).toHaveAttribute('target', '_blank');

  await expect(footer).toContainText('new initiative from the Engineering Enablement team');

  const privacy = footer.getByRole('link', { name: 'Privacy (opens in new tab)' });
  await expect(privacy).toHaveAttribute('href', 'https://www.amsterdam.nl/privacy/');
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('rel', /noopener/);

  // What this site itself stores, and for how long: its own page, in the same tab.
  await footer.getByRole('link', { name: 'What this site stores' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What this site stores');
  await expect(page.getByRole('main')).toContainText('deleted automatically after 30 days');
});

for (const [width, columns] of [
  [390, 4],
  [800, 8],
  [1280, 7],
] as const) {
  test(`footer column spans ${columns} grid columns at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const cell = page.getByRole('contentinfo').locator('.ams-grid__cell').first();
    const span = await cell.evaluate((el) => getComputedStyle(el).gridColumnEnd);
    expect(span).toBe(`span ${columns}`);
  });
}
