/// <reference lib="dom" />
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// "Send to…" (issue 28 §2): a tool's output opens another tool as its input, handed over in this
// tab (never the clipboard, never the address), the likeliest destinations first.

const json = { name: 'DevForge', tools: [1, 2, 3], nested: { ok: true } };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test('Base64 decode → JSON formatter: the decoded JSON arrives as the formatter’s input, and nothing went into the address', async ({
  page,
}) => {
  await page.goto('/tools/base64-encoder');
  await page.getByText('Decode', { exact: true }).click();
  await page.getByLabel('Base64 to decode').fill(b64(JSON.stringify(json)));
  await expect(page.getByLabel('Decoded text')).toHaveValue(JSON.stringify(json));

  await page.getByRole('button', { name: 'Send to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to…' });
  // JSON is recognised: the JSON tools are suggested first.
  const destinations = dialog.getByRole('list', { name: 'Destinations' }).getByRole('button');
  await expect(destinations.first()).toContainText('JSON Formatter');
  await destinations.first().click();

  await expect(page).toHaveURL(/\/tools\/json-formatter$/);
  await expect(page.getByLabel('JSON input')).toHaveValue(JSON.stringify(json));
  expect(page.url()).not.toContain('DevForge');
});

test('the Send to menu is searchable and works by keyboard; axe finds nothing serious in it, light or dark', async ({ page }) => {
  await page.goto('/tools/base64-encoder');
  await page.getByLabel('Text to encode').fill('hello');
  await page.getByRole('button', { name: 'Send to…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send to…' });
  await expect(dialog.getByRole('searchbox', { name: 'Search tools and operations' })).toBeFocused();
  await expectNoSeriousA11yViolationsInBothThemes(page, { exclude: ['main', 'header', 'footer'] });

  await page.keyboard.type('url encode');
  const destinations = dialog.getByRole('list', { name: 'Destinations' });
  await expect(destinations.getByRole('button').filter({ hasText: 'URL Encoder/Decoder' }).first()).toBeVisible();
  const first = destinations.getByRole('button').first();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send to…' })).toBeFocused();
});
