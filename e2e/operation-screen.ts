/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { AnyOperation, OperationExample } from '../web/src/operations/operation';
import { optionFields } from '../web/src/operations/options';
import { DEFAULT_MODE_LABEL, inputLabelOf, outputLabelOf } from '../web/src/tools/operation-screen/labels';

// Driving the generic operation screen (meta.screen === 'operations') by what its operations
// declare: the mode by the operation's name, the options by their labels, the output by its label.

const toolsDir = path.resolve(import.meta.dirname, '../web/src/tools');

export async function operationsOf(toolId: string): Promise<AnyOperation[]> {
  const file = path.join(toolsDir, toolId, 'operations.ts');
  if (!fs.existsSync(file)) throw new Error(`${toolId} has screen: 'operations' but no operations.ts`);
  return ((await import(pathToFileURL(file).href)) as { operations: AnyOperation[] }).operations;
}

/** Labels of the secrets an example sets (sensitive options away from their defaults, a sensitive input). */
export function secretLabels(operation: AnyOperation, example: OperationExample): string[] {
  const labels = optionFields(operation)
    .filter((field) => field.sensitive && example.options?.[field.key] !== undefined && example.options[field.key] !== field.default)
    .map((field) => field.label ?? field.key);
  if (operation.sensitiveInput && operation.input !== 'none' && (example.input ?? '') !== '') labels.push(inputLabelOf(operation));
  return labels;
}

/** The page heading shows before the tool's own chunk has loaded: wait for the screen itself (slow on a busy machine). */
export async function screenLoaded(page: Page, toolName: string) {
  await expect(page.getByRole('status', { name: `Loading ${toolName}` })).toHaveCount(0, { timeout: 30_000 });
}

export async function chooseMode(page: Page, operations: AnyOperation[], operation: AnyOperation) {
  if (operations.length < 2) return;
  if (operations.length <= 4)
    await page
      .getByRole('radiogroup', { name: DEFAULT_MODE_LABEL })
      .or(page.getByRole('group', { name: DEFAULT_MODE_LABEL }))
      .getByText(operation.name, { exact: true })
      .click();
  else await page.getByLabel(DEFAULT_MODE_LABEL, { exact: true }).selectOption(operation.id);
}

/** Whether the screen shows `operation` as the chosen mode. */
export async function expectMode(page: Page, operations: AnyOperation[], operation: AnyOperation) {
  if (operations.length < 2) return;
  if (operations.length <= 4) await expect(page.getByRole('radio', { name: operation.name, exact: true })).toBeChecked();
  else await expect(page.getByLabel(DEFAULT_MODE_LABEL, { exact: true })).toHaveValue(operation.id);
}

/** Sets every option to the example's value (or its default); `skip` leaves some keys alone. */
export async function setOptions(
  page: Page,
  operation: AnyOperation,
  options: Record<string, unknown> = {},
  skip: string[] = [],
) {
  for (const field of optionFields(operation)) {
    if (skip.includes(field.key)) continue;
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

/** Whether the options show the example's values (or their defaults); `skip` leaves some keys alone. */
export async function expectOptions(
  page: Page,
  operation: AnyOperation,
  options: Record<string, unknown> = {},
  skip: string[] = [],
) {
  for (const field of optionFields(operation)) {
    if (skip.includes(field.key)) continue;
    const value = options[field.key] ?? field.default;
    const label = field.label ?? field.key;
    switch (field.type) {
      case 'boolean':
        if (value) await expect(page.getByLabel(label, { exact: true })).toBeChecked();
        else await expect(page.getByLabel(label, { exact: true })).not.toBeChecked();
        break;
      case 'enum': {
        const shown = field.choices?.[String(value)] ?? String(value);
        const select = page.getByRole('combobox', { name: label, exact: true });
        if (await select.count()) await expect(select).toHaveValue(String(value));
        else
          await expect(
            page.getByRole('group', { name: label, exact: true }).getByRole('radio', { name: shown, exact: true }),
          ).toBeChecked();
        break;
      }
      default:
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(String(value));
    }
  }
}

export async function expectExample(page: Page, operation: AnyOperation, example: OperationExample) {
  const output = page.getByLabel(outputLabelOf(operation), { exact: true });
  if (example.pattern !== undefined) await expect(output).toHaveValue(new RegExp(example.pattern));
  else await expect(output).toHaveValue(example.output);
}
