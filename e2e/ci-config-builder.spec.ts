import fs from 'node:fs';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('CI config builder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/ci-config-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'CI Config Builder' })).toBeVisible({ timeout: 20_000 });
  });

  test('every platform downloads under its own file name', async ({ page }) => {
    // Five downloads and an axe scan in each theme: 26–34 s under CI's load, past the default 30 s.
    test.slow();
    for (const [platform, name, marker] of [
      ['GitHub Actions', 'ci.yml', 'uses: actions/checkout@v7'],
      ['GitLab CI', '.gitlab-ci.yml', 'workflow:'],
      ['Jenkins', 'Jenkinsfile', 'pipeline {'],
      ['Azure Pipelines', 'azure-pipelines.yml', 'vmImage: ubuntu-latest'],
      ['CircleCI', 'config.yml', 'version: 2.1'],
    ] as const) {
      await page.getByRole('tab', { name: 'Basic Config' }).click();
      await page.getByLabel('Platform', { exact: true }).selectOption({ label: platform });
      await page.getByRole('tab', { name: 'Preview' }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${name}` }).click(),
      ]);
      // Chromium drops a leading dot from downloaded names (.gitlab-ci.yml arrives as gitlab-ci.yml); the screen says so.
      expect(file.suggestedFilename()).toBe(name.replace(/^\./, ''));
      expect(fs.readFileSync(await file.path(), 'utf8')).toContain(marker);
    }
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('templates, jobs and deployment regenerate the preview', async ({ page }) => {
    await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'GitHub Actions' });
    await page.getByText('Matrix', { exact: true }).click();
    await page.getByLabel('Secrets').fill('DEPLOY_TOKEN');
    await page.getByRole('tab', { name: 'Jobs & Steps' }).click();
    await expect(page.getByLabel('Job name').first()).toHaveValue('test');
    await page.getByLabel('Steps', { exact: true }).last().fill('npm ci\nnpm run build\nnpm run size');
    await page.getByRole('tab', { name: 'Deployment' }).click();
    await page.getByLabel('Deploy after the jobs succeed').check();
    await page.getByLabel('Target environment').fill('staging');
    // The live preview beside the form (the editor on the Preview tab only draws the lines in view).
    const preview = page.getByTestId('live-preview');
    await expect(preview).toContainText('node-version: ["22", "24", "26"]');
    await expect(preview).toContainText('- run: npm run size');
    await expect(preview).toContainText('environment: staging');
    await expect(preview).toContainText('DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}');
  });

  test('a job without steps is explained and its download held back', async ({ page }) => {
    await page.getByRole('tab', { name: 'Jobs & Steps' }).click();
    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByLabel('Steps', { exact: true }).last().fill('');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('alert')).toContainText('Job job-2: add at least one step (one command a line)');
    await expect(page.getByRole('button', { name: 'Download ci.yml' })).toBeDisabled();
  });
});
