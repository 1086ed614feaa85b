import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { accountMenuButton, newEmail, password, signInWithForm, signUpViaApi, totp } from './auth-helpers';

test('turns on two-factor in the account page; signing in then asks for the code', async ({ page, request, baseURL }) => {
  test.slow(); // a whole journey with two accessibility scans
  const email = newEmail('totp');
  await signUpViaApi(request, baseURL!, email);
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/tools$/);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await section.getByLabel('Current password').fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  const secret = (await section.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await expectNoSeriousA11yViolations(page);
  await section.getByLabel('Authentication code').fill(totp(secret));
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(section.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await accountMenuButton(page, email).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInWithForm(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('main').getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid');
  await page.getByRole('main').getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(accountMenuButton(page, email)).toBeVisible();
});
