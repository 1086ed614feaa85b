import { APICallError, RetryError, type ModelMessage } from 'ai';
import { providerName, type AiTokenUsage } from '../../../common/ai';
import type { BuilderStage, GeneratedWebsite } from '../../../common/builder';
import type { AiCall, AiCaller, Completion } from '../ai/ai-caller';
import { InvalidJsonReplyError } from '../ai/json-reply';
import { AiProviderError } from '../ai/provider-errors';
import { BUILDER_SYSTEM_PROMPT, retryPrompt } from './prompts';
import { parseWebsiteReply, type WebsiteDefaults } from './site-reply';
import { StageTracker } from './stage';

export type BuilderProgress = { stage: BuilderStage; received: number };

export const LENGTH_LIMIT_MESSAGE = 'The model hit its length limit before the site was complete. Try a shorter description or ask for fewer sections.';

/** What most models accept as max output tokens; tried once when a provider refuses a higher limit. */
export const FALLBACK_MAX_TOKENS = 8192;

/** A 400 that names the token limit (Anthropic, DeepSeek and Gemini cap output at 8192 for several models). */
export function refusedTokenLimit(error: unknown): boolean {
  const inner = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(inner) && inner.statusCode === 400 && /max[_ ]?(output[_ ]?|completion[_ ]?)?tokens|maxOutputTokens/i.test(inner.responseBody ?? inner.message);
}

function addUsage(a: AiTokenUsage | undefined, b: AiTokenUsage | undefined): AiTokenUsage | undefined {
  if (!a || !b) return a ?? b;
  return { promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens, totalTokens: a.totalTokens + b.totalTokens };
}

/**
 * Writes a site with the model, streamed so that `onProgress` can tell the browser how far it
 * is. An unusable reply gets one retry; a reply cut off by the token limit gets a clear error
 * instead, since asking again would be cut off the same way.
 */
export async function generateSite({
  caller,
  call,
  prompt,
  defaults,
  maxOutputTokens,
  signal,
  onProgress,
}: {
  caller: AiCaller;
  call: AiCall;
  /** The user message: generatePrompt or refinePrompt. */
  prompt: string;
  defaults: WebsiteDefaults;
  maxOutputTokens: number;
  signal: AbortSignal;
  onProgress: (progress: BuilderProgress) => void;
}): Promise<{ site: GeneratedWebsite; usage: AiTokenUsage | undefined }> {
  let tokens = maxOutputTokens;

  async function attempt(messages: ModelMessage[]): Promise<Completion> {
    const tracker = new StageTracker();
    let received = 0;
    const request = { call, system: BUILDER_SYSTEM_PROMPT, messages, signal };
    const onDelta = (text: string) => {
      received += text.length;
      onProgress({ stage: tracker.push(text), received });
    };
    try {
      return await caller.stream({ ...request, maxOutputTokens: tokens, onDelta });
    } catch (error) {
      if (received > 0 || tokens <= FALLBACK_MAX_TOKENS || !refusedTokenLimit(error)) throw error;
      tokens = FALLBACK_MAX_TOKENS;
      return caller.stream({ ...request, maxOutputTokens: tokens, onDelta });
    }
  }

  const settle = (reply: Completion) => {
    try {
      return parseWebsiteReply({ text: reply.text, defaults });
    } catch (error) {
      if (error instanceof InvalidJsonReplyError && reply.finishReason === 'length') {
        throw new AiProviderError(502, 'ai_length_limit', LENGTH_LIMIT_MESSAGE, { provider: call.provider, kind: 'length limit' });
      }
      throw error;
    }
  };

  const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
  const first = await attempt(messages);
  try {
    return { site: settle(first), usage: first.usage };
  } catch (error) {
    if (!(error instanceof InvalidJsonReplyError)) throw error;
    onProgress({ stage: 'retrying', received: 0 });
    // An empty assistant turn is refused by some providers: then only the reminder follows.
    const answered: ModelMessage[] = first.text.trim() ? [{ role: 'assistant', content: first.text }] : [];
    const retry = await attempt([...messages, ...answered, { role: 'user', content: retryPrompt(error.message) }]);
    try {
      return { site: settle(retry), usage: addUsage(first.usage, retry.usage) };
    } catch (retryError) {
      if (!(retryError instanceof InvalidJsonReplyError)) throw retryError;
      throw new AiProviderError(
        502,
        'ai_bad_response',
        `${providerName(call.provider)} did not return a usable website twice (${retryError.message}). Please try again, or describe the site differently.`,
        { provider: call.provider, kind: `unusable reply: ${retryError.message}` },
      );
    }
  }
}
