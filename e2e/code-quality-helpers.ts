import { expect, type Browser, type Page, type Response } from '@playwright/test';

/** A signed-in page kept for a whole serial spec, so a heavy engine loads once per file. */
export async function openToolPage(browser: Browser, storageState: string, slug: string, heading: string): Promise<Page> {
  // A context of its own (axe needs one); close it with page.context().close().
  const page = await (await browser.newContext({ storageState })).newPage();
  await page.goto(`/tools/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  return page;
}

/**
 * The CSP the page runs under allows WebAssembly ('wasm-unsafe-eval') but not eval ('unsafe-eval'),
 * and the responses of the engine scripts say what their workers run under.
 */
export async function expectStrictPageCsp(page: Page): Promise<void> {
  const response = await page.request.get(page.url());
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(csp).not.toContain("'unsafe-eval'");
}

/** Records the script responses of the page's workers (by URL) as they load. */
export function recordScripts(page: Page): Map<string, Response> {
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response);
  });
  return scripts;
}

/** The CSP header a worker script was sent with (its worker runs under it). */
export async function workerCsp(scripts: Map<string, Response>, name: RegExp): Promise<string> {
  const entry = [...scripts.entries()].find(([url]) => name.test(url));
  expect(entry, `no script matching ${name}`).toBeDefined();
  return (await entry![1].allHeaders())['content-security-policy'] ?? '';
}

/** The text of the CodeMirror line the cursor is on. */
export function activeLine(page: Page, editorLabel: string) {
  return page
    .locator('[data-code-editor]')
    .filter({ has: page.getByRole('textbox', { name: editorLabel }) })
    .locator('.cm-activeLine');
}
