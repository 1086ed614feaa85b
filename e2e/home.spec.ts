import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { workingTools } from './tool-registry';

const hero = (page: Page) => page.getByRole('region', { name: 'The developer toolbox, forged with AI' });

test('hero: heading, marketing copy and three calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/DevForge/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The developer toolbox, forged with AI');
  // The counts come from the registry (working tools; the free ones among them).
  const working = await workingTools();
  const free = working.filter((tool) => !tool.isPro).length;
  await expect(hero(page).getByText(`${free} free tools`, { exact: true })).toBeVisible();
  await expect(hero(page).getByText(`${working.length} tools for JSON, regex`)).toBeVisible();
  await expect(hero(page).getByText('No signup for basic tools')).toBeVisible();
  await expect(hero(page).getByText('14-day free trial')).toBeVisible();
  await expect(hero(page).getByText('No credit card required')).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  await expect(hero(page).getByRole('link', { name: 'Explore Tools' })).toHaveAttribute('href', '/tools');
  await expect(hero(page).getByRole('link', { name: 'Try the Website Builder' })).toHaveAttribute('href', '/forge-builder');
});

test('Start Free Trial goes to sign-up', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

// The catalogue and the builder need an account: signed out, the guard may send us to /login.
test('Explore Tools opens the catalogue', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('link', { name: 'Explore Tools' }).click();
  await expect(page).toHaveURL(/\/(tools|login)$/);
});

test('Try the Website Builder opens the builder', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('link', { name: 'Try the Website Builder' }).click();
  await expect(page).toHaveURL(/\/(forge-builder|login)$/);
});

test('statistics band', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'DevForge in numbers' });
  const free = (await workingTools()).filter((tool) => !tool.isPro).length;
  for (const [value, label] of [
    ['50K+', 'Developers'],
    [String(free), 'Free tools'],
    ['100+', 'Countries'],
    ['99.9%', 'Uptime'],
  ]) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }
});

test('six category cards and every category, linked to the catalogue filtered to them', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Tools for every part of your workflow' });
  const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'AI Website Builder',
    'Git Workflow',
    'Database Tools',
    'Design System',
    'DevOps Suite',
    'API Testing',
  ]);
  await expect(section.getByRole('link', { name: /AI Website Builder/ })).toHaveAttribute('href', '/forge-builder');
  // Each opens the catalogue filtered to its categories, and says how many tools they hold (read from the registry).
  const cardLinks = section.getByRole('list').first();
  await expect(cardLinks.getByRole('link', { name: /Git Workflow/ })).toHaveAttribute('href', '/tools?category=git');
  await expect(cardLinks.getByRole('link', { name: /Git Workflow/ })).toContainText(/[1-9]\d* tools?/);
  await expect(cardLinks.getByRole('link', { name: /Database Tools/ })).toHaveAttribute('href', '/tools?category=database');

  // Every category with a tool, each with its count, however many categories there are.
  const all = section.getByRole('navigation', { name: /^All \d+ categories$/ });
  await expect(all.getByRole('link', { name: /^Encoders \d+ tools?$/ })).toHaveAttribute('href', '/tools?category=encoders');
  await expect(all.getByRole('link', { name: /^Utilities \d+ tools?$/ })).toBeVisible();

  await cardLinks.getByRole('link', { name: /API Testing/ }).click();
  await expect(page).toHaveURL(/\/(tools\?category=api&category=tokens|login)$/);
});

test('benefits, testimonials and the closing call to action', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Built the way developers work' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4);
  const testimonials = page.getByRole('region', { name: 'What developers say' });
  await expect(testimonials.getByRole('figure')).toHaveCount(3);
  await expect(testimonials.getByText('Priya Raman')).toBeVisible();
  const cta = page.getByRole('region', { name: 'Ready to forge faster?' });
  await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  await expect(cta.getByText(/no credit card required/)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`home has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'What developers say' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
    await expectNoSeriousA11yViolations(page);
  });
}
