import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The modes are GNU chmod's (mode.test.ts checks the rules against real chmod and stat).

test.describe('Chmod calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/chmod-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Chmod Calculator' })).toBeVisible({ timeout: 15_000 });
  });

  test('checkboxes, octal, symbolic and ls -l stay in step', async ({ page }) => {
    const octal = page.getByLabel('Octal', { exact: true });
    const symbolic = page.getByLabel('Symbolic', { exact: true });
    const ls = page.getByLabel('ls -l', { exact: true });
    await expect(octal).toHaveValue('0755');
    await page.getByLabel('Group write').check();
    await page.getByLabel('Others execute').uncheck();
    await expect(octal).toHaveValue('0774');
    await expect(symbolic).toHaveValue('u=rwx,g=rwx,o=r');
    await expect(ls).toHaveValue('-rwxrwxr--');

    await octal.fill('2750');
    await expect(page.getByLabel('Set group ID (setgid)', { exact: false })).toBeChecked();
    await expect(page.getByLabel('Others read')).not.toBeChecked();
    await expect(ls).toHaveValue('-rwxr-s---');
    await expect(page.getByText('chmod 2750 file', { exact: true })).toBeVisible();

    await symbolic.fill('u=rw,g=r,o=r');
    await expect(octal).toHaveValue('0644');
    await ls.fill('drwxrwxrwt');
    await expect(octal).toHaveValue('1777');
    await expect(page.getByText('chmod u=rwx,g=rwx,o=rwxt file', { exact: true })).toBeVisible();
  });

  test('a bad entry says why and keeps the text', async ({ page }) => {
    const symbolic = page.getByLabel('Symbolic', { exact: true });
    await symbolic.fill('u=rwq');
    await expect(page.getByRole('alert')).toContainText('"u=rwq" is not a chmod mode clause');
    await expect(symbolic).toHaveValue('u=rwq');
    await expect(page.getByLabel('Octal', { exact: true })).toHaveValue('0755');
  });

  test('applies a change and the umask as chmod does', async ({ page }) => {
    await page.getByLabel('Octal', { exact: true }).fill('644');
    await page.getByLabel('Change', { exact: true }).fill('+x');
    await page.getByLabel('umask', { exact: true }).fill('027');
    await expect(page.locator('p', { hasText: 'Result:' })).toContainText('754 -rwxr-xr--');
    await expect(page.getByText('New files', { exact: true })).toBeVisible();
    await expect(page.getByText('640 -rw-r-----')).toBeVisible();
    await page.getByRole('button', { name: 'Use this mode' }).click();
    await expect(page.getByLabel('Octal', { exact: true })).toHaveValue('0754');
  });

  test('builds the command for a named file, recursively', async ({ page }) => {
    await page.getByLabel('File or directory').fill('deploy.sh');
    await page.getByLabel('Recursive (-R)').check();
    await expect(page.getByText('chmod -R 755 deploy.sh', { exact: true })).toBeVisible();
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
