import { expect, type Locator } from '@playwright/test';

/**
 * Pastes `text` into a text field as a user does (clipboard, then Ctrl+V). Use it for large texts:
 * Playwright's fill() inserts through Chromium's editing commands, whose cost grows with the square of
 * the lines (6,000 lines: over 90 s), while a real paste of the same 160 KB takes a quarter second.
 */
export async function paste(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
  // Not compared with `text`: a screen may tidy what is pasted (JSON Diff formats it), and a 160 KB
  // mismatch in a failure message helps nobody. The spec checks what the screen made of it.
  await expect(field).not.toHaveValue('');
}
