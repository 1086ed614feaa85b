/// <reference lib="dom" />
// Shared steps of the database tools' specs: one signed-in page per file (a heavy engine loads once),
// waiting for an engine, running a query, and the CSP every engine's worker runs under.
import type { Browser, Page, Response, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** A signed-in page kept for a whole serial describe block. */
export async function openSharedPage(browser: Browser, storageState: string, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, storageState });
  return context.newPage();
}

/** Waits until the engine says it is ready (PGlite's cold start takes seconds on a busy machine). */
export async function waitForEngine(page: Page, kind: string) {
  await expect(page.locator(`[data-engine-ready="${kind}"]`)).toBeVisible({ timeout: 90_000 });
}

/** Replaces the editor's text and runs it with Ctrl+Enter, as a user would. */
export async function runQuery(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.fill(text);
  await editor.press('Control+Enter');
}

/** Collects the Content-Security-Policy of every worker script and WebAssembly module the page loads. */
export function recordEngineCsp(page: Page): Map<string, string> {
  const seen = new Map<string, string>();
  page.on('response', (response: Response) => {
    const url = response.url();
    if (/\.worker-[\w-]+\.js$|\.wasm$/.test(url)) seen.set(url.split('/').pop()!, response.headers()['content-security-policy'] ?? '');
  });
  return seen;
}

/** The page's own CSP and each engine file's: WebAssembly may compile, JavaScript may not be evaluated. */
export async function expectStrictCsp(page: Page, engineFiles: Map<string, string>, pattern: RegExp) {
  const document = await page.request.get(page.url());
  const pageCsp = document.headers()['content-security-policy'] ?? '';
  expect(pageCsp).toContain("'wasm-unsafe-eval'");
  expect(pageCsp).not.toContain("'unsafe-eval'");
  const files = [...engineFiles.entries()].filter(([name]) => pattern.test(name));
  expect(files.length, `no file matching ${pattern} was loaded`).toBeGreaterThan(0);
  for (const [name, csp] of files) {
    expect(csp, `${name} has no CSP`).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp, name).not.toContain("'unsafe-eval'");
  }
}
