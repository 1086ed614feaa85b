import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { accountMenuButton, linkIn, mailFromOutbox, newEmail, password } from './auth-helpers';

test.describe('sign up', () => {
  test('signs up, lands on the tools signed in, and confirms the email from the mail', async ({ page, baseURL }) => {
    test.slow(); // sign-up, two timed redirects and a mail round trip
    const email = newEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('main').getByLabel('Confirm password').fill(password);
    await expect(page.getByText('Passwords match')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeDisabled();
    await page
      .getByRole('main')
      .getByLabel(/I agree to the/)
      .check();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Account created!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Tools' })).toBeVisible();
    await expect(page).toHaveURL(/\/tools$/, { timeout: 5000 });
    await expect(accountMenuButton(page, email)).toBeVisible();

    const mail = await mailFromOutbox(email, /Confirm your DevForge email/);
    await page.goto(linkIn(mail, baseURL!));
    await expect(page).toHaveURL(/\/auth\/callback\?confirmed=1/);
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(page).toHaveURL(/\/tools$/, { timeout: 5000 });

    await page.goto('/account');
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  });

  test('updates the password checklist live and explains a mismatch', async ({ page }) => {
    await page.goto('/signup');
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    const item = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
    const passwordField = page.getByRole('main').getByLabel('Password', { exact: true });

    await passwordField.fill('a');
    await expect(item('Lowercase')).toHaveAttribute('data-met', 'true');
    for (const name of ['8+ characters', 'Uppercase', 'Number']) await expect(item(name)).toHaveAttribute('data-met', 'false');
    await passwordField.fill('aB3');
    for (const name of ['Lowercase', 'Uppercase', 'Number']) await expect(item(name)).toHaveAttribute('data-met', 'true');
    await expect(item('8+ characters')).toHaveAttribute('data-met', 'false');
    await passwordField.fill('aB3aB3aB3');
    await expect(item('8+ characters')).toHaveAttribute('data-met', 'true');

    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'password');

    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(newEmail('mismatch'));
    await page.getByRole('main').getByLabel('Confirm password').fill('aB3aB3aB4');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page
      .getByRole('main')
      .getByLabel(/I agree to the/)
      .check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  });

  test('shows the offline banner and refuses to submit while offline', async ({ page, context }) => {
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(newEmail('offline'));
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('main').getByLabel('Confirm password').fill(password);
    await page
      .getByRole('main')
      .getByLabel(/I agree to the/)
      .check();
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeEnabled();

    await context.setOffline(true);
    await expect(page.getByRole('main').getByText('No internet connection')).toBeVisible();
    await expect(submit).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('main').getByText('No internet connection')).toBeHidden();
    await expect(submit).toBeEnabled();
  });

  test('explains a broken confirmation link and offers a way on', async ({ page }) => {
    await page.goto('/auth/callback?confirmed=1&error=INVALID_TOKEN');
    await expect(page.getByRole('heading', { name: "We couldn't confirm your email" })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('not valid');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create New Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
