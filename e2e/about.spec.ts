import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { workingTools } from './tool-registry';

test('about: intro, mission, values and leadership', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About · DevForge');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build the toolbox we always wanted');
  await expect(page.getByRole('region', { name: 'Less tab-hopping, more shipping' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What we care about' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  const leadership = page.getByRole('region', { name: 'The people behind DevForge' });
  await expect(leadership.getByRole('listitem')).toHaveCount(4);
  await expect(leadership.getByText('Co-founder & CEO')).toBeVisible();
});

test('about: the timeline, in order', async ({ page }) => {
  await page.goto('/about');
  const timeline = page.getByRole('region', { name: 'From side project to 50K+ developers' }).getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  await expect(timeline.getByRole('heading')).toHaveText([
    'DevForge is founded',
    'First 1,000 users',
    'AI integration',
    '50K+ developers',
  ]);
  await expect(timeline.nth(0)).toContainText('2023');
  await expect(timeline.nth(2)).toContainText('2024');
});

test('about: statistics', async ({ page }) => {
  await page.goto('/about');
  const stats = page.getByRole('region', { name: 'DevForge today' });
  const working = (await workingTools()).length;
  for (const [value, label] of [
    ['50K+', 'Developers'],
    [String(working), 'Tools'],
    ['100+', 'Countries'],
    ['99.9%', 'Uptime'],
    ['24/7', 'AI support'],
  ]) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`about has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
