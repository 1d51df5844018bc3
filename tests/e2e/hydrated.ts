import { expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page (Docusaurus then sets `data-has-hydrated` on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
