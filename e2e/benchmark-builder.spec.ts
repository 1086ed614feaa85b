import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { paste } from './paste';

// Expected figures are Python's: statistics.mean/median/stdev and quantiles(n=100, method='inclusive').
const row = (page: Page, series: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: series, exact: true }) });
const cells = async (page: Page, series: string) =>
  (await row(page, series).getByRole('cell').allTextContents()).map((t) => t.trim());

test.describe('Benchmark builder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/benchmark-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Benchmark Builder' })).toBeVisible();
  });

  test('pasted CSV gives each series its figures, a comparison and a chart; Share reopens it', async ({ page }) => {
    await paste(page.getByLabel('Measurements'), 'fast,slow\n1,2\n2,4\n3,6\n');
    // n, mean, median, std dev, min, max, p90, p95, p99, vs baseline
    await expect
      .poll(() => cells(page, 'slow'))
      .toEqual(['3', '4', '4', '2', '2', '6', '5.6', '5.8', '5.96', '2× slower (+100%)']);
    await expect.poll(() => cells(page, 'fast')).toEqual(['3', '2', '2', '1', '1', '3', '2.8', '2.9', '2.98', 'baseline']);
    await expect(page.getByRole('img', { name: /^Mean per series in ms.*fast 2 \(1 to 3\); slow 4 \(2 to 6\)/ })).toBeVisible();

    // Throughput: higher is better, so the baseline moves to the series with the larger mean.
    await page.getByRole('group', { name: 'Unit' }).getByText('ops/s', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Statistics (ops/s)' })).toBeVisible();
    await expect(row(page, 'fast').getByRole('cell').last()).toHaveText('2× slower (−50%)');
    await expect(row(page, 'slow').getByRole('cell').last()).toHaveText('baseline');

    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page
      .getByRole('dialog', { name: /^Share / })
      .getByLabel('Link')
      .inputValue();
    await page.keyboard.press('Escape');
    await page.goto('/tools');
    await page.goto(url);
    await expect(page.getByLabel('Measurements')).toHaveValue('fast,slow\n1,2\n2,4\n3,6\n');
    await expect(page.getByRole('heading', { name: 'Statistics (ops/s)' })).toBeVisible();
    await expect(row(page, 'slow').getByRole('cell').last()).toHaveText('baseline');
  });

  test('names values that are not numbers by line and column, and keeps the input', async ({ page }) => {
    await page.getByLabel('Measurements').fill('a,b\n1,2\n3,oops\n5,6');
    await expect(page.getByRole('alert')).toContainText('Line 3, column 2: "oops" is not a number');
    await expect
      .poll(() => cells(page, 'b'))
      .toEqual(['2', '4', '4', '2.828', '2', '6', '5.6', '5.8', '5.96', '1.333× slower (+33.33%)']);
    await expect(page.getByLabel('Measurements')).toHaveValue('a,b\n1,2\n3,oops\n5,6');

    await page.getByLabel('Measurements').fill('fast:\n1\n1.5\nslow:\n3\n4');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(() => cells(page, 'slow'))
      .toEqual(['2', '3.5', '3.5', '0.7071', '3', '4', '3.9', '3.95', '3.99', '2.8× slower (+180%)']);
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    await page.getByRole('button', { name: 'Load example' }).click();
    await expect(row(page, 'manual copy')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
