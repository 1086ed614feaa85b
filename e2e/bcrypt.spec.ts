import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Python's bcrypt (Debian python3-bcrypt) is the oracle on both sides: it checks the hash the page
// makes, and makes the hash the page checks.
function python(script: string, input: unknown): string {
  return execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(input) }).toString().trim();
}
const checkpw = (password: string, hash: string) => python('import bcrypt, json, sys\nr = json.load(sys.stdin)\nprint(bcrypt.checkpw(r[0].encode(), r[1].encode()))', [password, hash]);
const hashpw = (password: string) => python('import bcrypt, json, sys\nprint(bcrypt.hashpw(json.load(sys.stdin).encode(), bcrypt.gensalt(5)).decode())', password);

/** The cost slider, by keyboard: Home is 4, each arrow one step. */
async function setCost(page: Page, cost: number) {
  const slider = page.getByRole('slider', { name: 'Cost' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let c = 4; c < cost; c++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue(String(cost));
}

test.describe('Bcrypt', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/bcrypt');
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible({ timeout: 15_000 });
  });

  test('hashes a password at the chosen cost in a worker; Python verifies it', async ({ page }) => {
    await page.getByLabel('Password', { exact: true }).fill('Grüße, correct horse');
    await setCost(page, 5);
    await page.getByRole('button', { name: 'Hash password' }).click();
    const output = page.getByLabel('bcrypt hash', { exact: true });
    await expect(output).toHaveValue(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    const hash = await output.inputValue();
    expect(checkpw('Grüße, correct horse', hash)).toBe('True');
    expect(checkpw('Grüße, correct horsE', hash)).toBe('False');
    // Its parts: cost 5 is 32 rounds.
    await expect(page.getByText(/= 32 rounds/).first()).toBeVisible();
  });

  test('a cost 12 hash runs in a worker: the page answers while it runs, and Stop ends it', async ({ page }) => {
    await page.getByLabel('Password', { exact: true }).fill('slow');
    await setCost(page, 15);
    await page.getByRole('button', { name: 'Hash password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hashing…' })).toBeVisible();
    // The main thread is free: typing lands while the hash is computed.
    await page.getByLabel('Password to check').fill('typed while hashing');
    await expect(page.getByLabel('Password to check')).toHaveValue('typed while hashing');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Hash password' })).toBeVisible();
  });

  test('verifies a hash made by Python, and says when the password is wrong', async ({ page }) => {
    const hash = hashpw('open sesame');
    await page.getByLabel('Hash to check').fill(hash);
    await page.getByLabel('Password to check').fill('open sesame');
    await expect(page.getByText('The password matches this hash')).toBeVisible();
    await page.getByLabel('Password to check').fill('open sesamE');
    await expect(page.getByText('The password does not match this hash')).toBeVisible();
    await expect(page.getByText(/= 32 rounds/).last()).toBeVisible();
  });

  test('explains a hash cut short', async ({ page }) => {
    const hash = hashpw('x');
    await page.getByLabel('Hash to check').fill(hash.slice(0, 50));
    await expect(page.getByText('A bcrypt hash is 60 characters long; this one has 50. Was it cut off when copied?')).toBeVisible();
  });

  test('Share leaves the passwords out unless asked', async ({ page }) => {
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: /^Share / });
    await expect(dialog.getByText(/^Left out of the link: /)).toContainText('Password');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    // Two full axe scans: slow on a busy machine.
    test.slow();
    await page.getByLabel('Password', { exact: true }).fill('a11y');
    await setCost(page, 4);
    await page.getByRole('button', { name: 'Hash password' }).click();
    await expect(page.getByText(/= 16 rounds/).first()).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
