import { expect, test, type Page } from '@playwright/test';
import { axeViolations, themes, viewports } from './axe';
import {
  FAVOURITE_KEY,
  hitOptions,
  NO_HITS_QUERY,
  openByButton,
  RECENT_KEY,
  search,
  searchDialog,
} from './search-helpers';

const recent = [
  {
    url: '/docs/backend/database#postgis',
    type: 'lvl2',
    hierarchy: { lvl0: 'Backend', lvl1: 'Database', lvl2: 'PostGIS' },
  },
];
const favourite = [
  { url: '/docs/backend/docker-usage', type: 'lvl1', hierarchy: { lvl0: 'Backend', lvl1: 'Docker usage' } },
];

/** Each state of the search modal, and what shows it is on screen. The error state blocks the index before loading. */
const states: Record<string, (page: Page) => Promise<void>> = {
  'empty query with recent and favourite searches': async (page) => {
    await expect(searchDialog(page).getByRole('region', { name: 'Favourites' })).toBeVisible();
  },
  results: async (page) => {
    await search(page, 'docker');
    await expect(hitOptions(searchDialog(page)).first()).toBeVisible();
  },
  'no results': async (page) => {
    await search(page, NO_HITS_QUERY);
    await expect(searchDialog(page).getByRole('button', { name: 'kubernetes' })).toBeVisible();
  },
  error: async (page) => {
    await search(page, 'docker');
    await expect(searchDialog(page).getByRole('heading', { name: 'Unable to fetch results' })).toBeVisible();
  },
};

for (const viewport of viewports) {
  for (const theme of themes) {
    test.describe(`search axe at ${viewport.name} in ${theme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const [state, show] of Object.entries(states)) {
        test(`modal: ${state}`, async ({ page }) => {
          await page.addInitScript(
            ([r, f, rv, fv]) => {
              localStorage.setItem(r, rv);
              localStorage.setItem(f, fv);
            },
            [RECENT_KEY, FAVOURITE_KEY, JSON.stringify(recent), JSON.stringify(favourite)],
          );
          if (state === 'error') await page.route('**/search/**', (route) => route.abort());
          await page.goto(`/docs/intro?docusaurus-theme=${theme}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await openByButton(page);
          await show(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }

      test('search page with results', async ({ page }) => {
        await page.goto(`/search?q=test&docusaurus-theme=${theme}`);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
