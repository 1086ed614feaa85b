import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './a11y';
import { callAi, expect, FREE_DAILY_LIMIT, test } from './ai-server';
import {
  downloadText,
  generate,
  generateButton,
  OPENAI_CHAT,
  openBuilder,
  previewFrame,
  promptBox,
  replyWithSite,
  sampleWebsite,
  seededHistory,
  websiteJson,
} from './builder-helpers';

// The website builder at /forge-builder (spec platform.md §2–5, issue 5), against the real
// server whose providers are the fake provider: generation, preview, code, downloads, history,
// refine, runtime errors, cancel and the error states.

test.beforeEach(async ({ aiServer, email }) => {
  void email;
  aiServer.fake.reset();
});

test('generates a site with streaming progress; preview at each device, code tabs, copy, downloads and the ZIP', async ({
  page,
  aiServer,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: aiServer.url });
  // Paced, and the last piece waits until the progress has been seen (a busy machine could
  // otherwise finish the whole answer before the first look).
  let sendLastPiece!: () => void;
  const lastPieceSent = new Promise<void>((resolve) => (sendLastPiece = resolve));
  replyWithSite(aiServer.fake, websiteJson(), { chunkSize: 40, chunkDelayMs: 60, holdLastPiece: lastPieceSent });
  await openBuilder(page);

  await expect(page.getByRole('heading', { name: 'Ready to Build Something Amazing?' })).toBeVisible();
  for (const card of ['AI-Powered', 'Production Ready', 'Complete Package'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  await expect(page.getByRole('button', { name: /History/ })).toHaveCount(0);

  // Generate needs a prompt; an example fills it.
  await expect(generateButton(page)).toBeDisabled();
  await promptBox(page).fill('   ');
  await expect(generateButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Restaurant' }).click();
  await expect(promptBox(page)).toHaveValue(/Italian trattoria/);
  await expect(generateButton(page)).toBeEnabled();

  await generateButton(page).click();
  await expect(page.getByRole('button', { name: 'Generating Website...' })).toBeDisabled();
  await expect(promptBox(page)).toBeDisabled();
  await expect(page.getByTestId('builder-progress')).toHaveText(
    /^(Writing (HTML|CSS|JavaScript)|Adding name and features)… \d+(\.\d)? (B|KB)$/,
  );
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  sendLastPiece();

  await expect(page.getByTestId('site-name')).toHaveText('Sunrise Yoga', { timeout: 20_000 });
  await expect(page.getByTestId('site-description')).toHaveText(sampleWebsite.description);
  await expect(page.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveText(sampleWebsite.technologies);
  await expect(page.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveText(sampleWebsite.features);
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(promptBox(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'History 1' })).toBeVisible();
  // A counted use of the built-in key: the usage line is refreshed.
  await expect(page.getByTestId('ai-key-source')).toContainText(
    `${FREE_DAILY_LIMIT - 1} of ${FREE_DAILY_LIMIT} free AI requests left today`,
  );

  // The preview: sandboxed without same-origin, loaded from the preview shell, at each width.
  const frameElement = page.locator('iframe[title="Preview of Sunrise Yoga"]');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-modals');
  await expect(frameElement).toHaveAttribute('src', /^\/builder-preview#[A-Za-z0-9_-]+$/);
  const frame = previewFrame(page);
  await expect(frame.getByRole('heading', { name: 'Sunrise Yoga' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Book a class' })).toHaveCSS('background-color', 'rgb(245, 158, 11)');
  for (const [device, width] of [
    ['Tablet', 768],
    ['Mobile', 320],
    ['Desktop', null],
  ] as const) {
    await page.getByRole('group', { name: 'Device' }).getByText(device, { exact: true }).click();
    await expect(page.getByRole('radio', { name: device })).toBeChecked();
    await expect(frame.getByRole('heading', { name: 'Sunrise Yoga' })).toBeVisible();
    const box = (await frameElement.boundingBox())!;
    expect(Math.round(box.height)).toBe(600);
    if (width) expect(Math.round(box.width)).toBe(width);
    // Desktop: the full width of the result panel.
    else expect(box.width).toBeGreaterThan(1000);
  }

  // Code: HTML, CSS and JavaScript, each with Copy and Download.
  await page.getByRole('tab', { name: 'Code' }).click();
  await expect(page.getByRole('tab', { name: 'HTML' })).toHaveAttribute('aria-selected', 'true');
  const files = [
    ['HTML', 'index.html', sampleWebsite.html],
    ['CSS', 'styles.css', sampleWebsite.css],
    ['JavaScript', 'script.js', sampleWebsite.js],
  ] as const;
  for (const [tab, fileName, content] of files) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByLabel(`${fileName} source`)).toHaveText(content);
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(panel.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content);
    const file = await downloadText(page, panel.getByRole('button', { name: 'Download' }));
    expect(file.name).toBe(fileName);
    expect(file.bytes.toString('utf8')).toBe(content);
  }
  // 'Copied!' lasts 2 s.
  await expect(page.getByRole('tabpanel', { name: 'JavaScript' }).getByRole('button', { name: 'Copy', exact: true })).toBeVisible(
    { timeout: 4000 },
  );
  // The code view scrolls past about 24rem.
  const maxHeight = await page.getByLabel('script.js source').evaluate((el) => getComputedStyle(el).maxHeight);
  expect(maxHeight).toBe('384px');

  // Download ZIP: four files, and the README the spec describes.
  const zip = await downloadText(page, page.getByRole('button', { name: 'Download ZIP' }));
  expect(zip.name).toBe('sunrise-yoga-website.zip');
  const unzipped = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(unzipped).sort()).toEqual(['README.md', 'index.html', 'script.js', 'styles.css']);
  expect(strFromU8(unzipped['index.html'])).toBe(sampleWebsite.html);
  expect(strFromU8(unzipped['styles.css'])).toBe(sampleWebsite.css);
  expect(strFromU8(unzipped['script.js'])).toBe(sampleWebsite.js);
  const readme = strFromU8(unzipped['README.md']);
  expect(readme.split('\n')[0]).toBe('# Sunrise Yoga');
  expect(readme).toContain(sampleWebsite.description);
  expect(readme).toContain(`## Features\n\n${sampleWebsite.features.map((f) => `- ${f}`).join('\n')}`);
  expect(readme).toContain(`## Technologies Used\n\n${sampleWebsite.technologies.map((t) => `- ${t}`).join('\n')}`);
  expect(readme).toMatch(/## Getting Started\n\n1\. /);
  expect(readme.trimEnd().split('\n').at(-1)).toBe("Generated with DevForge's AI Website Builder.");

  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
});

test('Open in new tab shows the preview shell, never a blob: URL', async ({ page, aiServer }) => {
  replyWithSite(aiServer.fake, websiteJson());
  await openBuilder(page);
  await generate(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in new tab' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(new RegExp(`^${aiServer.url}/builder-preview#[A-Za-z0-9_-]+$`));
  await expect(popup.getByRole('heading', { name: 'Sunrise Yoga' })).toBeVisible();
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
});

test('keeps the 10 newest in history, restores an entry with its prompt, and clears all', async ({ page, aiServer }) => {
  test.slow();
  await openBuilder(page);
  await page.evaluate((entries) => localStorage.setItem('forge_builder_history', JSON.stringify(entries)), seededHistory(10));
  await page.reload();
  await expect(page.getByRole('button', { name: 'History 10' })).toBeVisible();

  replyWithSite(aiServer.fake, websiteJson());
  await generate(page);
  await expect(page.getByRole('button', { name: 'History 10' })).toBeVisible();

  await page.getByRole('button', { name: 'History 10' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generation History' });
  const items = dialog.getByRole('list', { name: 'Generated websites' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Sunrise Yoga');
  await expect(items.first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(items.last()).toContainText('Seed 2');
  await expect(dialog.getByText('Seed 1', { exact: true })).toHaveCount(0);
  // Dates were revived: shown as dates, with a machine-readable time.
  await expect(items.nth(1).locator('time')).toHaveAttribute('datetime', new Date(Date.UTC(2026, 0, 1, 12, 10)).toISOString());

  await dialog.getByRole('button', { name: /Seed 5/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('site-name')).toHaveText('Seed 5');
  await expect(promptBox(page)).toHaveValue('Seed prompt 5');
  await expect(previewFrame(page, 'Seed 5').getByRole('heading', { name: 'Seed 5' })).toBeVisible();

  // Stored: the list survives a reload, newest first.
  await page.reload();
  await page.getByRole('button', { name: 'History 10' }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toContainText('Sunrise Yoga');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: /History/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('forge_builder_history'))).toBeNull();
});

test('corrupt history in storage does not break the screen', async ({ page }) => {
  await openBuilder(page);
  await page.evaluate(() => localStorage.setItem('forge_builder_history', '{"not": "a list"'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ready to Build Something Amazing?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /History/ })).toHaveCount(0);
});

test('refines the current site into a new version, and the earlier version stays restorable', async ({ page, aiServer }) => {
  test.slow();
  replyWithSite(aiServer.fake, websiteJson());
  await openBuilder(page);
  await generate(page);

  const darkHtml = sampleWebsite.html
    .replace('<header class="hero">', '<header class="hero dark">')
    .replace('Morning classes by the sea.', 'Now with a dark header.');
  replyWithSite(
    aiServer.fake,
    websiteJson({ html: darkHtml, css: `${sampleWebsite.css}\n.dark { background: #111; color: #fff; }` }),
  );
  const refine = page.getByRole('form', { name: 'Refine this website' });
  await expect(refine.getByRole('button', { name: 'Refine Website' })).toBeDisabled();
  await refine.getByLabel('What should change?').fill('Make the header dark');
  await refine.getByRole('button', { name: 'Refine Website' }).click();
  await expect(page.getByText('Version 2')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('“Make the header dark”')).toBeVisible();
  await expect(previewFrame(page).getByText('Now with a dark header.')).toBeVisible();

  // The model got the instruction and the current files.
  const request = aiServer.fake.requests.filter((r) => r.path === OPENAI_CHAT).at(-1)!;
  const sent = JSON.stringify(request.body.messages);
  expect(sent).toContain('Make the header dark');
  expect(sent).toContain('Morning classes by the sea.');

  await page.getByRole('button', { name: 'History 2' }).click();
  const items = page.getByRole('dialog').getByRole('listitem');
  await expect(items.first()).toContainText('Revised: Make the header dark');
  await items.nth(1).getByRole('button').click();
  await expect(page.getByText('Version 2')).toHaveCount(0);
  await expect(previewFrame(page).getByText('Morning classes by the sea.')).toBeVisible();
});

test('reports runtime errors of the preview and sends them back with Fix it', async ({ page, aiServer }) => {
  test.slow();
  const brokenJs = "const missing = document.querySelector('.missing');\nmissing.classList.add('ready');";
  replyWithSite(aiServer.fake, websiteJson({ js: brokenJs }));
  await openBuilder(page);
  await generate(page);

  const panel = page.getByRole('region', { name: /The preview reported a JavaScript error/ });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Cannot read properties of null (reading 'classList')");
  await expect(panel).toContainText('(script.js:2:');

  // Only the preview frame's window is listened to: a message from elsewhere is ignored.
  await page.evaluate(() =>
    window.postMessage(
      { source: 'devforge-preview', type: 'runtime-error', message: 'Forged by the page', line: 1, column: 1 },
      '*',
    ),
  );
  await page.waitForTimeout(300);
  await expect(panel).not.toContainText('Forged');

  replyWithSite(
    aiServer.fake,
    websiteJson({ js: "const missing = document.querySelector('.missing');\nif (missing) missing.classList.add('ready');" }),
  );
  await panel.getByRole('button', { name: 'Fix it' }).click();
  await expect(page.getByText('Version 2')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: /The preview reported/ })).toHaveCount(0);
  const sent = JSON.stringify(aiServer.fake.requests.filter((r) => r.path === OPENAI_CHAT).at(-1)!.body.messages);
  expect(sent).toContain("Cannot read properties of null (reading 'classList')");
  expect(sent).toContain('script.js:2');
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: /The preview reported/ })).toHaveCount(0);
});

test('Cancel stops a generation and goes back to idle', async ({ page, aiServer }) => {
  // Slow enough to cancel halfway: 100 pieces, 150 ms apart.
  replyWithSite(aiServer.fake, websiteJson(), { chunkSize: 20, chunkDelayMs: 150 });
  await openBuilder(page);
  await promptBox(page).fill('A site that takes a while');
  await generateButton(page).click();
  await expect(page.getByTestId('builder-progress')).toContainText('Writing');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Generation cancelled.')).toBeVisible();
  await expect(generateButton(page)).toHaveText('Generate Website');
  await expect(generateButton(page)).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Ready to Build Something Amazing?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /History/ })).toHaveCount(0);
  // The server hung up on the provider too.
  await expect.poll(() => aiServer.fake.abandoned, { timeout: 10_000 }).toBe(1);
});

test('a reply that is not valid JSON twice ends in the Error banner', async ({ page, aiServer }) => {
  replyWithSite(aiServer.fake, 'Sure! Here is a lovely website for you.', { times: 2 });
  await openBuilder(page);
  await promptBox(page).fill('A bakery');
  await generateButton(page).click();
  const banner = page.getByRole('alert').filter({ hasText: 'The AI reply could not be used' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('did not return a usable website twice');
  expect(aiServer.fake.requests.filter((r) => r.path === OPENAI_CHAT)).toHaveLength(2);
  await expect(generateButton(page)).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Ready to Build Something Amazing?' })).toBeVisible();
});

test('a reply without css twice, or a provider out of quota, ends in the Error banner', async ({ page, aiServer }) => {
  replyWithSite(aiServer.fake, websiteJson({ css: undefined }), { times: 2 });
  await openBuilder(page);
  await promptBox(page).fill('A bakery');
  await generateButton(page).click();
  const banner = page.getByRole('alert').filter({ hasText: 'The AI reply could not be used' });
  await expect(banner).toContainText(/css/i, { timeout: 20_000 });

  aiServer.fake.reply(
    {
      kind: 'status',
      status: 429,
      body: { error: { message: 'You exceeded your current quota.', type: 'insufficient_quota', code: 'insufficient_quota' } },
    },
    { prefix: OPENAI_CHAT, times: 1 },
  );
  await generateButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Provider quota exhausted' })).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);
});

test('a signed-out request shows the sign-in error', async ({ page }) => {
  await openBuilder(page);
  await promptBox(page).fill('A bakery');
  await page.context().clearCookies();
  await generateButton(page).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Signed out' });
  await expect(banner).toContainText('Please sign in to continue.');
  await expect(banner.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
});

test('the daily limit refuses with 429 and offers to add an own key', async ({ page, aiServer }) => {
  await callAi(page.request, aiServer, FREE_DAILY_LIMIT);
  await openBuilder(page);
  await expect(page.getByTestId('ai-key-source')).toContainText(`0 of ${FREE_DAILY_LIMIT} free AI requests left today`);
  await promptBox(page).fill('A bakery');
  await generateButton(page).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Daily limit reached' });
  await expect(banner).toContainText(`You have used your ${FREE_DAILY_LIMIT} free AI requests for today.`);
  await banner.getByRole('button', { name: 'Configure API Key' }).click();
  await expect(page.getByRole('region', { name: 'OpenAI API Key' })).toBeVisible();
});

test('without a usable key: the red banner, the key panel, and saving a key for the chosen provider', async ({
  page,
  aiServer,
}) => {
  test.slow();
  await openBuilder(page);
  // The built-in key exists: the key panel is closed and toggled by the API Key button.
  await expect(page.getByRole('region', { name: /API Key$/ })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'API Key', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('region', { name: 'OpenAI API Key' })).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('region', { name: 'OpenAI API Key' })).toHaveCount(0);

  // Gemini has no built-in key on this server.
  await page.getByLabel('AI provider').selectOption({ label: 'Google Gemini (no key)' });
  await expect(page.getByRole('alert').filter({ hasText: 'API Key Required' })).toBeVisible();
  await promptBox(page).fill('A bakery');
  await expect(generateButton(page)).toBeDisabled();
  const panel = page.getByRole('region', { name: 'Google Gemini API Key' });
  const save = panel.getByRole('button', { name: 'Save Key' });
  await expect(panel.getByLabel('API key')).toHaveAttribute('type', 'password');
  await expect(save).toBeDisabled();
  await panel.getByLabel('API key').fill('   ');
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await panel.getByLabel('API key').fill('  AIzaSyE2eBuilderKey-0123456789  ');
  await save.click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'API Key Required' })).toHaveCount(0);
  await expect(page.getByText('Your Google Gemini key is saved.')).toBeVisible();
  await expect(page.getByLabel('AI provider').locator('option:checked')).toHaveText('Google Gemini (your key)');

  // The next generation goes to Gemini with the saved key, and is not counted.
  replyWithSite(aiServer.fake, websiteJson(), { prefix: '/gemini' });
  await expect(generateButton(page)).toBeEnabled();
  await generate(page, { prompt: 'A bakery' });
  const call = aiServer.fake.requests.filter((r) => r.api === 'gemini').at(-1)!;
  expect(call.headers['x-goog-api-key']).toBe('AIzaSyE2eBuilderKey-0123456789');
});

test('the aggregator offers its models, defaulting to the provider default', async ({ page, aiServer }) => {
  await openBuilder(page);
  await page.getByLabel('AI provider').selectOption('ai');
  const model = page.getByLabel('Model');
  await expect(model).toHaveValue('meta-llama/llama-4-maverick');
  await expect(model.locator('option', { hasText: 'fake/model-03' })).toHaveCount(1);
  await model.selectOption('fake/model-03');
  replyWithSite(aiServer.fake, websiteJson(), { prefix: '/agg/v1/chat/completions' });
  await generate(page);
  const call = aiServer.fake.requests.filter((r) => r.path === '/agg/v1/chat/completions').at(-1)!;
  expect(call.body.model).toBe('fake/model-03');
});

test('the builder passes the accessibility checks', async ({ page, aiServer }) => {
  // Four full-page axe scans of the largest screen: 35 s on a busy two-core CI machine.
  test.slow();
  await openBuilder(page);
  await expectNoSeriousA11yViolations(page);
  replyWithSite(aiServer.fake, websiteJson(), { times: 1 });
  await generate(page, { name: sampleWebsite.name });
  // The generated site is the model's work, not ours: the frame is left out.
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  await page.getByRole('tab', { name: 'Code' }).click();
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  await page.getByRole('button', { name: 'History 1' }).click();
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
});
