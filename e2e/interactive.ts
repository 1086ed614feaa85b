import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken the page over (`<html data-interactive>`, App.tsx). A prerendered page
 * is on screen, its links working, before its scripts are even requested (they are fetched after
 * its first paint, web/public/boot.js): a test that clicks a button, presses a shortcut, holds
 * scripts or cuts the network waits for this first (allowing for a busy machine).
 */
export async function untilInteractive(page: Page) {
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 15_000 });
}
