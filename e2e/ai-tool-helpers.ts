import { expect, type Page } from '@playwright/test';
import type { FakeProvider, FakeReply } from '../server/test/fake-provider/fake-provider';

// Shared by the AI tool specs (issue 15): opening a tool on the AI e2e server and scripting the
// fake provider's next answers.

/** Chat completions of the built-in OpenAI provider (the AI e2e server's default). */
export const OPENAI_CHAT = '/openai/v1/chat/completions';

/** Opens /tools/<id> and waits until the tool and its AI providers are ready. */
export async function openAiTool(page: Page, id: string, name: string) {
  await page.goto(`/tools/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('AI provider')).toBeVisible({ timeout: 15_000 });
}

/** The next `times` OpenAI calls answer with `text` (streamed in word pieces when the call streams). */
export function replyText(fake: FakeProvider, text: string, { times = 1, ...rest }: { times?: number } & Partial<Extract<FakeReply, { kind: 'text' }>> = {}) {
  fake.reply({ kind: 'text', text, ...rest }, { prefix: OPENAI_CHAT, times });
}

/** The last request the fake provider received at `path`, and its prompt text. */
export function lastPrompt(fake: FakeProvider, path = OPENAI_CHAT): string {
  const request = fake.requests.filter((r) => r.path === path).at(-1);
  if (!request) throw new Error(`No request reached ${path}`);
  return JSON.stringify(request.body.messages);
}
