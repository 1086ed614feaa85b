import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on axe-core violations of impact serious or critical (WCAG 2.1 A/AA rules; 2.2's target-size is left out: it counts a control scrolled under the sticky header as too small). */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
