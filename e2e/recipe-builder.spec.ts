/// <reference lib="dom" />
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect as baseExpect, test } from './fixtures';

// The recipe workbench (issue 29): steps built by keyboard, live runs in a worker, a failing step
// marked at its place, share links with and without the input, saved recipes (save, reload, edit,
// delete), export and import, Send to → "Add as recipe step", axe in light and dark at both widths.

// Each test is a whole journey (several steps run in a worker, dialogs, a second browser context):
// given room on a loaded machine, and each wait for a run's result a little longer than the default.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const JSON_INPUT = '{"b":[1,2],"a":"x"}';
// Outside oracle: Node's own JSON (the steps are Base64 there and back, then JSON minify / format).
const pretty = JSON.stringify(JSON.parse(JSON_INPUT), null, 2);
const minified = JSON.stringify(JSON.parse(JSON_INPUT));

const steps = (page: Page) => page.getByRole('list', { name: 'Recipe steps' }).getByRole('heading');
const output = (page: Page) => page.getByLabel('Output', { exact: true });

/** Presses Tab (or Shift+Tab) until `target` has focus (keyboard only), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 20, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

async function addByKeyboard(page: Page, query: string) {
  const search = page.getByLabel('Add a step');
  await tabTo(page, search);
  await page.keyboard.type(query);
  await expect(page.getByRole('list', { name: 'Matching operations' })).toBeVisible();
  await page.keyboard.press('Enter');
}

async function buildFourSteps(page: Page) {
  await page.goto('/tools/recipe-builder');
  await page.getByLabel('Input', { exact: true }).fill(JSON_INPUT);
  await addByKeyboard(page, 'base64 encode');
  await addByKeyboard(page, 'base64 decode');
  await addByKeyboard(page, 'json format');
  await addByKeyboard(page, 'json minify');
  await expect(steps(page)).toHaveText([/^1\.Encode/, /^2\.Decode/, /^3\.Format/, /^4\.Minify/]);
  await expect(output(page)).toHaveValue(minified);
}

async function shareLink(page: Page, { withInput }: { withInput: boolean }): Promise<string> {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share / });
  const include = dialog.getByLabel('Include the input');
  await expect(include).not.toBeChecked();
  const link = dialog.getByLabel('Link');
  await expect(link).toHaveValue(/#s=1\.[bz]\./);
  if (withInput) {
    // The link is made again when the box is ticked: wait for the new one.
    const before = await link.inputValue();
    await include.check();
    await expect(dialog.getByText('Anyone with the link can read the input.')).toBeVisible();
    await expect(link).not.toHaveValue(before);
  }
  const url = await link.inputValue();
  await page.keyboard.press('Escape');
  return url;
}

test('a 4-step recipe built, reordered and switched by keyboard only, each step’s output viewable', async ({ page }) => {
  await buildFourSteps(page);

  // Move "Minify" up by keyboard: focus follows the moved step.
  const moveUp = page.getByRole('button', { name: 'Move step 4 up' });
  await tabTo(page, moveUp, 30, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(steps(page)).toHaveText([/^1\.Encode/, /^2\.Decode/, /^3\.Minify/, /^4\.Format/]);
  await expect(page.getByRole('button', { name: 'Move step 3 up' })).toBeFocused();
  await expect(output(page)).toHaveValue(pretty);

  // Disable the last step with the keyboard: the output is the one before it.
  const enabled = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^4\.Format/ }) })
    .getByLabel('Enabled');
  await tabTo(page, enabled, 40);
  await page.keyboard.press('Space');
  await expect(enabled).not.toBeChecked();
  await expect(output(page)).toHaveValue(minified);

  // The first step's own output, with its kind and size.
  const show = page.getByRole('button', { name: 'Show this step’s output' }).first();
  await show.focus();
  await page.keyboard.press('Enter');
  const base64 = Buffer.from(JSON_INPUT, 'utf8').toString('base64');
  await expect(page.getByLabel('Output of step 1')).toHaveText(base64);
  await expect(page.getByText(`Output of step 1: text, ${base64.length} B`)).toBeVisible();
});

test('a failing step is marked at its place with its message, the earlier outputs stay viewable', async ({ page }) => {
  await page.goto('/tools/recipe-builder');
  await page.getByLabel('Input', { exact: true }).fill('plain words, not JSON');
  await addByKeyboard(page, 'base64 encode');
  await addByKeyboard(page, 'base64 decode');
  await addByKeyboard(page, 'json format');
  const failed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^3\.Format/ }) });
  await expect(failed.getByText(/This step failed:/)).toBeVisible();
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/The recipe stopped at step 3/)).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Show this step’s output' }).nth(1).click();
  await expect(page.getByLabel('Output of step 2')).toHaveText('plain words, not JSON');
});

test('a link from an older recipe with an unknown operation opens with that step marked, not a blank page', async ({ page }) => {
  const state = { t: 'recipe-builder', s: { steps: [{ op: 'base64-encode' }, { op: 'no-such-operation' }, { nope: 1 }] } };
  await page.goto(`/tools/recipe-builder#s=1.b.${Buffer.from(JSON.stringify(state)).toString('base64url')}`);
  await expect(steps(page)).toHaveText([/^1\.Encode/, /^2\.no-such-operation/, /^3\.Unreadable step/]);
  await expect(page.getByText(/There is no operation “no-such-operation”/).first()).toBeVisible();
  await expect(page.getByText(/This step cannot be read/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove step 3' }).click();
  await page.getByRole('button', { name: 'Remove step 2' }).click();
  await page.getByLabel('Input', { exact: true }).fill('hi');
  await expect(output(page)).toHaveValue('aGk=');
});

test('share links carry the recipe, and the input only when ticked', async ({ page, browser, workerStorageState }) => {
  await buildFourSteps(page);
  const without = await shareLink(page, { withInput: false });
  const withInput = await shareLink(page, { withInput: true });
  expect(without).not.toBe(withInput);

  const other = await browser.newContext({ storageState: workerStorageState });
  const fresh = await other.newPage();
  await fresh.goto(without);
  await expect(steps(fresh)).toHaveText([/^1\.Encode/, /^2\.Decode/, /^3\.Format/, /^4\.Minify/]);
  await expect(fresh.getByLabel('Input', { exact: true })).toHaveValue('');
  await fresh.getByLabel('Input', { exact: true }).fill('[3, 4]');
  await expect(output(fresh)).toHaveValue('[3,4]');

  await fresh.goto('/tools');
  await fresh.goto(withInput);
  await expect(fresh.getByLabel('Input', { exact: true })).toHaveValue(JSON_INPUT);
  await expect(output(fresh)).toHaveValue(minified);
  await other.close();
});

test('saved recipes: save, reload, edit, delete; export all and import back, asking before replacing', async ({
  page,
}, testInfo) => {
  await buildFourSteps(page);
  const name = `Round trip ${testInfo.workerIndex}-${Date.now()}`;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save recipe' });
  await saveDialog.getByLabel('Name').fill(name);
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();

  // Reload: the recipe is in the account.
  await page.goto('/tools/recipe-builder');
  await page.getByRole('button', { name: 'Saved recipes' }).click();
  let dialog = page.getByRole('dialog', { name: 'Saved recipes' });
  await dialog.getByRole('button', { name: `Open “${name}”` }).click();
  await expect(steps(page)).toHaveText([/^1\.Encode/, /^2\.Decode/, /^3\.Format/, /^4\.Minify/]);

  // Edit: remove the last step and save over it.
  await page.getByRole('button', { name: 'Remove step 4' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Save “${name}”` })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
  await page.getByRole('button', { name: 'Saved recipes' }).click();
  dialog = page.getByRole('dialog', { name: 'Saved recipes' });
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toContainText('3 steps');

  // Export all, then import the file back after the recipe changed: asked, then replaced.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export all' }).click();
  const file = testInfo.outputPath('recipes.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: string; recipes: { name: string; steps: unknown[] }[] };
  expect(exported.format).toBe('devforge-recipes');
  expect(exported.recipes.find((r) => r.name === name)?.steps).toEqual([
    { op: 'base64-encode' },
    { op: 'base64-decode' },
    { op: 'json-format' },
  ]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Remove step 3' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Save “${name}”` })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();

  await page.getByRole('button', { name: 'Saved recipes' }).click();
  dialog = page.getByRole('dialog', { name: 'Saved recipes' });
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toContainText('2 steps');
  await dialog.getByLabel('Import…').setInputFiles(file);
  const ask = dialog.getByRole('group', { name: 'Replace saved recipes?' });
  await expect(ask).toContainText(name);
  await ask.getByRole('button', { name: 'Replace them' }).click();
  await expect(dialog.getByText(/Import: 0 added, 1 replaced/)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toContainText('3 steps');

  // Delete.
  await dialog.getByRole('button', { name: `Delete “${name}”` }).click();
  await dialog.getByRole('button', { name: `Yes, delete “${name}”` }).click();
  await expect(dialog.getByText(`Deleted “${name}”.`)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('Send to → "Add as recipe step" brings the operation, its options and its input', async ({ page }) => {
  await page.goto('/tools/base64-encoder');
  await page.getByLabel('Text to encode').fill('from a tool');
  await page.getByLabel('URL-safe alphabet (- and _)').check();
  await page.getByRole('button', { name: 'Send to…' }).click();
  await page
    .getByRole('dialog', { name: 'Send to…' })
    .getByRole('button', { name: /Add as recipe step/ })
    .click();
  await expect(page).toHaveURL(/\/tools\/recipe-builder/);
  await expect(steps(page)).toHaveText([/^1\.Encode/]);
  await expect(page.getByLabel('URL-safe alphabet (- and _)')).toBeChecked();
  await expect(page.getByLabel('Input', { exact: true })).toHaveValue('from a tool');
  await expect(output(page)).toHaveValue(Buffer.from('from a tool').toString('base64').replace(/\+/g, '-').replace(/\//g, '_'));
});

test('a large output: its start shown, its size, and Copy and Download take all of it from the worker', async ({ page }) => {
  const users = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `Usér ${i}`, tags: ['a', 'b'] }));
  // Outside oracle: Node's own JSON, as the Format step writes it.
  const expected = JSON.stringify(users, null, 2);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/recipe-builder');
  await addByKeyboard(page, 'json format');
  await page
    .getByLabel('Open file')
    .setInputFiles({ name: 'users.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(users)) });

  await expect(output(page)).toHaveValue(expected.slice(0, 16 * 1024));
  const size = `${(Buffer.byteLength(expected) / 1024).toFixed(0)} KB`;
  await expect(page.getByText(new RegExp(`^text · ${size} · .*the first 16 KB shown`))).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(expected);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

for (const width of [1280, 375]) {
  test(`axe finds nothing serious at ${width} px, light or dark, with steps, an output and an error`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await buildFourSteps(page);
    await page.getByRole('button', { name: 'Show this step’s output' }).first().click();
    await expect(page.getByLabel('Output of step 1')).toBeVisible();
    await addByKeyboard(page, 'base64 decode');
    await expect(page.getByText(/The recipe stopped at step 5/)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}
