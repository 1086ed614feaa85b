import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// openssl makes a root, an intermediate and a leaf here; what the page shows is compared with what
// openssl x509 prints about them.
// Made in beforeAll: a worker runs it again for a later test of this file after afterAll removed the last one.
let dir = '';
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-certdecoder-'));
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ed25519',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '365',
    '-subj',
    '/CN=E2E Root',
  );
  openssl(
    'req',
    '-new',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-384',
    '-nodes',
    '-keyout',
    'leaf.key',
    '-out',
    'leaf.csr',
    '-subj',
    '/O=E2E Corp/CN=shop.e2e.test',
  );
  fs.writeFileSync(
    path.join(dir, 'leaf.ext'),
    'subjectAltName=DNS:shop.e2e.test,DNS:www.shop.e2e.test\nextendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'leaf.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-days',
    '45',
    '-extfile',
    'leaf.ext',
    '-out',
    'leaf.pem',
  );
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.describe('Certificate decoder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/certificate-decoder');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate Decoder' })).toBeVisible({ timeout: 15_000 });
  });

  test('a leaf and its root: the fingerprint openssl prints, the names, days left and the chain order', async ({ page }) => {
    const sha256 = openssl('x509', '-in', 'leaf.pem', '-noout', '-fingerprint', '-sha256')
      .trim()
      .replace(/^[^=]*=/, '');
    await page.getByLabel('Certificate, request or key (PEM)').fill(read('leaf.pem') + read('root.pem'));

    await expect(page.getByRole('heading', { name: 'Certificate 1: shop.e2e.test' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Certificate 2: E2E Root' })).toBeVisible();
    await expect(page.getByText(sha256, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Valid now: 4[45] days left/)).toBeVisible();
    await expect(page.getByText(/^Valid now: 36[45] days left/)).toBeVisible();
    await expect(page.getByText('DNS: www.shop.e2e.test')).toBeVisible();
    await expect(page.getByText('TLS Web Server Authentication')).toBeVisible();
    await expect(
      page.getByText('In order: each certificate is signed by the next, ending with a self-signed root.'),
    ).toBeVisible();
  });

  test('out of order: says which order is right', async ({ page }) => {
    await page.getByLabel('Certificate, request or key (PEM)').fill(read('root.pem') + read('leaf.pem'));
    await expect(page.getByText('Not in order: certificate 2 did not sign certificate 1. The right order is 2, 1.')).toBeVisible({
      timeout: 15_000,
    });
  });

  test('a DER file, a CSR and a private key (which makes the input a secret)', async ({ page }) => {
    const der = execFileSync('openssl', ['x509', '-in', path.join(dir, 'leaf.pem'), '-outform', 'DER']);
    await page.getByLabel('Open a file').setInputFiles({ name: 'leaf.cer', mimeType: 'application/pkix-cert', buffer: der });
    await expect(page.getByText(`DER, ${der.length.toLocaleString('en-US')} bytes`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Certificate 1: shop.e2e.test' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Remove file' }).click();

    await page.getByLabel('Certificate, request or key (PEM)').fill(read('leaf.csr') + read('leaf.key'));
    await expect(page.getByRole('heading', { name: 'Certificate request 1: shop.e2e.test' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Signed by the key it carries')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Private key 2: ECDSA P-384 (384 bits)' })).toBeVisible();
    await expect(page.getByText('Holds a private key: Share leaves it out unless you include it.')).toBeVisible();
    // ssh-keygen prints the fingerprint the page shows for that key.
    fs.chmodSync(path.join(dir, 'leaf.key'), 0o600);
    const shown = await page.getByText(/^SHA256:[A-Za-z0-9+/]{43}$/).textContent();
    expect(execFileSync('ssh-keygen', ['-l', '-f', path.join(dir, 'leaf.key')]).toString()).toContain(shown!);
  });

  test('a certificate cut short when copied: a clear message, the input kept', async ({ page }) => {
    const pem = read('leaf.pem');
    const cut = pem.slice(0, Math.floor(pem.length / 2));
    await page.getByLabel('Certificate, request or key (PEM)').fill(cut);
    await expect(page.getByText('has no "-----END CERTIFICATE-----" line: it was cut short when copied')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Certificate, request or key (PEM)')).toHaveValue(cut);
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow();
    await page.getByLabel('Certificate, request or key (PEM)').fill(read('leaf.pem') + read('root.pem'));
    await expect(page.getByRole('heading', { name: 'Certificate 1: shop.e2e.test' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
