import { execFileSync } from 'node:child_process';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Python's zxcvbn (Debian python3-zxcvbn) scores the same passwords.
const pythonScore = (password: string) =>
  Number(
    execFileSync('/usr/bin/python3', ['-c', 'import sys, zxcvbn; print(zxcvbn.zxcvbn(sys.stdin.read())["score"])'], {
      input: password,
    }).toString(),
  );

const labels = ['Too guessable', 'Very guessable', 'Somewhat guessable', 'Safely unguessable', 'Very unguessable'];

test.describe('Password strength analyzer', () => {
  // The worker loads and ranks megabytes of word lists on first use: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/password-strength-analyzer');
    await expect(page.getByRole('heading', { level: 1, name: 'Password Strength Analyzer' })).toBeVisible({ timeout: 15_000 });
  });

  test('a common password: the score Python gives, its parts hidden until asked, advice', async ({ page }) => {
    await page.getByLabel('Password', { exact: true }).fill('P@ssw0rd');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', String(pythonScore('P@ssw0rd')), { timeout: 90_000 });
    await expect(page.getByText(labels[pythonScore('P@ssw0rd')]!, { exact: true })).toBeVisible();
    await expect(page.getByText('This is similar to a commonly used password.')).toBeVisible();
    // Hidden by default: the breakdown shows dots, not the password.
    await expect(page.getByText('P@ssw0rd')).toHaveCount(0);
    await page.getByLabel('Show the password in the breakdown').check();
    await expect(page.getByText(/common password "password" \(#2 on its list\)/)).toBeVisible();
    await expect(page.getByText('Online, rate-limited (100 guesses an hour)')).toBeVisible();
  });

  test('a random password: very unguessable, as Python says; words about you make a name guessable', async ({ page }) => {
    const strong = 'Ba9ZyWABu99[BK#6MBgbH88Tofv)vs$w';
    await page.getByLabel('Password', { exact: true }).fill(strong);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      String(pythonScore(strong)),
      {
        timeout: 90_000,
      },
    );
    await expect(page.getByText('Nothing guessable found.', { exact: false })).toBeVisible();

    await page.getByLabel('Show the password in the breakdown').check();
    await page.getByLabel('Password', { exact: true }).fill('zephyrine1990');
    await page.getByLabel('Words about you (optional)').fill('Zephyrine, zeph@example.com');
    await expect(page.getByText(/word about you "zephyrine"/)).toBeVisible({ timeout: 90_000 });
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow();
    await page.getByLabel('Password', { exact: true }).fill('summer2024!');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toBeVisible({ timeout: 90_000 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
