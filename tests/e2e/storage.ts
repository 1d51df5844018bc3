import type { Page } from '@playwright/test';

/**
 * Docusaurus namespaces its storage keys per site (e.g. "theme-006"). The
 * namespace is the suffix of the theme key its head script reads.
 */
export async function storageKey(
  page: Page,
  name: 'theme' | 'docusaurus.announcement.id' | 'docusaurus.announcement.dismiss' | 'docs-preferred-version-default',
): Promise<string> {
  const suffix = await page.evaluate(() => {
    const script = Array.from(document.scripts).find((s) => s.textContent?.includes('localStorage'));
    const match = script?.textContent?.match(/"theme(-[^"]*)?"/);
    if (!match) throw new Error('No theme storage key in the page');
    return match[1] ?? '';
  });
  return `${name}${suffix}`;
}
