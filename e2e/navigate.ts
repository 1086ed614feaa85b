import type { Page } from '@playwright/test';

/**
 * Goes to `path` inside the running app, as an in-app link does (React Router reads the new
 * history entry on popstate), without loading the document again. For specs that walk through
 * every tool: a full page load re-parses the entry and re-hydrates the frame each time, which is
 * most of a tool visit's cost on a busy machine, and is checked by a few full loads instead.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ idx: index, key: `e2e${index}`, usr: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
