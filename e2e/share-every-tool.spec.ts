/// <reference lib="dom" />
import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { decodeShareFragment } from '../web/src/lib/tool-state/share-codec';
import type { ToolMeta } from '../web/src/tools/types';
import { expect, test as signedIn } from './fixtures';
import { workingTools } from './tool-registry';

// Share links for every tool (issue 28 §4): fill a state that is not the default, Share, open the
// link in a fresh signed-in browser context, and see the same state there; a secret is left out of
// the link unless "Include secrets" is ticked. One parametrized spec over the catalogue's own screens
// (the generic operation screen's tools are reopened in a fresh context by operation-tools.spec.ts,
// from their worked examples, so a tool added later is covered without editing either file): rich
// screens are filled from the small table below; a rich tool missing from it gets its first text
// field filled, and fails with a clear message if that is not part of its shared state.
// Besides what each step checks on the screen, the reopened page's own Share link must carry exactly
// the state the first link carried: every field came back, not only the ones looked at.
// Cheap on purpose: one page per worker fills and shares; each tool gets a fresh context to open it.

/** One thing to set on a screen; the same step then checks the reopened screen shows it. */
type Step =
  | { fill: string; value: string; editor?: boolean }
  | { select: string; option: string }
  | { check: string }
  | { radio: string }
  | { tab: string }
  | { click: string };

type ShareCase = {
  steps: Step[];
  /** A sensitive field to fill: its value must stay out of the default link; `leftOut` is how the dialog names it. */
  secret?: { fill: string; value: string; leftOut: string };
  /** Starts a database engine in the page (PGlite): given three times the time. */
  slow?: boolean;
  /** All the screen's state is secret: the default link carries nothing, the link with secrets carries it back. */
  secretOnly?: boolean;
};

// An HS256 token (RFC 7519 §3.1's claims), so the decoder asks for its secret.
const jwtSecret = 'shared-jwt-secret';
const jwtBody = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"share-check","iat":1516239022}').toString('base64url')}`;
const jwt = `${jwtBody}.${createHmac('sha256', jwtSecret).update(jwtBody).digest('base64url')}`;

const shareCases: Record<string, ShareCase> = {
  'ai-code-analyzer': { steps: [{ fill: 'Code', value: 'const answer = 42;', editor: true }] },
  'ai-regex-generator': { steps: [{ fill: 'Describe the pattern', value: 'A UK postcode' }] },
  'ai-sql-optimizer': { steps: [{ fill: 'SQL query', value: 'SELECT * FROM orders', editor: true }] },
  'badge-generator': { steps: [{ fill: 'Label', value: 'share-check' }] },
  // Its state is secret but for the cost, a slider kept as the user's own preference.
  bcrypt: { steps: [], secret: { fill: 'Password', value: 'shared-bcrypt-password', leftOut: 'Password' }, secretOnly: true },
  'bip39-mnemonic': {
    steps: [{ select: 'Language', option: 'spanish' }, { radio: '24' }],
    secret: { fill: 'Passphrase (optional)', value: 'shared-passphrase', leftOut: 'Passphrase' },
  },
  'branch-name-generator': {
    steps: [
      { select: 'Type', option: 'bugfix' },
      { fill: 'Description', value: 'Fix the crash on empty lists' },
    ],
  },
  'changelog-generator': { steps: [{ fill: 'Version', value: '2.0.0' }] },
  'chmod-calculator': {
    steps: [
      { fill: 'File or directory', value: 'deploy.sh' },
      { fill: 'Change', value: 'u+x' },
    ],
  },
  'chronometer-timer': { steps: [{ tab: 'Timer' }, { fill: 'Minutes', value: '12' }] },
  'ci-config-builder': { steps: [{ fill: 'Secrets', value: 'DEPLOY_TOKEN' }] },
  'code-linter': { steps: [{ select: 'Language', option: 'python' }] },
  'code-summarizer': { steps: [{ select: 'Language', option: 'python' }] },
  'color-palette-generator': {
    steps: [
      { fill: 'Base colour', value: 'rebeccapurple' },
      { select: 'Harmony', option: 'triadic' },
    ],
  },
  'commit-message-generator': { steps: [{ fill: 'Scope', value: 'share' }] },
  'cron-builder': { steps: [{ fill: 'Cron expression', value: '0 0 1 1 *' }] },
  'emoji-picker': { steps: [{ fill: 'Search emoji', value: 'rocket' }, { radio: 'Medium' }] },
  'dockerfile-generator': { steps: [{ tab: 'Configuration' }, { fill: 'Ports', value: '4000' }] },
  'git-cheat-sheet': { steps: [{ fill: 'Search by task or command', value: 'rebase' }] },
  'graphql-client': {
    steps: [{ fill: 'Endpoint', value: 'https://api.example.com/graphql' }],
    secret: { fill: 'API key (optional)', value: 'shared-graphql-key', leftOut: 'API key' },
  },
  'grid-generator': { steps: [{ select: 'Columns at md', option: '3' }] },
  'hash-generator': {
    steps: [{ fill: 'Text to hash', value: 'abc' }, { check: 'HMAC (keyed hash)' }],
    secret: { fill: 'HMAC key', value: 'shared-hmac-key', leftOut: 'HMAC key' },
  },
  'http-client': {
    steps: [
      { select: 'Method', option: 'POST' },
      { fill: 'URL', value: 'https://api.example.com/items?page=2' },
      { tab: 'Auth' },
      { radio: 'Bearer token' },
    ],
    secret: { fill: 'Token', value: 'shared-bearer-token', leftOut: 'bearer token' },
  },
  'image-optimizer': { steps: [{ fill: 'Max width', value: '400' }] },
  'json-formatter': { steps: [{ select: 'Indent', option: '4' }] },
  'json-schema-validator': { steps: [{ fill: 'JSON document', value: '{"id": 1}', editor: true }] },
  // Its signing secret and private key are never link state, not even with "Include secrets".
  'jwt-builder': {
    steps: [
      { select: 'Algorithm', option: 'HS384' },
      { fill: 'Payload (claims, JSON)', value: '{"sub":"share-check"}' },
    ],
  },
  'jwt-decoder': {
    steps: [{ fill: 'JWT token', value: jwt }],
    secret: { fill: 'Secret', value: jwtSecret, leftOut: 'JWT secret or public key' },
  },
  'lorem-ipsum-generator': { steps: [{ fill: 'Count', value: '4' }] },
  'math-evaluator': { steps: [{ radio: 'Double' }, { fill: 'Significant digits shown', value: '9' }] },
  'migration-manager': { steps: [{ tab: 'Create Migration' }, { fill: 'Name', value: 'add_share_table' }], slow: true },
  'nosql-query-tester': { steps: [{ select: 'Database', option: 'redis' }] },
  'otp-generator': {
    steps: [{ radio: 'HOTP (counter)' }, { select: 'Algorithm', option: 'SHA256' }],
    secret: { fill: 'Secret (Base32)', value: 'JBSWY3DPEHPK3PXP', leftOut: 'Secret' },
  },
  'password-generator': {
    steps: [{ fill: 'Length', value: '40' }],
    secret: { fill: 'Password to check', value: 'shared-password-1', leftOut: 'Password to check' },
  },
  'password-strength-analyzer': {
    steps: [],
    secret: { fill: 'Password', value: 'correct horse battery staple', leftOut: 'Password' },
    secretOnly: true,
  },
  'qr-code-generator': { steps: [{ fill: 'Text or URL', value: 'https://example.com/share' }] },
  'query-builder': { steps: [{ select: 'Database', option: 'sqlite' }] },
  'refactoring-assistant': { steps: [{ fill: 'Parameters over', value: '6' }] },
  'regex-cheat-sheet': { steps: [{ fill: 'Search the syntax', value: 'lookbehind' }] },
  'regex-tester': {
    steps: [
      { fill: 'Regular expression', value: 'a+' },
      { fill: 'Test string', value: 'caat' },
    ],
  },
  'schema-diff': { steps: [{ fill: 'Schema A', value: 'CREATE TABLE t (a int);', editor: true }] },
  'snippet-library': {
    steps: [
      { fill: 'Search snippets', value: 'share' },
      { select: 'Language', option: 'python' },
    ],
  },
  'sql-formatter': { steps: [{ select: 'Indent', option: '4' }] },
  'svg-builder': { steps: [{ click: 'Add circle' }, { tab: 'Code' }] },
  'text-diff': {
    steps: [
      { fill: 'Original text', value: 'one' },
      { fill: 'Changed text', value: 'two' },
    ],
  },
  'timestamp-converter': { steps: [{ fill: 'Unix timestamp', value: '1709805600' }] },
  'token-generator': { steps: [{ fill: 'Length', value: '48' }] },
  'uml-generator': { steps: [{ select: 'Language', option: 'python' }] },
  'uuid-generator': {
    steps: [{ select: 'Format', option: 'simple' }, { check: 'Uppercase' }],
  },
  'wifi-qr-code': {
    steps: [{ fill: 'Network name (SSID)', value: 'Shared network' }],
    secret: { fill: 'Password', value: 'shared-wifi-password', leftOut: 'Password' },
  },
  'color-blindness-simulator': { steps: [{ fill: 'Colours', value: '#123456\n#abcdef' }] },
};

// --- one page per worker fills and shares; every tool is opened in a fresh context ----------------

const test = signedIn.extend<object, { sharer: Page }>({
  sharer: [
    async ({ browser, workerStorageState }, use) => {
      const context = await browser.newContext({ storageState: workerStorageState, serviceWorkers: 'block' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

function control(page: Page, step: { fill: string; editor?: boolean }): Locator {
  return step.editor ? page.getByRole('textbox', { name: step.fill, exact: true }) : page.getByLabel(step.fill, { exact: true });
}

async function apply(page: Page, step: Step) {
  if ('fill' in step && step.editor) {
    // A code editor: select what it holds and type over it (fill would add to it).
    await control(page, step).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(step.value);
  } else if ('fill' in step) await control(page, step).fill(step.value);
  else if ('select' in step) await page.getByLabel(step.select, { exact: true }).selectOption(step.option);
  else if ('check' in step) await page.getByLabel(step.check, { exact: true }).check();
  // Segmented controls draw their radios over visually hidden inputs.
  else if ('radio' in step) await page.getByRole('radio', { name: step.radio, exact: true }).check({ force: true });
  else if ('tab' in step) await page.getByRole('tab', { name: step.tab, exact: true }).click();
  else await page.getByRole('button', { name: step.click, exact: true }).click();
}

async function expectValue(field: Locator, value: string) {
  if (await field.evaluate((el) => (el as HTMLElement).isContentEditable)) await expect(field).toHaveText(value);
  else await expect(field).toHaveValue(value);
}

async function expectApplied(page: Page, step: Step) {
  if ('fill' in step) await expectValue(control(page, step), step.value);
  else if ('select' in step) await expect(page.getByLabel(step.select, { exact: true })).toHaveValue(step.option);
  else if ('check' in step) await expect(page.getByLabel(step.check, { exact: true })).toBeChecked();
  else if ('radio' in step) await expect(page.getByRole('radio', { name: step.radio, exact: true })).toBeChecked();
  else if ('tab' in step)
    await expect(page.getByRole('tab', { name: step.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function openTool(page: Page, tool: ToolMeta, url = `/tools/${tool.id}`) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  // The screen is a lazy chunk (and waits for a link's state): its region shows once it is drawn.
  await expect(page.getByRole('region', { name: tool.name, exact: true })).toBeVisible({ timeout: 60_000 });
}

type Link = { url: string; state: Record<string, unknown>; withSecrets?: Link };

async function readLink(dialog: Locator): Promise<Link> {
  const field = dialog.getByLabel('Link', { exact: true });
  await expect(field).toHaveValue(/#s=1\.[bz]\./);
  const url = await field.inputValue();
  return { url, state: (await decodeShareFragment(new URL(url).hash)).s };
}

/** Share's link (made without secrets), and with them when `secret` is given. */
async function share(page: Page, secret?: ShareCase['secret']): Promise<Link> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Share / });
  const link = await readLink(dialog);
  if (secret) {
    expect(JSON.stringify(link.state), 'the secret is left out by default').not.toContain(secret.value);
    await expect(dialog.getByText(/^Left out of the link:/)).toContainText(secret.leftOut);
    await dialog.getByLabel('Include secrets').check();
    await expect(dialog.getByText(/^The link contains/)).toContainText(secret.leftOut);
    await expect(dialog.getByLabel('Link', { exact: true })).not.toHaveValue(link.url);
    link.withSecrets = await readLink(dialog);
    expect(JSON.stringify(link.withSecrets.state), 'ticked, the secret is in the link').toContain(secret.value);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return link;
}

/** A fresh signed-in context (no storage from the sharer) opening the link. */
async function openElsewhere(
  browser: Browser,
  storageState: string,
  tool: ToolMeta,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  await openTool(page, tool, url);
  await expect(
    page.getByText(/Part of this link could not be used|This link is damaged|This link is for another tool/),
  ).toHaveCount(0);
  return { context, page };
}

// Tools on the generic operation screen share through one component: e2e/operation-tools.spec.ts
// reopens each of them from its link in a fresh context (with its secrets asked for), so this spec
// covers the screens with state of their own, keeping the suite's time in bounds as tools are added.
// Screens with nothing of the user's to put in a link, or whose links another spec covers.
const notHere: Record<string, string> = {
  'device-information': 'it shows the device that opens it; the user sets nothing',
  'keycode-info': 'it shows the last key pressed; nothing to keep',
  'pdf-signature-checker': 'its input is a file, and a file is never put in a link',
  'recipe-builder': 'recipe-builder.spec.ts shares recipes with and without their input',
  'camera-recorder': 'its input is the camera; photos and videos are files, never put in a link',
};
const tools = (await workingTools()).filter(
  (tool) => (tool.screen !== 'operations' || shareCases[tool.id]) && !(tool.id in notHere),
);
// Two page loads, two Share dialogs and a context per tool: more than the default 30 s on a shared, loaded machine.
test.describe.configure({ timeout: 90_000 });

for (const tool of tools) {
  test(`${tool.name}: a Share link reopens the same state in a fresh context`, async ({
    sharer,
    browser,
    workerStorageState,
  }) => {
    if (shareCases[tool.id]?.slow) test.slow();
    await openTool(sharer, tool);
    const known = shareCases[tool.id];
    let steps = known?.steps;
    if (!steps) {
      // A rich screen not in the table: its first text field stands for its state.
      const field = sharer.getByRole('main').getByRole('textbox').filter({ visible: true }).first();
      const name =
        (await field.getAttribute('aria-label')) ??
        (await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
      steps = [{ fill: name.trim(), value: `share-check ${tool.id}`, editor: true }];
    }
    for (const step of steps) await apply(sharer, step);
    if (known?.secret) await sharer.getByLabel(known.secret.fill, { exact: true }).fill(known.secret.value);
    const link: Link = await share(sharer, known?.secret);
    const expectReopened = async (page: Page) => {
      for (const step of steps) await expectApplied(page, step);
      if (known?.secret) await expect(page.getByLabel(known.secret.fill, { exact: true })).toHaveValue('');
    };
    if (known?.secretOnly) {
      // Nothing but secrets: the default link holds none of them, the ticked one brings them back.
      expect(link.state).toEqual({});
      const { context, page } = await openElsewhere(browser, workerStorageState, tool, link.withSecrets!.url);
      try {
        await expect(page.getByLabel(known.secret!.fill, { exact: true })).toHaveValue(known.secret!.value);
      } finally {
        await context.close();
      }
      return;
    }
    expect(
      Object.keys(link.state).length,
      `${tool.id}: the link carries no state; add a row to shareCases in ${import.meta.filename} that fills a shared field`,
    ).toBeGreaterThan(0);

    const { context, page } = await openElsewhere(browser, workerStorageState, tool, link.url);
    try {
      await expectReopened(page);
      // Every field came back, not only those checked on the screen: the reopened page's own link
      // holds the same values. It may leave out a field whose default there is the shared value (a
      // screen whose default code follows the chosen language), but never holds one the link did not.
      const reopened = (await share(page)).state;
      expect(reopened).toEqual(Object.fromEntries(Object.keys(reopened).map((key) => [key, link.state[key]])));
      expect(Object.keys(reopened).length, 'the reopened page kept the shared state').toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
}
