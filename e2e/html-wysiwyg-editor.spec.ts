import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The round trip of the HTML through the editor is checked with the HTML parser in editor.test.ts.

test.describe('HTML WYSIWYG editor', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/html-wysiwyg-editor');
    await expect(page.getByRole('heading', { level: 1, name: 'HTML WYSIWYG Editor' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByRole('textbox', { name: 'Rich text editor' })).toBeVisible({ timeout: 60_000 });
  });

  test('formatting in the editor becomes clean HTML, and pasted HTML loads back', async ({ page }) => {
    const html = page.getByLabel('HTML (edit or paste to load it into the editor)');
    const editor = page.getByRole('textbox', { name: 'Rich text editor' });
    await expect(html).toHaveValue(/<h2>Release notes<\/h2>/);

    // Focused by keyboard, not clicked: ProseMirror applies a click's caret a moment after the mouse
    // is up, so on a slow machine it could land after Ctrl+End and put the heading in a table cell.
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Heading 3' }).click();
    await page.keyboard.type('Typed heading');
    await expect(html).toHaveValue(/<h3>Typed heading<\/h3>/);
    await expect(page.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'true');

    await html.fill('<h1 onclick="alert(1)">Pasted</h1><p>With <strong>bold</strong></p><script>alert(1)</script>');
    await expect(editor.getByRole('heading', { level: 1, name: 'Pasted' })).toBeVisible();
    await expect(editor.locator('strong')).toHaveText('bold');
    await html.blur();
    await expect(html).toHaveValue('<h1>Pasted</h1>\n<p>With <strong>bold</strong></p>');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await expect(page.getByRole('textbox', { name: 'Rich text editor' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
