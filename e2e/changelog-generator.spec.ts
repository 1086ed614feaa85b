/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

const log = `a1b2c3d (HEAD -> main, tag: v2.0.0) feat(api)!: drop the v1 endpoints
9f8e7d6 feat(search): highlight matches (#214)
5c4b3a2 fix(auth): keep the session after a password change
3d2e1f0 Merge pull request #220 from acme/fix-typos
8e9f0a1 Update screenshots in the README`;

const output = (page: Page) => page.getByLabel('Changelog Markdown');

async function open(page: Page) {
  await page.goto('/tools/changelog-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog Builder' })).toBeVisible({ timeout: 20_000 });
}

test.describe('Changelog Builder', () => {
  test('groups pasted commits into Keep a Changelog Markdown, copies it and downloads CHANGELOG.md', async ({
    page,
    context,
  }) => {
    // Four axe scans: light and dark at 1280 and at 375 px.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByRole('textbox', { name: 'Commits' }).fill(log);
    await page.getByLabel('Version').fill('2.0.0');
    await page.getByLabel('Release date').fill('2025-03-14');
    await page.getByLabel('Repository URL (optional)').fill('https://github.com/acme/app');
    await page.getByRole('button', { name: 'Generate Changelog' }).click();

    const expected = [
      '## [2.0.0] - 2025-03-14',
      '',
      '### Breaking Changes',
      '',
      '- **api:** drop the v1 endpoints ([a1b2c3d](https://github.com/acme/app/commit/a1b2c3d))',
      '',
      '### Features',
      '',
      '- **api:** drop the v1 endpoints ([a1b2c3d](https://github.com/acme/app/commit/a1b2c3d))',
      '- **search:** highlight matches ([#214](https://github.com/acme/app/issues/214)) ([9f8e7d6](https://github.com/acme/app/commit/9f8e7d6))',
      '',
      '### Bug Fixes',
      '',
      '- **auth:** keep the session after a password change ([5c4b3a2](https://github.com/acme/app/commit/5c4b3a2))',
      '',
      '### Other',
      '',
      '- Update screenshots in the README ([8e9f0a1](https://github.com/acme/app/commit/8e9f0a1))',
      '',
    ].join('\n');
    await expect(output(page)).toHaveText(expected.trimEnd());
    await expect(page.getByTestId('changelog-summary')).toHaveText(
      '4 commits · 1 breaking · 1 under Other · 1 merge commit left out',
    );

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CHANGELOG.md' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('CHANGELOG.md');
    const file = fs.readFileSync(await download.path(), 'utf8');
    expect(file.startsWith('# Changelog\n\nAll notable changes to this project will be documented in this file.')).toBe(true);
    expect(file.endsWith(expected)).toBe(true);

    await expectNoSeriousA11yViolationsInBothThemes(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('does nothing for blank input, and explains a bad option', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Generate Changelog' }).click();
    await expect(output(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try an example' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: 'Try an example' }).click();
    await page.getByLabel('Repository URL (optional)').fill('github.com acme');
    await page.getByRole('button', { name: 'Generate Changelog' }).click();
    await expect(page.getByRole('alert')).toHaveText('Repository URL must look like https://github.com/owner/repo');
    await page.getByLabel('Repository URL (optional)').fill('');
    await page.getByRole('button', { name: 'Generate Changelog' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(output(page)).toContainText('### Features');
  });

  test('keeps merge commits when asked, and remembers the options after a reload', async ({ page }) => {
    await open(page);
    await page.getByLabel('Include merge commits').check();
    await page.getByLabel('Repository URL (optional)').fill('https://github.com/acme/app');
    await page.getByRole('textbox', { name: 'Commits' }).fill(log);
    await page.getByRole('button', { name: 'Generate Changelog' }).click();
    await expect(output(page)).toContainText(
      '- Merge pull request [#220](https://github.com/acme/app/issues/220) from acme/fix-typos ([3d2e1f0](https://github.com/acme/app/commit/3d2e1f0))',
    );

    // A new visit (not a reload, which would race the address bar's copy of the state) keeps the options.
    await page.goto('/tools/changelog-generator');
    await expect(page.getByLabel('Include merge commits')).toBeChecked({ timeout: 20_000 });
    await expect(page.getByLabel('Repository URL (optional)')).toHaveValue('https://github.com/acme/app');
  });

  test('reads 10,000 pasted commits in a Web Worker and shows the start of the result', async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await open(page);
    await page.evaluate(async () => {
      const types = ['feat', 'fix', 'perf', 'docs', 'chore'];
      const lines = Array.from(
        { length: 10_000 },
        (_, i) => `${(0x1000000 + i).toString(16)} ${types[i % 5]}(mod${i % 7}): change ${i}`,
      );
      await navigator.clipboard.writeText(lines.join('\n'));
    });
    await page.getByRole('textbox', { name: 'Commits' }).focus();
    await page.keyboard.press('Control+V');
    // Too large for the textarea: a summary takes its place.
    await expect(page.getByRole('group', { name: 'Commits' })).toContainText('10,000 lines');
    await page.getByRole('button', { name: 'Generate Changelog' }).click();
    await expect(page.getByTestId('changelog-summary')).toHaveText('10,000 commits', { timeout: 20_000 });
    await expect(page.getByText(/^Showing the first 400 lines of 10,0\d\d; Copy and Download use all of it\.$/)).toBeVisible();
    expect(workers.some((url) => url.includes('changelog.worker'))).toBe(true);
  });
});
