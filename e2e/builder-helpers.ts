import fs from 'node:fs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { FakeProvider } from '../server/test/fake-provider/fake-provider';
import { sampleWebsite, websiteJson } from '../server/test/fake-provider/fake-provider';

// Shared by the builder specs: scripting the fake provider's website replies and driving the screen.

export { sampleWebsite, websiteJson };

/** Chat completions of the built-in OpenAI provider (the e2e AI server's default). */
export const OPENAI_CHAT = '/openai/v1/chat/completions';

/**
 * The next `times` builder calls answer with this site JSON, streamed in paced pieces so the
 * progress can be seen (about `pieces × delayMs` in all).
 */
export function replyWithSite(
  fake: FakeProvider,
  text: string,
  { times = 1, chunkSize = 80, chunkDelayMs = 25, prefix = OPENAI_CHAT, holdLastPiece = undefined as Promise<unknown> | undefined } = {},
) {
  fake.reply({ kind: 'text', text, chunkSize, chunkDelayMs, holdLastPiece }, { prefix, times });
}

export async function openBuilder(page: Page) {
  await page.goto('/forge-builder');
  // A first visit compiles about 40 chunks before the screen replaces the prerendered shell: under
  // CI's load (stress-ng beside two workers) that once took 7.5 s, past the default 7 s.
  await expect(page.getByRole('heading', { level: 1, name: 'AI Website Builder' })).toBeVisible({ timeout: 30_000 });
  // Providers loaded: the selector (a key exists) or the key panel (none).
  await expect(page.getByLabel('AI provider').or(page.getByRole('button', { name: 'Save Key' }))).toBeVisible();
}

export function promptBox(page: Page): Locator {
  return page.getByLabel('Describe your website');
}

export function generateButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Generat(e|ing) Website/ });
}

/** Fills the prompt, generates, and waits for the result named `name`. */
export async function generate(page: Page, { prompt = 'A landing page for a seaside yoga studio', name = sampleWebsite.name } = {}) {
  await promptBox(page).fill(prompt);
  await generateButton(page).click();
  await expect(page.getByTestId('site-name')).toHaveText(name, { timeout: 20_000 });
}

export function previewFrame(page: Page, name = sampleWebsite.name) {
  return page.frameLocator(`iframe[title="Preview of ${name}"]`);
}

export async function downloadText(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return { name: (download as Download).suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

/** History records as the builder stores them (spec §3), oldest last. */
export function seededHistory(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const time = Date.UTC(2026, 0, 1, 12, n);
    return {
      id: String(time),
      prompt: `Seed prompt ${n}`,
      html: `<!DOCTYPE html><html><head><link rel="stylesheet" href="styles.css"></head><body><h1>Seed ${n}</h1><script src="script.js"></script></body></html>`,
      css: 'h1 { color: teal; }',
      js: '',
      name: `Seed ${n}`,
      description: `Seeded site ${n}`,
      features: [],
      technologies: ['HTML5'],
      timestamp: new Date(time).toISOString(),
      version: 1,
    };
  });
}
