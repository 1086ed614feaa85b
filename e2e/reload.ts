import { expect, type Page } from '@playwright/test';

/**
 * Reloads a tool page once its address bar holds the state. The page rewrites its link state
 * (replaceState) a moment after the last change, so a reload right after a change races it: what
 * comes back is whichever copy won, the stored options or an older link. The page says when a write
 * is scheduled or running (`data-link-state="pending"` on <html>, from the change itself until the
 * address is written): held here until it is clear, then reloaded.
 */
export async function reloadWithState(page: Page): Promise<void> {
  const hadState = isShareLink(page.url());
  await expect(page.locator('html'), 'the address bar catches up with the state').not.toHaveAttribute(
    'data-link-state',
    'pending',
    {
      timeout: 20_000,
    },
  );
  // A page that carried its state in the address keeps carrying it (a change never empties it here).
  if (hadState) expect(isShareLink(page.url()), `the address bar holds the state: ${page.url()}`).toBe(true);
  await page.reload();
}

function isShareLink(url: string): boolean {
  return new URL(url).hash.startsWith('#s=');
}
