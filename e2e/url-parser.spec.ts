import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The parsing rules are the WHATWG URL Standard's (url.test.ts checks them against Python's urllib.parse).

test.describe('URL parser', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/url-parser');
    await expect(page.getByRole('heading', { level: 1, name: 'URL Parser' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByLabel('Host', { exact: true })).toBeVisible({ timeout: 60_000 });
  });

  test('splits a URL, and edits to a part or a parameter rebuild it', async ({ page }) => {
    const url = page.getByLabel('URL', { exact: true });
    await url.fill('https://xn--bcher-kva.example:8443/docs?q=caf%C3%A9&lang=en#top');
    await expect(page.getByLabel('Host', { exact: true })).toHaveValue('xn--bcher-kva.example');
    await expect(page.getByText('Unicode: bücher.example')).toBeVisible();
    await expect(page.getByLabel('Port', { exact: true })).toHaveValue('8443');
    await expect(page.getByLabel('Parameter 1 value')).toHaveValue('café');

    await page.getByLabel('Path', { exact: true }).fill('/guide');
    await expect(url).toHaveValue('https://xn--bcher-kva.example:8443/guide?q=caf%C3%A9&lang=en#top');
    await page.getByLabel('Parameter 2 value').fill('fr');
    await page.getByRole('button', { name: 'Add parameter' }).click();
    await page.getByLabel('Parameter 3 name').fill('page');
    await page.getByLabel('Parameter 3 value').fill('2');
    await expect(url).toHaveValue('https://xn--bcher-kva.example:8443/guide?q=caf%C3%A9&lang=fr&page=2#top');
    await page.getByRole('button', { name: 'Remove q' }).click();
    await expect(url).toHaveValue('https://xn--bcher-kva.example:8443/guide?lang=fr&page=2#top');
  });

  test('says why an edit or a URL is refused, and keeps the text', async ({ page }) => {
    const port = page.getByLabel('Port', { exact: true });
    await port.fill('99999');
    await expect(page.getByRole('alert')).toContainText('A port is a number from 0 to 65535');
    await expect(port).toHaveValue('99999');

    const url = page.getByLabel('URL', { exact: true });
    await url.fill('example.com/path');
    await expect(
      page.getByText('"example.com/path" has no scheme: write it with one, such as https://example.com/path'),
    ).toBeVisible();
    await expect(url).toHaveValue('example.com/path');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await expect(page.getByLabel('Host', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
