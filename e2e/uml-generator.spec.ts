import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expectStrictPageCsp, openToolPage } from './code-quality-helpers';
import { expect, test } from './fixtures';
import { holdRequests } from './hold-requests';

// One page for the file: the grammars and Mermaid load once.
test.describe.configure({ mode: 'serial' });

let page: Page;
const diagram = () => page.getByRole('img', { name: 'Class diagram' });
const source = () => page.getByRole('textbox', { name: 'Source code' });

test.beforeAll(async ({ browser, workerStorageState }) => {
  page = await openToolPage(browser, workerStorageState, 'uml-generator', 'UML Class Diagram Generator');
});

test.afterAll(() => page.context().close());

test('draws the example’s classes with Mermaid under the page CSP', async () => {
  test.slow();
  await expectStrictPageCsp(page);
  await expect(diagram().locator('svg')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 interface, 3 classes, 1 enum · 4 relations')).toBeVisible();
  for (const name of ['Shape', 'Figure', 'Circle', 'Drawing', 'Color'])
    await expect(diagram().locator('svg')).toContainText(name);
  await expect(diagram().locator('svg')).toContainText('+area() : number');
});

test('reads another language once its grammar has loaded, and writes Mermaid and PlantUML', async () => {
  const release = await holdRequests(page, /tree-sitter-python-[\w-]+\.wasm$/);
  await page.getByLabel('Language').selectOption('python');
  await page.getByRole('button', { name: 'Generate Diagram' }).click();
  await expect(page.getByText('Loading the Python parser…')).toBeVisible();
  release();
  await expect(page.getByText('3 classes · 2 relations')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Mermaid' }).click();
  const mermaid = page.getByRole('textbox', { name: 'Mermaid' });
  await expect(mermaid).toContainText('classDiagram');
  await expect(mermaid).toContainText('Shape <|-- Circle');
  await expect(mermaid).toContainText('Drawing --> "*" Shape : shapes');
  await page.getByRole('tab', { name: 'PlantUML' }).click();
  const plant = page.getByRole('textbox', { name: 'PlantUML' });
  await expect(plant).toContainText('@startuml');
  await expect(plant).toContainText('abstract class Shape {');
  await expect(plant).toContainText('+ {abstract} area() : float');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('class-diagram.puml');
  expect(await readFile((await download.path())!, 'utf8')).toContain('Shape <|-- Circle');
});

test('a syntax error says where it is; members can be left out', async () => {
  await source().fill('class Broken(:\n    pass\n');
  await page.getByRole('button', { name: 'Generate Diagram' }).click();
  await expect(page.getByRole('alert')).toContainText(/^Syntax error.*\(line 1, column \d+\)\. Fix it to draw the diagram\.$/);

  await page.getByLabel('Language').selectOption('java');
  await source().fill(
    'interface Pet { String name(); }\nclass Dog implements Pet { private int age; public String name() { return "Rex"; } }\n',
  );
  await page.getByRole('button', { name: 'Generate Diagram' }).click();
  await page.getByRole('tab', { name: 'Mermaid' }).click();
  await expect(page.getByRole('textbox', { name: 'Mermaid' })).toContainText('-int age');
  await page.getByText('Public only').click();
  await expect(page.getByRole('textbox', { name: 'Mermaid' })).not.toContainText('-int age');
  await expect(page.getByRole('textbox', { name: 'Mermaid' })).toContainText('+name() String');
  await page.getByText('All members').click();
});

test('code cannot put markup into the page through the diagram; SVG and PNG download', async () => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.getByLabel('Language').selectOption('typescript');
  await source().fill(
    'class Evil { label: "<img src=x onerror=alert(1)>" = "x"; run(html = "<script>alert(2)</script>"): void {} }\n',
  );
  await page.getByRole('button', { name: 'Generate Diagram' }).click();
  await page.getByRole('tab', { name: 'Diagram' }).click();
  await expect(diagram().locator('svg')).toContainText('Evil');
  await expect(diagram().locator('img, script, [onerror], foreignObject')).toHaveCount(0);
  expect(dialogs).toBe(0);

  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svg.suggestedFilename()).toBe('class-diagram.svg');
  expect(await readFile((await svg.path())!, 'utf8')).toMatch(/^<svg[\s\S]*Evil[\s\S]*<\/svg>$/);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(png.suggestedFilename()).toBe('class-diagram.png');
  expect((await readFile((await png.path())!)).subarray(1, 4).toString()).toBe('PNG');
});

test('has no serious accessibility violations', async () => {
  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test('Save as snippet hands the Mermaid text to the snippet library', async () => {
  await page.getByRole('tab', { name: 'Mermaid' }).click();
  await expect(page.getByRole('textbox', { name: 'Mermaid' })).toContainText('class Evil');
  await page.getByRole('button', { name: 'Save as snippet' }).click();
  const form = page.getByRole('form', { name: 'New snippet' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Title')).toHaveValue('Class diagram (Mermaid)');
  await expect(form.getByRole('textbox', { name: 'Code' })).toContainText('classDiagram');
  await expect(form.getByRole('textbox', { name: 'Code' })).toContainText('class Evil');
  await expect(form.getByLabel('Language')).toHaveValue('other');
  await expect(form.getByLabel('Tags')).toHaveValue('mermaid');
});
