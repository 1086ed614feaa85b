import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// openssl and ssh-keygen check what the page makes.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-keypair-'));
function file(name: string, text: string): string {
  const out = path.join(dir, name);
  fs.writeFileSync(out, text, { mode: 0o600 });
  return out;
}
const run = (cmd: string, args: string[]) => execFileSync(cmd, args).toString().trim();

async function generate(page: Page, type: string) {
  await page.getByLabel('Key type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Generate key pair' }).click();
  await expect(page.getByLabel('Private key (PKCS#8)')).toHaveValue(/^-----BEGIN PRIVATE KEY-----/, { timeout: 60_000 });
}

test.describe('Key pair generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/key-pair-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Key Pair Generator' })).toBeVisible({ timeout: 15_000 });
  });

  for (const [type, sshType] of [
    ['Ed25519', 'ED25519'],
    ['ECDSA P-384', 'ECDSA'],
    ['RSA 2048', 'RSA'],
  ] as const) {
    test(`${type}: openssl checks the private key, ssh-keygen prints the fingerprint shown`, async ({ page }) => {
      await page.getByLabel('Comment (OpenSSH)').fill('e2e@devforge');
      await generate(page, type);
      const privateFile = file(`${sshType}.pem`, await page.getByLabel('Private key (PKCS#8)').inputValue());
      if (sshType !== 'ED25519') expect(run('openssl', ['pkey', '-in', privateFile, '-check', '-noout'])).toContain('Key is valid');
      expect(run('openssl', ['pkey', '-in', privateFile, '-pubout'])).toBe((await page.getByLabel('Public key (SPKI)').inputValue()).trim());

      await page.getByRole('tab', { name: 'OpenSSH' }).click();
      const line = await page.getByLabel('OpenSSH public key').inputValue();
      const printed = run('ssh-keygen', ['-l', '-f', file(`${sshType}.pub`, `${line}\n`)]);
      const sha256 = await page.getByText(/^SHA256:[A-Za-z0-9+/]{43}$/).textContent();
      expect(printed).toBe(`${printed.split(' ')[0]} ${sha256} e2e@devforge (${sshType})`);
      await expect(page.getByText(`(${printed.split(' ')[0]} bits)`)).toBeVisible();

      await page.getByRole('tab', { name: 'JWK' }).click();
      const jwk = JSON.parse(await page.getByLabel('Public JWK').inputValue()) as Record<string, string>;
      expect(jwk).not.toHaveProperty('d');
    });
  }

  test('RSA 4096 is made in a worker: the page answers while it runs', async ({ page }) => {
    await page.getByLabel('Key type').selectOption({ label: 'RSA 4096' });
    await page.getByRole('button', { name: 'Generate key pair' }).click();
    // Typing lands while the key is being made (or it was quick and is already there).
    await page.getByLabel('Comment (OpenSSH)').fill('typed meanwhile');
    await expect(page.getByLabel('Comment (OpenSSH)')).toHaveValue('typed meanwhile');
    await expect(page.getByLabel('Private key (PKCS#8)')).toHaveValue(/^-----BEGIN PRIVATE KEY-----/, { timeout: 120_000 });
    await expect(page.getByText('(4096 bits)')).toBeVisible();
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow();
    await generate(page, 'Ed25519');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
