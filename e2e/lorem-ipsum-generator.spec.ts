import fs from 'node:fs';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

const words = (text: string) => text.trim().split(/\s+/).length;

test.describe('Lorem ipsum generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/lorem-ipsum-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Lorem Ipsum Generator' })).toBeVisible({ timeout: 20_000 });
  });

  test('generates 3 paragraphs by default, then sentences and words on demand', async ({ page }) => {
    const output = page.getByLabel('Generated text');
    await expect(output).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\./);
    expect((await output.inputValue()).split('\n\n')).toHaveLength(3);

    await page.getByRole('radio', { name: 'Sentences' }).check({ force: true });
    await page.getByLabel('Count').fill('4');
    await expect.poll(async () => (await output.inputValue()).split(/(?<=\.)\s+/).length).toBe(4);

    await page.getByRole('radio', { name: 'Words' }).check({ force: true });
    await page.getByLabel('Count').fill('7');
    await expect(output).toHaveValue('Lorem ipsum dolor sit amet consectetur adipiscing');
    await expect(page.getByText('7 words ·')).toBeVisible();

    // Without the classic opening the text is random, and "New text" draws another one.
    await page.getByLabel('Start with “Lorem ipsum…”').uncheck();
    await page.getByLabel('Count').fill('30');
    const first = await output.inputValue();
    expect(words(first)).toBe(30);
    expect(first.startsWith('Lorem ipsum dolor')).toBe(false);
    await page.getByRole('button', { name: 'New text' }).click();
    await expect(output).not.toHaveValue(first);
    await expectNoSeriousA11yViolations(page);
  });

  test('clamps the count into 1..50 and says so', async ({ page }) => {
    const output = page.getByLabel('Generated text');
    await page.getByRole('radio', { name: 'Words' }).check({ force: true });
    await page.getByLabel('Count').fill('0');
    await expect(page.getByText('Lorem count: 1..50, using 1.')).toBeVisible();
    await expect(output).toHaveValue('Lorem');

    await page.getByLabel('Count').fill('999');
    await expect(page.getByText('Lorem count: 1..50, using 50.')).toBeVisible();
    expect(words(await output.inputValue())).toBe(50);

    await page.getByLabel('Count').fill('');
    await expect(page.getByText('Lorem count: 1..50, using 1.')).toBeVisible();
  });

  test('copies and downloads the text, as HTML paragraphs when asked', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Count').fill('2');
    await page.getByLabel('Wrap paragraphs in <p> tags').check();
    const text = await page.getByLabel('Generated text').inputValue();
    expect(text).toMatch(/^<p>Lorem ipsum.*<\/p>\n<p>.*<\/p>$/);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('lorem-ipsum.html');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(text);
  });
});
