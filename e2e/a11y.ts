import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on axe-core violations of impact serious or critical (WCAG 2.0–2.2 A/AA rules). The page is
 * scrolled to the top first: 2.2's target-size counts a control that the test scrolled under the sticky
 * header as obscured (at the top nothing is under it; index.css keeps focused controls clear of it).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * The same scan in the light theme and then the dark one (the app follows the system theme by default,
 * so emulating the colour scheme switches it). Motion is reduced so no colour is caught mid-transition.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, options: { exclude?: string[] } = {}) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoSeriousA11yViolations(page, options);
  }
}
