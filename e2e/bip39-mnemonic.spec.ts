import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Trezor's BIP39 vectors (web/src/tools/bip39-mnemonic/test-vectors/README.md): [entropy, words, seed, xprv], passphrase "TREZOR".
type Vector = [string, string, string, string];
const vectors = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../web/src/tools/bip39-mnemonic/test-vectors/trezor-vectors.json'), 'utf8'),
) as Record<string, Vector[]>;

test.describe('BIP39 mnemonic', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/bip39-mnemonic');
    await expect(page.getByRole('heading', { level: 1, name: 'BIP39 Mnemonic' })).toBeVisible({ timeout: 15_000 });
  });

  test('the words of a Trezor vector give its seed and root key with the passphrase', async ({ page }) => {
    const [entropy, words, seed, xprv] = vectors.english![11]!;
    await page.getByLabel('Mnemonic', { exact: true }).fill(words);
    await expect(page.getByText(/^Valid: 24 words, 256 bits of entropy and a checksum of 8 bits\.$/)).toBeVisible();
    await expect(page.getByLabel('Entropy (hex)')).toHaveValue(entropy);
    await page.getByLabel('Passphrase (optional)').fill('TREZOR');
    await expect(page.getByLabel('Seed (hex)')).toHaveValue(seed);
    await expect(page.getByLabel('BIP32 root key')).toHaveValue(xprv);
    await expect(page.getByRole('list', { name: 'Words, numbered' }).getByRole('listitem')).toHaveCount(24);
  });

  test('entropy typed in gives its words', async ({ page }) => {
    const [entropy, words] = vectors.english![3]!;
    await page.getByLabel('Entropy (hex)').fill(entropy);
    await expect(page.getByLabel('Mnemonic', { exact: true })).toHaveValue(words);
    await page.getByLabel('Entropy (hex)').fill('abc');
    await expect(page.getByText('The entropy has an odd number of hex digits')).toBeVisible();
  });

  test('generates 18 words that check out', async ({ page }) => {
    await page.getByRole('group', { name: 'Words' }).getByText('18', { exact: true }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText(/^Valid: 18 words, 192 bits of entropy and a checksum of 6 bits\.$/)).toBeVisible();
    await expect(page.getByLabel('Seed (hex)')).toHaveValue(/^[0-9a-f]{128}$/);
  });

  test('names a mistyped word and a bad checksum, and follows the language of pasted words', async ({ page }) => {
    const input = page.getByLabel('Mnemonic', { exact: true });
    await input.fill('legal winner thank year wave sausage worth useful legal winner thank yelloe');
    await expect(page.getByText('Word 12, "yelloe", is not in the English list (did you mean "yellow"?)')).toBeVisible();
    await input.fill('legal winner thank year wave sausage worth useful legal winner thank year');
    await expect(page.getByText('The checksum does not match: a word is wrong or the words are out of order')).toBeVisible();
    const [entropy, spanish] = vectors.spanish![4]!;
    await input.fill(spanish);
    await expect(page.getByLabel('Language')).toHaveValue('spanish');
    await expect(page.getByLabel('Entropy (hex)')).toHaveValue(entropy);
  });

  test('Share leaves the words and the passphrase out unless asked', async ({ page }) => {
    await page.getByLabel('Mnemonic', { exact: true }).fill(vectors.english![0]![1]);
    await page.getByLabel('Passphrase (optional)').fill('TREZOR');
    await page.getByRole('button', { name: 'Share' }).click();
    const note = page.getByRole('dialog', { name: /^Share / }).getByText(/^Left out of the link: /);
    await expect(note).toContainText('Mnemonic');
    await expect(note).toContainText('Passphrase');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    // Two full axe scans: slow on a busy machine.
    test.slow();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByLabel('Seed (hex)')).toHaveValue(/^[0-9a-f]{128}$/);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});

test.describe('BIP39 mnemonic with a slow network', () => {
  // The word list is held on the network; a service worker would answer from its cache instead.
  test.use({ serviceWorkers: 'block' });

  test('entropy typed before the word list arrives becomes its words when it does', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/english-[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/tools/bip39-mnemonic');
    await expect(page.getByRole('heading', { level: 1, name: 'BIP39 Mnemonic' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => asked).toBe(true);

    const [entropy, words] = vectors.english![3]!;
    await page.getByLabel('Entropy (hex)').fill(entropy);
    await expect(page.getByLabel('Entropy (hex)')).toHaveValue(entropy);
    await expect(page.getByLabel('Mnemonic', { exact: true })).toHaveValue('');
    release();
    await expect(page.getByLabel('Mnemonic', { exact: true })).toHaveValue(words);
  });
});
