import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { accountMenuButton, linkIn, mailFromOutbox, newEmail, password, signInWithForm, signUpViaApi } from './auth-helpers';
import { untilInteractive } from './interactive';

test.describe('sign in and out', () => {
  test('signs in, then signs out from the header menu; the tools are protected again', async ({ page, request, baseURL }) => {
    test.slow();
    const email = newEmail('signin');
    await signUpViaApi(request, baseURL!, email);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/tools$/);

    await accountMenuButton(page, email).click();
    await expect(page.getByRole('menuitem', { name: 'Account & Billing' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

    await page.goto('/tools');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('says when the password is wrong', async ({ page, request, baseURL }) => {
    const email = newEmail('wrong');
    await signUpViaApi(request, baseURL!, email);
    await signInWithForm(page, email, 'Not-The-Passw0rd');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends a signed-out visitor to sign in, then back to the page they asked for', async ({ page, request, baseURL }) => {
    const email = newEmail('return');
    await signUpViaApi(request, baseURL!, email);
    await page.goto('/account?section=profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/account?section=profile');

    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\?section=profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
  });

  test('resets a forgotten password from the mailed link, then signs in with it', async ({ page, request, baseURL }) => {
    test.slow(); // a mail round trip, a timed redirect and two sign-ins
    const email = newEmail('forgot');
    const newPassword = 'Fresh-Passw0rd';
    await signUpViaApi(request, baseURL!, email);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();

    const mail = await mailFromOutbox(email, /Reset your DevForge password/);
    await page.goto(linkIn(mail, baseURL!));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Update password' });
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(save).toBeDisabled();
    await page.getByRole('main').getByLabel('Confirm new password').fill(newPassword);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('heading', { name: 'Password saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await signInWithForm(page, email, password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signInWithForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('explains a used or expired reset link and offers a new one', async ({ page }) => {
    await page.goto('/auth/reset-password?error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toContainText('This link has expired or was already used');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await page.goto('/auth/create-password');
    await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
    await expect(page.getByText('This page needs the link from your email')).toBeVisible();
  });

  test('shows the offline banner on sign-in', async ({ page, context }) => {
    await page.goto('/login');
    // Offline before its scripts arrive, the page would stay its static HTML (the service worker,
    // blocked in these tests, would have them).
    await untilInteractive(page);
    await context.setOffline(true);
    await expect(page.getByRole('main').getByText('No internet connection')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('mirrors the account menu in the mobile menu', async ({ page, request, baseURL }) => {
    test.slow();
    const email = newEmail('mobile');
    await signUpViaApi(request, baseURL!, email);
    await page.setViewportSize({ width: 375, height: 740 });
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('heading', { name: 'Developer Tools', level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByText(email.split('@')[0])).toBeVisible();
    await menu.getByRole('link', { name: 'Account & Billing' }).click();
    // Opened as soon as the URL changes, maybe before the account page has rendered: the menu
    // must open for the page being loaded and stay open when it arrives.
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });
});
