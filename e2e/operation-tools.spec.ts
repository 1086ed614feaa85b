/// <reference lib="dom" />
import type { AnyOperation, OperationExample } from '../web/src/operations/operation';
import { inputLabelOf } from '../web/src/tools/operation-screen/labels';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { chooseMode, expectExample, operationsOf, screenLoaded, secretLabels, setOptions } from './operation-screen';
import { workingTools } from './tool-registry';

// Every tool on the generic operation screen (meta.screen === 'operations'), driven through the page
// with its operations' worked examples: choose the mode, set the options by their labels, type the
// input, read the output; on the first example's, axe finds nothing serious, light or dark. Then Share
// reopens the last one in that state. One parametrized spec for all of them: a new generic tool
// is covered by its examples.

const genericTools = (await workingTools()).filter((tool) => tool.screen === 'operations');

for (const tool of genericTools) {
  test.describe(tool.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/tools/${tool.id}`);
      await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
      await screenLoaded(page, tool.name);
    });

    // One test a tool, not two: each test is a fresh browser context and a cold page load, a few
    // seconds on a 2-core machine, times 44 tools.
    test('no serious accessibility violations, light or dark; every worked example gives its output through the screen; Share reopens the last one in a fresh context', async ({
      page,
      browser,
      workerStorageState,
    }) => {
      const operations = await operationsOf(tool.id);
      // Each example is a mode change, options, an input and an output to read: a tool with many gets the time they need.
      const examples = operations.reduce((count, operation) => count + (operation.examples?.length ?? 0), 0);
      test.setTimeout(45_000 + 5_000 * examples);

      let last: { operation: AnyOperation; example: OperationExample } | null = null;
      for (const operation of operations) {
        if (operation.needs === 'dom' && !(operation.examples?.length ?? 0)) continue;
        for (const example of operation.examples ?? []) {
          await chooseMode(page, operations, operation);
          await setOptions(page, operation, example.options);
          if (operation.input !== 'none')
            await page.getByLabel(inputLabelOf(operation), { exact: true }).fill(example.input ?? '');
          await expectExample(page, operation, example);
          // Accessibility on the first example, once its output is there (a screen still working dims
          // its output): a later example's output can be the user's own markup drawn as a preview
          // (an <img> without alt in Markdown to HTML).
          if (!last) await expectNoSeriousA11yViolationsInBothThemes(page);
          last = { operation, example };
        }
      }
      expect(last, `${tool.id} has no worked examples`).not.toBeNull();

      // Share: the link reopens this state in a fresh context (another browser profile, signed in as the same user).
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: /^Share / });
      const link = dialog.getByLabel('Link');
      await expect(link).toHaveValue(/#s=1\./);
      // Secrets (a key, a password, a credential as input) are left out unless asked: ask, so the link reopens the same output.
      const secrets = secretLabels(last!.operation, last!.example);
      if (secrets.length > 0) {
        for (const label of secrets) await expect(dialog.getByText(/^Left out of the link: /)).toContainText(label);
        const before = await link.inputValue();
        await dialog.getByLabel('Include secrets').check();
        await expect(link).not.toHaveValue(before);
      }
      const url = await link.inputValue();
      await page.keyboard.press('Escape');
      const context = await browser.newContext({ storageState: workerStorageState, baseURL: new URL(page.url()).origin });
      try {
        const reopened = await context.newPage();
        await reopened.goto(url);
        await screenLoaded(reopened, tool.name);
        const { operation, example } = last!;
        if (operation.input !== 'none')
          await expect(reopened.getByLabel(inputLabelOf(operation), { exact: true })).toHaveValue(example.input ?? '');
        if (operation.input !== 'none' || example.pattern === undefined) await expectExample(reopened, operation, example);
      } finally {
        await context.close();
      }
    });
  });
}
