import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signedPdf } from '../web/src/tools/pdf-signature-checker/test-pdf';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// openssl makes the certificates and signs the PDF's byte range (openssl cms -sign); a copy is
// changed after signing.
// Made in beforeAll: a worker runs it again for a later test of this file after afterAll removed the last one.
let dir = '';
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
let signed: Buffer;
let tampered: Buffer;

test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pdfsig-'));
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '365',
    '-subj',
    '/CN=E2E PDF Root',
  );
  openssl(
    'req',
    '-new',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'signer.key',
    '-out',
    'signer.csr',
    '-subj',
    '/O=E2E/CN=Katherine Johnson',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-days',
    '90',
    '-out',
    'signer.pem',
  );
  const pdf = signedPdf.placeholder({
    fieldName: 'Approval',
    name: 'K. Johnson',
    reason: 'Checked',
    location: 'Hampton',
    time: 'D:20261127093000Z',
  });
  signed = Buffer.from(
    signedPdf(pdf, (content) => {
      fs.writeFileSync(path.join(dir, 'content.bin'), content);
      openssl(
        'cms',
        '-sign',
        '-binary',
        '-in',
        'content.bin',
        '-signer',
        'signer.pem',
        '-inkey',
        'signer.key',
        '-certfile',
        'root.pem',
        '-outform',
        'DER',
        '-out',
        'cms.der',
        '-nosmimecap',
      );
      return fs.readFileSync(path.join(dir, 'cms.der'));
    }),
  );
  tampered = Buffer.from(signed);
  tampered[tampered.indexOf('Hello, signed world')] = 'J'.charCodeAt(0);
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function open(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Open a PDF').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

test.describe('PDF signature checker', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/pdf-signature-checker');
    await expect(page.getByRole('heading', { level: 1, name: 'PDF Signature Checker' })).toBeVisible({ timeout: 15_000 });
  });

  test('a signed PDF: intact, valid, the signer and the fingerprint openssl prints', async ({ page }) => {
    await open(page, 'signed.pdf', signed);
    await expect(page.getByText('1 signature found.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Signature 1 (Approval): Katherine Johnson' })).toBeVisible();
    await expect(page.getByText('Intact: the signed bytes are exactly what was signed.')).toBeVisible();
    await expect(page.getByText("Valid signature: made with the key of Katherine Johnson's certificate.")).toBeVisible();
    await expect(page.getByText(/chains to a root included in the file \(E2E PDF Root\)/)).toBeVisible();
    const fingerprint = openssl('x509', '-in', 'signer.pem', '-noout', '-fingerprint', '-sha256').trim().replace(/^.*=/, '');
    await expect(page.getByText(`SHA-256 ${fingerprint}`)).toBeVisible();
    await expect(page.getByText('I approve')).toHaveCount(0);
    await expect(page.getByText('Checked', { exact: true })).toBeVisible();
  });

  test('changed after signing, and a file that is not a PDF', async ({ page }) => {
    await open(page, 'tampered.pdf', tampered);
    await expect(page.getByText(/^Changed after signing: the signed bytes no longer match/)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Remove file' }).click();
    await open(page, 'notes.pdf', Buffer.from('just some text'));
    await expect(page.getByText('This is not a PDF: it does not start with %PDF-')).toBeVisible({ timeout: 30_000 });
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow();
    await open(page, 'signed.pdf', signed);
    await expect(page.getByText('1 signature found.')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
