import fs from 'node:fs';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('Dockerfile generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/dockerfile-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Dockerfile Generator' })).toBeVisible({ timeout: 20_000 });
  });

  test('presets write a multi-stage Dockerfile and its .dockerignore, downloadable under their names', async ({ page }) => {
    const dockerfile = page.getByRole('textbox', { name: 'Dockerfile' });
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(dockerfile).toContainText('FROM golang:1.27-alpine AS build');
    await expect(dockerfile).toContainText('USER app');
    await expect(page.getByText('Checked by dockerfile-utils')).toBeVisible();
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(dockerfile).toContainText('FROM python:3.14-slim');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Dockerfile' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('Dockerfile');
    expect(fs.readFileSync(await file.path(), 'utf8')).toMatch(/^# syntax=docker\/dockerfile:1\n[\s\S]*CMD \["gunicorn"/);
    const [ignore] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .dockerignore' }).click(),
    ]);
    // Chromium drops the leading dot from downloaded names; the screen says so.
    expect(ignore.suggestedFilename()).toBe('dockerignore');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('configuration changes regenerate the output; a bad field is explained and the last output kept', async ({ page }) => {
    await page.getByRole('button', { name: 'Node.js', exact: true }).click();
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await page.getByLabel('Ports').fill('4000');
    await page.getByLabel('Volumes').fill('/app/data');
    await page.getByRole('tab', { name: 'Dockerfile' }).click();
    const dockerfile = page.getByRole('textbox', { name: 'Dockerfile' });
    await expect(dockerfile).toContainText('EXPOSE 4000');
    await expect(dockerfile).toContainText("fetch('http://localhost:4000/health')");
    await expect(dockerfile).toContainText('RUN mkdir -p /app/data && chown node /app/data');

    await page.getByRole('tab', { name: 'Configuration' }).click();
    await page.getByLabel('Working directory').fill('app');
    await expect(page.getByText('Working directory: use an absolute path, like /app').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Dockerfile' }).click();
    await expect(dockerfile).toContainText('WORKDIR /app');
  });

  test('compose adds a database that the app waits for, with the password left to .env', async ({ page }) => {
    await page.getByRole('tab', { name: 'Docker Compose' }).click();
    await page.getByLabel('Database service').selectOption('postgres');
    const compose = page.getByRole('textbox', { name: 'compose.yaml' });
    await expect(compose).toContainText('image: postgres:18-alpine');
    await expect(compose).toContainText('condition: service_healthy');
    await expect(page.getByText(/put POSTGRES_PASSWORD=… in an .env file/)).toBeVisible();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download compose.yaml' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('compose.yaml');
    expect(fs.readFileSync(await file.path(), 'utf8')).toContain(
      'POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}',
    );
  });
});
