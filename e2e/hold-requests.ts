import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a glob or a pattern) until the returned function is called:
 * how a test looks at a loading state without racing it.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
