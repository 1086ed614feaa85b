import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { test as signedIn } from './fixtures';

// Prerendered pages (issue 19): the HTML of the pages that are the same for everyone is rendered at
// build time, so the first paint is the page itself and its scripts are only fetched after it; React
// hydrates it without a mismatch; the result looks exactly like the same route rendered in the browser; and what arrives after
// (the session, favorites and recently used tools) moves nothing (CLS ≤ 0.01).

const distDir = process.env.E2E_STATIC_DIR ?? 'dist/web';
const routes = JSON.parse(fs.readFileSync(path.join(distDir, 'prerendered', 'routes.json'), 'utf8')) as {
  pages: { path: string }[];
};
const shellHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
// The signed-out pages; the catalogue and the tool pages (signed in) have their own tests below,
// '*' is any unknown address.
const publicPages = routes.pages
  .map((p) => (p.path === '*' ? '/no-such-page' : p.path))
  .filter((p) => p !== '/tools' && !p.startsWith('/tools/'));
const toolPages = routes.pages.map((p) => p.path).filter((p) => p.startsWith('/tools/'));

/** Console errors and warnings of a page (a hydration mismatch is one: React error #418 in production). */
function collectProblems(page: Page, expected?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The e2e config blocks service workers (playwright.config.ts); Playwright says so in the console.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if ((message.type() === 'error' || message.type() === 'warning') && !expected?.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Records the page's layout shifts from its first paint (as CLS counts them: none right after input), with what moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; moved: string[] };
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${label}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The sum of the layout shifts so far, and what moved (for the failure message). */
const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts;
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join(', ')}`).join('; '),
    };
  });

/** Waits until the page has hydrated (or rendered) and its lazy footer is in: nothing left to arrive. */
async function settled(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** How many pixels differ between two screenshots (compared in a blank page's canvas). */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.length !== y.length) return Number.POSITIVE_INFINITY;
      let differ = 0;
      for (let i = 0; i < x.length; i += 4) if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) differ++;
      return differ;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

base.describe('prerendered public pages', () => {
  for (const route of publicPages) {
    base(
      `${route}: painted before any script runs, hydrated without a warning, identical to the page rendered in the browser`,
      async ({ page, browser }) => {
        // 1. The HTML alone (scripts blocked) already is the page.
        const bare = await browser.newContext({ javaScriptEnabled: false });
        const bareTab = await bare.newPage();
        const response = await bareTab.goto(route);
        expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
        await expect(bareTab.getByRole('heading', { level: 1 })).toBeVisible();
        const heading = await bareTab.getByRole('heading', { level: 1 }).textContent();
        await bare.close();

        // 2. With scripts: React takes over the same HTML; nothing in the console (but the 404 status
        // of the unknown address, which Chromium reports there).
        const problems = collectProblems(page, route === '/no-such-page' ? /status of 404/ : undefined);
        await recordLayoutShifts(page);
        await page.goto(route);
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /.+/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
        await settled(page);
        const shifts = await layoutShifts(page);
        expect(shifts.total, shifts.moved).toBeLessThanOrEqual(0.01);
        // The page painted from its HTML before any of its scripts was even requested (boot.js).
        const { paint, scripts } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
            .map((e) => e.startTime),
        }));
        expect(paint).toBeGreaterThan(0);
        expect(scripts.length).toBeGreaterThan(0);
        expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
        await page.mouse.move(0, 0);
        const hydratedShot = await page.screenshot({ animations: 'disabled' });
        // Hydrated: the theme toggle (a client-side handler) answers.
        await page.getByRole('button', { name: /^Theme:/ }).click();
        await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-preference', 'light');
        await page.getByRole('button', { name: /^Theme:/ }).click();
        await page.getByRole('button', { name: /^Theme:/ }).click();
        await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-preference', 'system');
        expect(problems).toEqual([]);

        // 3. The same route rendered in the browser from the shell, as before prerendering (a context
        // without the service worker, which would answer with the prerendered page).
        const shellContext = await browser.newContext({ serviceWorkers: 'block' });
        const shellTab = await shellContext.newPage();
        await shellTab.route(`**${route}`, (r) =>
          r.request().resourceType() === 'document' ? r.fulfill({ contentType: 'text/html', body: shellHtml }) : r.fallback(),
        );
        await shellTab.goto(route);
        await expect(shellTab.locator('#root')).not.toHaveAttribute('data-prerendered');
        await expect(shellTab.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
        await settled(shellTab);
        await shellTab.mouse.move(0, 0);
        const clientShot = await shellTab.screenshot({ animations: 'disabled' });
        const differing = await differingPixels(await shellContext.newPage(), hydratedShot, clientShot);
        if (differing > 0) {
          fs.writeFileSync(base.info().outputPath('prerendered-and-hydrated.png'), hydratedShot);
          fs.writeFileSync(base.info().outputPath('rendered-in-the-browser.png'), clientShot);
        }
        await shellContext.close();
        expect(differing).toBe(0);
      },
    );
  }
});

/**
 * Opens a prerendered page at a desktop and a phone width; once what arrives after hydration has
 * arrived (`arrived`), nothing on it may have moved (CLS ≤ 0.01) and the console must be clean.
 */
async function expectArrivalWithoutShift(page: Page, route: string, arrived: (width: number) => Promise<void>) {
  const problems = collectProblems(page);
  await recordLayoutShifts(page);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(route);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
    await arrived(viewport.width);
    await settled(page);
    const shifts = await layoutShifts(page);
    expect(shifts.total, `CLS at ${viewport.width} px: ${shifts.moved}`).toBeLessThanOrEqual(0.01);
  }
  expect(problems).toEqual([]);
}

signedIn(
  '/tools: the catalogue shell is prerendered; the session, favorites and recent tools arrive without moving it',
  async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('devforge:favorite-tools', JSON.stringify(['json-formatter', 'uuid-generator']));
      localStorage.setItem('devforge:recent-tools', JSON.stringify(['hash-generator', 'jwt-decoder']));
    });
    await expectArrivalWithoutShift(page, '/tools', async (width) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Favorite Tools' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Recently Used' })).toBeVisible();
      if (width >= 768)
        await expect(
          page
            .getByRole('button', { name: /^Account/ })
            .or(page.getByTitle(/@example\.com$/))
            .first(),
        ).toBeVisible();
    });
  },
);

signedIn(
  'a tool page: its header is prerendered; the screen arrives after hydration without moving anything',
  async ({ page, browser }) => {
    // Every working tool has its page (the registry decides, see render/prerender.tsx).
    expect(toolPages).toContain('/tools/json-formatter');
    expect(toolPages.length).toBeGreaterThan(30);

    // The HTML alone is the tool's header, the screen shown loading.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const bareTab = await bare.newPage();
    await bareTab.goto('/tools/json-formatter');
    await expect(bareTab.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
    await expect(bareTab.getByRole('status', { name: 'Loading JSON Formatter' })).toBeVisible();
    await bare.close();

    await expectArrivalWithoutShift(page, '/tools/json-formatter', async () => {
      await expect(page.getByRole('button', { name: 'Format JSON' })).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveTitle('JSON Formatter · DevForge');
    });
  },
);
