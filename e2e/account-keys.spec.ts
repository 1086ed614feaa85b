import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './ai-server';

const KEY = 'sk-proj-e2eTESTkey-abcdefghijklmnop-wxyz';

test('adds a key, reveals it, deactivates, activates and deletes it', async ({ page, email }) => {
  void email;
  // One long flow through every action, with two reloads.
  test.slow();
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'AI Provider API Keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();

  // The add form opens and closes with its toggle button.
  const toggle = section.getByRole('button', { name: 'Add API Key' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(section.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
  const save = section.getByRole('button', { name: 'Save Key' });
  await expect(save).toBeDisabled();
  await section.getByLabel('API key', { exact: true }).fill('    ');
  await expect(save).toBeDisabled();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByLabel('API key', { exact: true })).toHaveCount(0);

  await section.getByRole('button', { name: 'Add API Key' }).click();
  await section.getByLabel('Provider').selectOption({ label: 'OpenAI' });
  await section.getByLabel('API key', { exact: true }).fill(`  ${KEY}  `);
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await save.click();

  await expect(section.getByText('OpenAI key saved.')).toBeVisible();
  await expect(section.getByLabel('API key', { exact: true })).toHaveCount(0);
  const row = section.getByRole('listitem', { name: 'OpenAI API key' });
  await expect(row.getByTestId('key-value')).toHaveText('Masked key: sk-p••••••••wxyz');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(KEY)).toHaveCount(0);

  // Revealed per key, on request, and hidden again.
  await row.getByRole('button', { name: 'Reveal OpenAI key' }).click();
  await expect(row.getByTestId('key-value')).toHaveText(`Key: ${KEY}`);
  await row.getByRole('button', { name: 'Hide OpenAI key' }).click();
  await expect(row.getByTestId('key-value')).toHaveText('Masked key: sk-p••••••••wxyz');

  await row.getByRole('button', { name: 'Deactivate OpenAI key' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'AI Provider API Keys' }).getByRole('listitem', { name: 'OpenAI API key' });
  await expect(reloaded.getByText('Inactive', { exact: true })).toBeVisible();
  await reloaded.getByRole('button', { name: 'Activate OpenAI key' }).click();
  await expect(reloaded.getByText('Active', { exact: true })).toBeVisible();

  // Delete asks first; Cancel keeps the key and gives focus back to Delete.
  await reloaded.getByRole('button', { name: 'Delete OpenAI key' }).click();
  const confirm = reloaded.getByRole('group', { name: 'Confirm deleting the OpenAI key' });
  await expect(confirm.getByRole('button', { name: 'Delete key' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(reloaded.getByRole('button', { name: 'Delete OpenAI key' })).toBeFocused();
  await reloaded.getByRole('button', { name: 'Delete OpenAI key' }).click();
  await reloaded.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('OpenAI key deleted.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'AI Provider API Keys' }).getByText('No API keys yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'AI Provider API Keys' }).getByText('No API keys yet.')).toBeVisible();
});

test('saving a second key for a provider replaces the first, and keys are listed newest first', async ({ page, email }) => {
  void email;
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'AI Provider API Keys' });
  for (const [provider, key] of [
    ['Google Gemini', 'AIzaSyFIRSTkey-000000000001'],
    ['Anthropic', 'sk-ant-api03-second-key-0002'],
  ]) {
    await section.getByRole('button', { name: 'Add API Key' }).click();
    await section.getByLabel('Provider').selectOption({ label: provider });
    await section.getByLabel('API key', { exact: true }).fill(key);
    await section.getByRole('button', { name: 'Save Key' }).click();
    await expect(section.getByText(`${provider} key saved.`)).toBeVisible();
  }
  await expect(section.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveText([
    /^Anthropic/,
    /^Google Gemini/,
  ]);

  await section.getByRole('button', { name: 'Add API Key' }).click();
  await section.getByLabel('Provider').selectOption({ label: 'Google Gemini' });
  await expect(section.getByText('This replaces your saved Google Gemini key and makes it active.')).toBeVisible();
  await section.getByLabel('API key', { exact: true }).fill('AIzaSyNEWERkey-999999999999');
  await section.getByRole('button', { name: 'Save Key' }).click();
  const items = section.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(section.getByRole('listitem', { name: 'Google Gemini API key' }).getByTestId('key-value')).toHaveText(
    'Masked key: AIza••••••••9999',
  );
  await expectNoSeriousA11yViolations(page);
});
