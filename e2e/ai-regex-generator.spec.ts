import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { lastPrompt, openAiTool, OPENAI_CHAT, replyText } from './ai-tool-helpers';
import { callAi, expect, FREE_DAILY_LIMIT, test } from './ai-server';

// The AI regex generator (issue 15) against the fake provider: a tested pattern, the examples
// round, Open in Regex Tester, and the refusals.

const postcode = {
  pattern: '[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}',
  flags: '',
  explanation: 'One or two letters, a digit, an optional letter or digit, a space, a digit and two letters.',
};

test.beforeEach(async ({ aiServer, email }) => {
  void email;
  aiServer.fake.reset();
});

async function fillRequest(page: import('@playwright/test').Page) {
  await page.getByLabel('Describe the pattern').fill('A UK postcode');
  await page.getByLabel('Must match (one per line)').fill('SW1A 1AA\nM1 1AE');
  await page.getByLabel('Must not match (one per line)').fill('SW1A1AA\n12345');
}

test('generates a pattern, tests it on every example in the page, and opens it in the Regex Tester', async ({
  page,
  aiServer,
}) => {
  replyText(aiServer.fake, JSON.stringify(postcode));
  await openAiTool(page, 'ai-regex-generator', 'AI Regex Generator');
  await expect(page.getByTestId('ai-key-source')).toHaveText(
    `Uses the built-in key. ${FREE_DAILY_LIMIT} of ${FREE_DAILY_LIMIT} free AI requests left today.`,
  );
  await fillRequest(page);
  await page.getByRole('button', { name: 'Generate Regex' }).click();

  await expect(page.getByTestId('generated-regex')).toHaveText(`/${postcode.pattern}/`);
  await expect(page.getByTestId('regex-explanation')).toHaveText(postcode.explanation);
  await expect(page.getByTestId('example-summary')).toHaveText('4 of 4 examples pass');
  const rows = page.getByRole('list', { name: 'Example results' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('SW1A1AA');
  await expect(rows.nth(2)).toContainText('should not match · no match');
  // The request carried both lists; the use was counted and the figure updated.
  const prompt = lastPrompt(aiServer.fake);
  expect(prompt).toContain('A UK postcode');
  expect(prompt).toContain('must not match');
  await expect(page.getByTestId('ai-key-source')).toContainText(
    `${FREE_DAILY_LIMIT - 1} of ${FREE_DAILY_LIMIT} free AI requests left today`,
  );
  await expect(page.getByTestId('ai-run-summary')).toContainText('OpenAI · gpt-4o-mini · built-in key');
  await expectNoSeriousA11yViolationsInBothThemes(page);

  await page.getByRole('link', { name: 'Open in Regex Tester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible();
  await expect(page.getByLabel('Regular expression')).toHaveValue(postcode.pattern);
  await expect(page.getByLabel('Test string')).toHaveValue('SW1A 1AA\nM1 1AE\nSW1A1AA\n12345');
  await expect(page.getByRole('checkbox', { name: 'm multiline' })).toBeChecked();
  await expect(page.getByText('2 match(es) found')).toBeVisible();
});

test('asks again with the failed examples, at most twice, each round counted', async ({ page, aiServer }) => {
  // The space is optional: "SW1A1AA", which must not match, does.
  const loose = { pattern: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}', flags: '', explanation: 'A postcode, space optional.' };
  replyText(aiServer.fake, JSON.stringify(loose), { times: 2 });
  await openAiTool(page, 'ai-regex-generator', 'AI Regex Generator');
  await fillRequest(page);
  await page.getByRole('button', { name: 'Generate Regex' }).click();
  await expect(page.getByTestId('example-summary')).toHaveText('3 of 4 examples pass');
  await expect(page.getByText('2 of 2 retries left.')).toBeVisible();

  await page.getByRole('button', { name: 'Ask again with the failure' }).click();
  await expect(page.getByText('1 of 2 retries left.')).toBeVisible();
  const retryPrompt = lastPrompt(aiServer.fake);
  expect(retryPrompt).toContain('Your previous answer was /[A-Z]{1,2}');
  expect(retryPrompt).toContain('\\"SW1A1AA\\" must not match but did');

  replyText(aiServer.fake, JSON.stringify(postcode));
  await page.getByRole('button', { name: 'Ask again with the failure' }).click();
  await expect(page.getByTestId('example-summary')).toHaveText('4 of 4 examples pass');
  await expect(page.getByRole('button', { name: /Ask again/ })).toHaveCount(0);
  expect(aiServer.fake.requests.filter((r) => r.path === OPENAI_CHAT)).toHaveLength(3);
  await expect(page.getByTestId('ai-key-source')).toContainText(
    `${FREE_DAILY_LIMIT - 3} of ${FREE_DAILY_LIMIT} free AI requests left today`,
  );
});

test("an invalid pattern shows the engine's error; an empty answer says no pattern was generated", async ({ page, aiServer }) => {
  replyText(aiServer.fake, JSON.stringify({ pattern: '(unclosed', flags: 'g', explanation: 'Oops.' }));
  await openAiTool(page, 'ai-regex-generator', 'AI Regex Generator');
  await page.getByLabel('Describe the pattern').fill('Anything');
  await page.getByRole('button', { name: 'Generate Regex' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid regular expression: /(unclosed/g: Unterminated group');

  replyText(aiServer.fake, '');
  await page.getByRole('button', { name: 'Generate Regex' }).click();
  await expect(page.getByRole('alert')).toContainText('No regex pattern generated');
});

test('the refusals: no description, no key (key entry opens), the daily limit', async ({ page, aiServer }) => {
  await openAiTool(page, 'ai-regex-generator', 'AI Regex Generator');
  await page.getByRole('button', { name: 'Generate Regex' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please enter a description for the regex pattern/);

  // Gemini has no built-in key on this server.
  await page.getByLabel('AI provider').selectOption({ label: 'Google Gemini (no key)' });
  await expect(page.getByTestId('ai-key-source')).toHaveText('No Google Gemini key yet: add yours to use Google Gemini.');
  await page.getByLabel('Describe the pattern').fill('A UK postcode');
  await page.getByRole('button', { name: 'Generate Regex' }).click();
  await expect(page.getByRole('alert')).toContainText('Please configure your AI API key first');
  const entry = page.getByRole('region', { name: 'Google Gemini API Key' });
  await expect(entry.getByRole('button', { name: 'Save Key' })).toBeDisabled();
  await entry.getByRole('button', { name: 'Close API key panel' }).click();
  await page.getByRole('alert').getByRole('button', { name: 'Configure API Key' }).click();
  await expect(entry).toBeVisible();

  // Back to OpenAI, with the day's free requests used up.
  await page.getByLabel('AI provider').selectOption('openai');
  await callAi(page.request, aiServer, FREE_DAILY_LIMIT);
  await page.getByRole('button', { name: 'Generate Regex' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Daily limit reached' });
  await expect(alert).toContainText(`You have used your ${FREE_DAILY_LIMIT} free AI requests for today.`);
  await expect(alert.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account#ai-usage');
  await expect(alert.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/account#plan');
  await expect(page.getByTestId('ai-key-source')).toContainText(`0 of ${FREE_DAILY_LIMIT} free AI requests left today`);
});
