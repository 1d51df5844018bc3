import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildStatement, type Evaluation } from '../../lib/accessibility-evaluation';

const statement = buildStatement(
  JSON.parse(readFileSync(join(__dirname, '../../accessibility/evaluation.json'), 'utf8')) as Evaluation,
);

test.describe('the accessibility statement', () => {
  test('/accessibility answers with a permanent redirect to /toegankelijkheid', async ({ request, page }) => {
    const response = await request.get('/accessibility', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/toegankelijkheid');
    await page.goto('/accessibility');
    await expect(page).toHaveURL(/\/toegankelijkheid$/);
  });

  test('the footer links it, and it shows the status, counts and deviations of the evaluation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
    await expect(page).toHaveURL(/\/toegankelijkheid$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
    // The national model's sections, each with its Dutch name marked as Dutch.
    for (const dutch of ['Verklaring', 'Nalevingsstatus', 'Onderbouwing', 'Afwijkingen', 'Handhavingsprocedure']) {
      const heading = main.getByRole('heading', { level: 2, name: new RegExp(`\\(${dutch}\\)`) });
      await expect(heading.locator('span[lang="nl"]')).toHaveText(`(${dutch})`);
    }
    await expect(main).toContainText(
      `Status ${statement.status}: ${statement.statusName.nl} (${statement.statusName.en})`,
    );
    await expect(main).toContainText(`${statement.counts.pass} passed, ${statement.counts.fail} failed`);
    // "0 not yet evaluated" is not said: the clause is there only while verdicts are missing.
    if (statement.counts['not-checked'] > 0) {
      await expect(main).toContainText(`${statement.counts['not-checked']} not yet evaluated`);
    } else {
      await expect(main).not.toContainText('not yet evaluated');
    }
    await expect(main).toContainText('It is not an independent audit');
    for (const deviation of statement.deviations) await expect(main).toContainText(deviation.description);
    await expect(main.getByRole('link', { name: `${statement.contact.channel} (opens in new tab)` })).toHaveAttribute(
      'href',
      statement.contact.href,
    );
    // Reporting a barrier reaches the team that builds the site, with the time within which it answers.
    await expect(main).toContainText(`The address reaches the ${statement.website.team}`);
    await expect(main).toContainText(`They answer within ${statement.contact.responseDays} working days`);
    // The enforcement procedure of the national model: the National Ombudsman, by its Dutch name, free of charge.
    await expect(main).toContainText(
      `or did we not answer within ${statement.contact.responseDays} working days? Then you can contact the National Ombudsman (Nationale ombudsman)`,
    );
    await expect(main).toContainText('(opens in new tab) free of charge.');
    await expect(main.getByRole('link', { name: /National Ombudsman/ }).locator('span[lang="nl"]')).toHaveText(
      'Nationale ombudsman',
    );
    await expect(main.getByRole('link', { name: /National Ombudsman/ })).toHaveAttribute(
      'href',
      'https://www.nationaleombudsman.nl/',
    );
  });
});
