import { expect, type Page } from '@playwright/test';

/**
 * Reloads a tool page once its address bar holds the state. The page rewrites its link state
 * (replaceState) 400 ms after the last change, so a reload right after a change races it: what
 * comes back is whichever copy won, the stored options or an older link. Held here until the
 * address has not changed for a second, then reloaded.
 */
export async function reloadWithState(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = page.url();
        await page.waitForTimeout(1_000);
        return page.url() === before;
      },
      { timeout: 20_000, intervals: [0] },
    )
    .toBe(true);
  await page.reload();
}
