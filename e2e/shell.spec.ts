import { expect, test } from '@playwright/test';
import { workingTools } from './tool-registry';

// The shared layout (spec platform.md §2): header, footer and their links, on public pages.

test('deep links load the app inside the layout', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'DevForge home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the header background strengthens after scrolling past 10 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the header links navigate', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build the toolbox we always wanted');
  // The current page's link is marked for assistive technology (and coloured), the others are not.
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'AI Tools' })).not.toHaveAttribute('aria-current');
  await page.getByRole('banner').getByRole('link', { name: 'DevForge home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
});

test('footer: product, support, social and legal links, no dead links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  const product = footer.getByRole('navigation', { name: 'Product' });
  await expect(product.getByRole('link', { name: 'All Tools' })).toHaveAttribute('href', '/tools');
  await expect(product.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(product.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/account');
  await expect(product.getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/docs/api');

  // Placeholders are text that says 'Soon', not links.
  const support = footer.getByRole('navigation', { name: 'Support' });
  for (const name of ['Help Center', 'Community', 'Status Page']) {
    await expect(support.getByText(name)).toBeVisible();
    await expect(support.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(support.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:support@devforge.dev');

  for (const [name, host] of [
    ['GitHub', 'github.com'],
    ['X (Twitter)', 'x.com'],
    ['LinkedIn', 'linkedin.com'],
    ['Discord', 'discord.gg'],
  ]) {
    const link = footer.getByRole('link', { name: new RegExp(`DevForge on ${name.replace(/[()]/g, '\\$&')}`) });
    await expect(link).toHaveAttribute('href', new RegExp(host));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await expect(footer.getByText('© 2026 DevForge. All rights reserved.')).toBeVisible();
  // The tool count is the registry's number of working tools.
  await expect(footer.getByText(`${(await workingTools()).length} developer tools in your browser`)).toBeVisible();
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => h === '' || h === '#' || h.startsWith('javascript:'))).toEqual([]);
});

test('legal links open their summary on the About page', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/about#cookies$/);
  const section = page.locator('#cookies');
  await expect(section.getByRole('heading', { name: 'Cookie Policy' })).toBeVisible();
  await expect(section).toBeInViewport();

  await legal.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/about#privacy$/);
  await expect(page.locator('#privacy')).toBeInViewport();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/about#terms',
  );
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
