/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { callAi, expect as aiExpect, FREE_DAILY_LIMIT, test as aiTest } from './ai-server';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

const diff = `diff --git a/src/api/users.ts b/src/api/users.ts
index 3b18e51..a9c2f10 100644
--- a/src/api/users.ts
+++ b/src/api/users.ts
@@ -1,2 +1,3 @@
 export function list() {}
-export function get() {}
+export function get(id: string) {}
+export function remove(id: string) {}
diff --git a/docs/api.md b/docs/users.md
similarity index 90%
rename from docs/api.md
rename to docs/users.md
`;

const result = (page: Page) => page.getByRole('textbox', { name: /^Commit message/ });
const history = (page: Page) => page.getByRole('list', { name: 'Recent Commits' }).getByRole('listitem');

async function open(page: Page) {
  await page.goto('/tools/commit-message-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Git Commit Assistant' })).toBeVisible({ timeout: 20_000 });
}

/** The diff editor (CodeMirror) is filled as a user pastes. */
async function pasteDiff(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Git diff' }).fill(text);
}

test.describe('Git Commit Assistant, from the template', () => {
  test('builds a Conventional Commit from the form and the diff, checks it, copies it and keeps it', async ({
    page,
    context,
  }) => {
    // Four axe scans: light and dark at 1280 and at 375 px.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByLabel('Type').selectOption('feat');
    await page.getByLabel('Scope').fill('api');
    await page.getByLabel('Issue number').fill('42');
    await page.getByLabel('Breaking Change').check();
    await page.getByLabel('What breaks (optional)').fill('get() now needs an id');
    await page.getByLabel('Additional context').fill('Let users remove their account\n\nThe users API gets a remove(id) call.');
    await pasteDiff(page, diff);
    await page.getByLabel('Co-authors').fill('Grace Hopper <grace@example.com>');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();

    const expected = [
      'feat(api)!: Let users remove their account',
      '',
      'The users API gets a remove(id) call.',
      '',
      'Files changed:',
      '- src/api/users.ts',
      '- docs/api.md → docs/users.md (renamed)',
      '',
      'BREAKING CHANGE: get() now needs an id',
      'Closes #42',
      '',
      'Co-authored-by: Grace Hopper <grace@example.com>',
    ].join('\n');
    await expect(result(page)).toHaveValue(expected);
    await expect(page.getByRole('list', { name: 'Message checks' })).toHaveText(
      'Subject within 72 characters, Conventional Commits header',
    );
    await expect(history(page)).toHaveCount(1);
    await expect(history(page).first()).toContainText('feat(api)!: Let users remove their account');

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // An edit is checked as it is made.
    await result(page).fill(`feat(api): ${'a very long subject '.repeat(4)}\nno blank line`);
    await expect(page.getByRole('list', { name: 'Message checks' })).toContainText('The subject line is 91 characters');
    await expect(page.getByRole('list', { name: 'Message checks' })).toContainText('The second line should be blank');

    await expectNoSeriousA11yViolationsInBothThemes(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('imports a .patch, refuses other files, and names a bad co-author line', async ({ page }) => {
    await open(page);
    const input = page.getByLabel('Import Diff');
    await input.setInputFiles({ name: 'remove-user.patch', mimeType: 'text/x-patch', buffer: Buffer.from(diff) });
    await expect(page.getByRole('textbox', { name: 'Git diff' })).toContainText('rename to docs/users.md');
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByRole('alert')).toHaveText('Import a .diff, .patch or .txt file ("logo.png" is not one).');

    await page.getByLabel('Template').selectOption('gitmoji');
    await page.getByLabel('Type').selectOption('fix');
    await page.getByLabel('Co-authors').fill('Grace Hopper <grace@example.com>\nalan@example.com');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Co-author line 2 ("alan@example.com") must be Name <email>, e.g. Ada Lovelace <ada@example.com>',
    );
    await expect(result(page)).toHaveValue('');

    await page.getByLabel('Co-authors').fill('');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(result(page)).toHaveValue(/^🐛 fix: update 2 files\n\nFiles changed:\n- src\/api\/users\.ts\n/);
  });

  test('loads a message back from Recent Commits, exports the history, and keeps the options', async ({ page }) => {
    await open(page);
    await page.getByLabel('Template').selectOption('angular');
    await page.getByLabel('Scope').fill('docs');
    for (const context of ['Explain the retry policy', 'Add a FAQ page']) {
      await page.getByLabel('Additional context').fill(context);
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(history(page).first()).toContainText(context.replace(/^./, (c) => c.toLowerCase()));
    }
    await expect(result(page)).toHaveValue('feat(docs): add a FAQ page');
    await history(page).nth(1).getByRole('button').click();
    await expect(result(page)).toHaveValue('feat(docs): explain the retry policy');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export History' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('commit-history.json');
    const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(exported.commits.map((c: { message: string }) => c.message)).toEqual([
      'feat(docs): add a FAQ page',
      'feat(docs): explain the retry policy',
    ]);

    await reloadWithState(page);
    await expect(page.getByLabel('Template', { exact: true })).toHaveValue('angular', { timeout: 20_000 });
    await expect(page.getByLabel('Scope')).toHaveValue('docs');
    await expect(history(page)).toHaveCount(2);
  });
});

aiTest.describe('Git Commit Assistant, with AI', () => {
  async function openAi(page: Page) {
    await page.goto('/tools/commit-message-generator');
    await aiExpect(page.getByRole('heading', { level: 1, name: 'Git Commit Assistant' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Use AI Generation').check();
    await aiExpect(page.getByLabel('AI provider')).toBeEnabled();
  }

  aiTest(
    'shows the message arriving, then the answer with the co-authors, Generate disabled meanwhile',
    async ({ page, email, aiServer }) => {
      void email;
      aiTest.slow();
      await page.goto('/tools/commit-message-generator');
      // Off, the provider select is disabled (spec tools.md §2).
      await aiExpect(page.getByLabel('AI provider')).toBeDisabled({ timeout: 20_000 });
      await page.getByLabel('Use AI Generation').check();
      await aiExpect(page.getByLabel('AI provider')).toBeEnabled();
      await pasteDiff(page, diff);
      await page.getByLabel('Co-authors').fill('Grace Hopper <grace@example.com>');

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      aiServer.fake.reset();
      aiServer.fake.reply(
        {
          kind: 'text',
          text: 'feat(api): let users remove their account\n\nAdds remove(id) and renames the API docs.',
          holdLastPiece: held,
        },
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Generate', exact: true }).click();

      await aiExpect(page.getByRole('status').filter({ hasText: 'Generating commit message…' })).toBeVisible();
      await aiExpect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
      await aiExpect(result(page)).toHaveValue(
        /^feat\(api\): let users remove their account\n\nAdds remove\(id\) and renames the API/,
      );
      release();

      await aiExpect(result(page)).toHaveValue(
        'feat(api): let users remove their account\n\nAdds remove(id) and renames the API docs.\n\nCo-authored-by: Grace Hopper <grace@example.com>',
      );
      await aiExpect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
      await aiExpect(history(page).first()).toContainText('AI · OpenAI · gpt-4o-mini');
      const prompt = aiServer.fake.requests.at(-1)!.body.messages.at(-1).content as string;
      aiExpect(prompt).toContain('+export function remove(id: string) {}');
      aiExpect(prompt).not.toContain('grace@example.com');
      await expectNoSeriousA11yViolationsInBothThemes(page);
    },
  );

  aiTest('uses the template when there is no diff, and says so', async ({ page, email, aiServer }) => {
    void email;
    await openAi(page);
    aiServer.fake.reset();
    await page.getByLabel('Additional context').fill('Tidy the README');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await aiExpect(result(page)).toHaveValue('feat: Tidy the README');
    await aiExpect(
      page.getByText('No diff to send: the message was made from the template. AI generation needs a diff.'),
    ).toBeVisible();
    // No generation call (the model list the provider select may still be fetching is not one).
    aiExpect(aiServer.fake.requests.filter((request) => request.api !== 'models')).toHaveLength(0);
  });

  aiTest('asks for a key with the Add Your API Key link when the provider has none', async ({ page, email }) => {
    void email;
    await openAi(page);
    await page.getByLabel('AI provider').selectOption('gemini');
    await pasteDiff(page, diff);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const box = page.getByRole('alert').filter({ hasText: 'API key required' });
    await aiExpect(box).toContainText(
      'Google Gemini API key required. Please add your own Google Gemini API key in Account Settings to use this feature.',
    );
    await aiExpect(box.getByRole('link', { name: 'Add Your API Key' })).toHaveAttribute('href', '/account');
    await aiExpect(page.getByRole('button', { name: 'Save Key' })).toBeVisible();
  });

  aiTest('shows the server’s message at the daily limit', async ({ page, email, aiServer }) => {
    void email;
    aiTest.slow();
    await callAi(page.request, aiServer, FREE_DAILY_LIMIT);
    await openAi(page);
    await pasteDiff(page, diff);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await aiExpect(page.getByRole('alert')).toContainText(`You have used your ${FREE_DAILY_LIMIT} free AI requests for today.`);
    await aiExpect(page.getByRole('alert').getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    await aiExpect(result(page)).toHaveValue('');
  });
});
