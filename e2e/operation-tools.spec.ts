/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { AnyOperation, OperationExample } from '../web/src/operations/operation';
import { optionFields } from '../web/src/operations/options';
import { DEFAULT_MODE_LABEL, inputLabelOf, outputLabelOf } from '../web/src/tools/operation-screen/labels';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { workingTools } from './tool-registry';

// Every tool on the generic operation screen (meta.screen === 'operations'), driven through the page
// with its operations' worked examples: choose the mode, set the options by their labels, type the
// input, read the output. Then Share reopens it in that state, and axe finds nothing serious, light
// or dark. One parametrized spec for all of them: a new generic tool is covered by its examples.

const toolsDir = path.resolve(import.meta.dirname, '../web/src/tools');
const genericTools = (await workingTools()).filter((tool) => tool.screen === 'operations');

async function operationsOf(toolId: string): Promise<AnyOperation[]> {
  const file = path.join(toolsDir, toolId, 'operations.ts');
  if (!fs.existsSync(file)) throw new Error(`${toolId} has screen: 'operations' but no operations.ts`);
  return ((await import(pathToFileURL(file).href)) as { operations: AnyOperation[] }).operations;
}

async function chooseMode(page: Page, operations: AnyOperation[], operation: AnyOperation) {
  if (operations.length < 2) return;
  if (operations.length <= 4)
    await page
      .getByRole('radiogroup', { name: DEFAULT_MODE_LABEL })
      .or(page.getByRole('group', { name: DEFAULT_MODE_LABEL }))
      .getByText(operation.name, { exact: true })
      .click();
  else await page.getByLabel(DEFAULT_MODE_LABEL, { exact: true }).selectOption(operation.id);
}

async function setOptions(page: Page, operation: AnyOperation, options: Record<string, unknown> = {}) {
  for (const field of optionFields(operation)) {
    const value = options[field.key] ?? field.default;
    const label = field.label ?? field.key;
    switch (field.type) {
      case 'boolean':
        await page.getByLabel(label, { exact: true }).setChecked(Boolean(value));
        break;
      case 'enum': {
        const shown = field.choices?.[String(value)] ?? String(value);
        const select = page.getByRole('combobox', { name: label, exact: true });
        if (await select.count()) await select.selectOption(String(value));
        else await page.getByRole('group', { name: label, exact: true }).getByText(shown, { exact: true }).click();
        break;
      }
      default:
        await page.getByLabel(label, { exact: true }).fill(String(value));
    }
  }
}

async function expectExample(page: Page, operation: AnyOperation, example: OperationExample) {
  const output = page.getByLabel(outputLabelOf(operation), { exact: true });
  if (example.pattern !== undefined) await expect(output).toHaveValue(new RegExp(example.pattern));
  else await expect(output).toHaveValue(example.output);
}

for (const tool of genericTools) {
  test.describe(tool.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/tools/${tool.id}`);
      await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    });

    test('every worked example gives its output through the screen; Share reopens the last one', async ({ page }) => {
      const operations = await operationsOf(tool.id);
      let last: { operation: AnyOperation; example: OperationExample } | null = null;
      for (const operation of operations) {
        if (operation.needs === 'dom' && !(operation.examples?.length ?? 0)) continue;
        for (const example of operation.examples ?? []) {
          await chooseMode(page, operations, operation);
          await setOptions(page, operation, example.options);
          if (operation.input !== 'none')
            await page.getByLabel(inputLabelOf(operation), { exact: true }).fill(example.input ?? '');
          await expectExample(page, operation, example);
          last = { operation, example };
        }
      }
      expect(last, `${tool.id} has no worked examples`).not.toBeNull();

      // Share: the link reopens this state (another page of the same browser, signed in).
      await page.getByRole('button', { name: 'Share' }).click();
      const link = page.getByRole('dialog', { name: /^Share / }).getByLabel('Link');
      await expect(link).toHaveValue(/#s=1\./);
      const url = await link.inputValue();
      await page.keyboard.press('Escape');
      await page.goto('/tools');
      await page.goto(url);
      const { operation, example } = last!;
      if (operation.input !== 'none')
        await expect(page.getByLabel(inputLabelOf(operation), { exact: true })).toHaveValue(example.input ?? '');
      if (operation.input !== 'none' || example.pattern === undefined) await expectExample(page, operation, example);
    });

    test('has no serious accessibility violations, light or dark', async ({ page }) => {
      const operations = await operationsOf(tool.id);
      const first = operations.find((op) => op.examples?.length);
      if (first?.input !== 'none' && first?.examples?.[0]) {
        await chooseMode(page, operations, first);
        await page.getByLabel(inputLabelOf(first), { exact: true }).fill(first.examples[0].input ?? '');
      }
      await expectNoSeriousA11yViolationsInBothThemes(page);
    });
  });
}
