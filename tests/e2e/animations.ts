import type { Page } from '@playwright/test';

/**
 * Waits until the page's running CSS transitions and animations have ended (a colour fading to the new mode, a
 * list opening), so what is checked or photographed is where they end, not a frame in between.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/**
 * Waits until the page has painted twice: what a scroll or a focus move changes (scroll handlers that run per frame,
 * an element scrolled into view) has been drawn.
 */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
