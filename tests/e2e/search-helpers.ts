import { expect, type Locator, type Page } from '@playwright/test';

export { FAVOURITE_KEY, RECENT_KEY } from '../../src/components/Search/searchHistory';

/** A query with no hits in our docs that the engine can still correct ("kubernetes"). */
export const NO_HITS_QUERY = 'kubrnetisz';

export function searchDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search the documentation' });
}

export function searchBox(page: Page): Locator {
  return searchDialog(page).getByRole('combobox', { name: 'Search the documentation' });
}

/**
 * One press opens the modal, also before hydration: the page remembers it
 * and opens the search once its code runs.
 */
export async function openSearch(page: Page, press: () => Promise<void>): Promise<Locator> {
  const dialog = searchDialog(page);
  await press();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(searchBox(page)).toBeFocused();
  return dialog;
}

export const openByButton = (page: Page) =>
  openSearch(page, () => page.getByRole('banner').getByRole('button', { name: 'Zoeken' }).click());

/** The search results; with a query, the listbox starts with the "Ask AI: {query}" option, outside the groups. */
export function hitOptions(dialog: Locator): Locator {
  return dialog.getByRole('group').getByRole('option');
}

export function askAiOption(dialog: Locator): Locator {
  return dialog.getByRole('option', { name: /^Ask AI:/ });
}

export async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
}
