import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core itself, injected into the page once and run there with axe.run. @axe-core/playwright's
// AxeBuilder injects its 560 kB source again on every scan and finishes each one in a new blank page:
// about 2 s a scan on a quiet 2-core machine against 0.3–0.6 s this way, and ~200 scans in the suite.
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Fails on axe-core violations of impact serious or critical (WCAG 2.0–2.2 A/AA rules). The page is
 * scrolled to the top first: 2.2's target-size counts a control that the test scrolled under the sticky
 * header as obscured (at the top nothing is under it; index.css keeps focused controls clear of it).
 * Only the page's own document is scanned: the app's iframes hold what the user made (the builder's
 * site, the grid preview, an HTTP response shown as a page), not its own controls; their titles are checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations: Violation[] = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as any).axe;
      const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      // Drawn as a user sees them once they look: blocks with content-visibility: auto (the footer, the
      // catalogue's cards) keep the styles of the theme they were last drawn in while off screen, and
      // a colour transition (transition-colors) starts from the other theme's colour when the theme
      // changes. axe read the light theme's grey on the dark background. For the scan, everything is
      // drawn and no transition runs; the sheet goes away after.
      const settled = new CSSStyleSheet();
      settled.replaceSync(
        '*, *::before, *::after { content-visibility: visible !important; transition: none !important; animation: none !important; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, settled];
      let results;
      try {
        results = await axe.run(context, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        });
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== settled);
      }
      return results.violations.map((v: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    },
    { tags, exclude: options.exclude ?? [] },
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * The same scan in the light theme and then the dark one (the app follows the system theme by default,
 * so emulating the colour scheme switches it).
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, options: { exclude?: string[] } = {}) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoSeriousA11yViolations(page, options);
  }
}
