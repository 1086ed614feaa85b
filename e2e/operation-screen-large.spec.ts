import { expect, test } from './fixtures';

// The generic operation screen with inputs too large for a text area (over 1 MB): a text file
// opened, or a large paste, is shown as a card with its name and size, converted whole in the
// worker, and the output shows its first 16 KB while Copy and Download take all of it. Clear
// brings the text area back. JSON ↔ YAML stands for every generic tool (one screen).

const users = Array.from({ length: 15_000 }, (_, i) => ({
  id: i,
  name: `User ${i}`,
  email: `user${i}@example.com`,
  tags: ['a', 'b'],
}));
const bigJson = JSON.stringify({ users });

test.beforeEach(async ({ page }) => {
  await page.goto('/tools/json-yaml-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to YAML Converter' })).toBeVisible();
  await expect(page.getByLabel('JSON', { exact: true })).toBeEditable();
});

test('a large text file is shown as a card, converted whole, and its output shown in part', async ({ page }) => {
  expect(bigJson.length).toBeGreaterThan(1_000_000);
  await page
    .getByLabel('Open a text file')
    .setInputFiles({ name: 'users.json', mimeType: 'application/json', buffer: Buffer.from(bigJson) });

  const card = page.getByRole('group', { name: 'JSON', exact: true });
  await expect(card).toContainText('users.json');
  await expect(card).toContainText(/\d+(\.\d)? MB/);
  await expect(card).toContainText('too big to edit here');
  await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveCount(0);

  const output = page.getByLabel('YAML', { exact: true });
  await expect(output).toHaveValue(/^users:\n {2}- id: 0\n {4}name: User 0\n/, { timeout: 60_000 });
  await expect(page.getByText(/^Showing the first 16 KB of \d+(\.\d)? MB\./)).toBeVisible();
  expect((await output.inputValue()).length).toBe(16 * 1024);

  // Download takes the whole output, not the part shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const saved = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(
    saved.endsWith('  - id: 14999\n    name: User 14999\n    email: user14999@example.com\n    tags:\n      - a\n      - b\n'),
  ).toBe(true);

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toHaveValue('');
  await expect(output).toHaveValue('');
});

test('a paste that makes the input large is taken whole and shown as a card', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), bigJson);
  await page.getByLabel('JSON', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+v');

  const card = page.getByRole('group', { name: 'JSON', exact: true });
  await expect(card).toContainText(`Pasted text · ${bigJson.length.toLocaleString('en')} characters`);
  await expect(page.getByLabel('YAML', { exact: true })).toHaveValue(/^users:\n/, { timeout: 60_000 });
});
