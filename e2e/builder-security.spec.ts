import type { Page } from '@playwright/test';
import { expect, test } from './ai-server';
import { generate, openBuilder, replyWithSite, websiteJson } from './builder-helpers';

// DESIGN.md §4.2 and issue 5: generated code never runs as the signed-in user. The preview frame
// is sandboxed without allow-same-origin and its shell is served with a CSP sandbox, so a
// hostile site can reach neither our page, nor the session cookie, nor our storage, nor the API
// with the user's credentials; and it keeps working itself.

const OWN_KEY = 'sk-proj-builder-security-secret-0000';

/** A site whose script tries everything and writes each outcome into the page. */
const hostileHtml = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>Hostile</title><link rel="stylesheet" href="styles.css"></head>
<body>
  <h1>Hostile site</h1>
  <button id="counter" type="button">Clicked <span id="count">0</span> times</button>
  <ul id="results"></ul>
  <script src="script.js"></script>
</body>
</html>`;

const hostileJs = `
const results = document.getElementById('results');
function report(name, outcome) {
  const li = document.createElement('li');
  li.dataset.attempt = name;
  li.textContent = outcome;
  results.appendChild(li);
}
function attempt(name, read) {
  try {
    report(name, 'allowed: ' + String(read()).slice(0, 200));
  } catch (error) {
    report(name, 'blocked: ' + error.name);
  }
}
attempt('parent.document', () => (window.parent === window ? 'no parent' : window.parent.document.title));
attempt('document.cookie', () => document.cookie);
attempt('localStorage', () => localStorage.getItem('forge_builder_history'));
attempt('sessionStorage', () => sessionStorage.length);
attempt('indexedDB', () => indexedDB.open('probe') && 'opened');
fetch('/api/keys', { credentials: 'include' })
  .then((r) => r.text().then((t) => report('fetch', 'allowed: ' + r.status + ' ' + t.slice(0, 200))))
  .catch((error) => report('fetch', 'blocked: ' + error.name));
document.getElementById('counter').addEventListener('click', () => {
  const count = document.getElementById('count');
  count.textContent = String(Number(count.textContent) + 1);
});
`;

type Outcomes = Record<string, string>;

async function outcomesIn(frame: ReturnType<Page['frameLocator']> | Page): Promise<Outcomes> {
  const items = frame.locator('#results li');
  await expect(items).toHaveCount(6);
  const entries = await items.evaluateAll((lis) => lis.map((li) => [(li as HTMLElement).dataset.attempt!, li.textContent!]));
  return Object.fromEntries(entries);
}

test('a generated site cannot reach the page, the session, storage or the API, and keeps working', async ({
  page,
  aiServer,
  email,
}) => {
  void email;
  test.slow();
  aiServer.fake.reset();
  // Something worth stealing: an own API key on the account, a history in localStorage.
  const saved = await page.request.post('/api/keys', {
    data: { provider: 'gemini', apiKey: OWN_KEY },
    headers: { origin: aiServer.url },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  replyWithSite(aiServer.fake, websiteJson({ name: 'Hostile', html: hostileHtml, js: hostileJs }), { times: 1 });

  await openBuilder(page);
  await generate(page, { name: 'Hostile' });
  expect(await page.evaluate(() => localStorage.getItem('forge_builder_history'))).toContain('Hostile');
  const cookies = await page.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);

  const frameElement = page.locator('iframe[title="Preview of Hostile"]');
  const sandbox = await frameElement.getAttribute('sandbox');
  expect(sandbox?.split(/\s+/)).not.toContain('allow-same-origin');
  const frame = page.frameLocator('iframe[title="Preview of Hostile"]');
  const outcomes = await outcomesIn(frame);
  expect(outcomes['parent.document']).toBe('blocked: SecurityError');
  expect(outcomes['document.cookie']).toBe('blocked: SecurityError');
  expect(outcomes.localStorage).toBe('blocked: SecurityError');
  expect(outcomes.sessionStorage).toBe('blocked: SecurityError');
  expect(outcomes.indexedDB).toMatch(/^blocked: /);
  expect(outcomes.fetch).toBe('blocked: TypeError');
  for (const text of Object.values(outcomes)) {
    expect(text).not.toContain(OWN_KEY);
    expect(text).not.toContain('maskedKey');
    for (const cookie of cookies) expect(text).not.toContain(cookie.value);
  }

  // The site itself still works, and the builder page is untouched.
  const counter = frame.getByRole('button', { name: /Clicked \d+ times/ });
  await counter.click();
  await counter.click();
  await expect(counter).toHaveText('Clicked 2 times');
  await expect(page).toHaveURL(/\/forge-builder$/);
  await expect(page.getByTestId('site-name')).toHaveText('Hostile');

  // Opened in a new tab it is just as contained: the shell's CSP sandbox makes it an opaque origin.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in new tab' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/builder-preview#/);
  const top = await outcomesIn(popup);
  expect(top['parent.document']).toBe('allowed: no parent');
  expect(top['document.cookie']).toBe('blocked: SecurityError');
  expect(top.localStorage).toBe('blocked: SecurityError');
  expect(top.fetch).toBe('blocked: TypeError');
  expect(await popup.evaluate(() => window.origin)).toBe('null');
  await popup.getByRole('button', { name: /Clicked/ }).click();
  await expect(popup.getByRole('button', { name: /Clicked/ })).toHaveText('Clicked 1 times');
  await popup.close();
});
