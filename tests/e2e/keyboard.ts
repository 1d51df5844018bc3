import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page; fails after `maxStops`
 * presses. Each press is checked at once: the focus moves synchronously, so there is nothing to wait for.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 30): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let stops = 0; stops < maxStops && !(await focused()); stops += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused({ timeout: 0 });
}
