import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ProviderId } from '../../../common/ai';
import type { ProviderProtocol } from './provider-catalogue';

/** One endpoint of a provider, with the key a call uses (undefined only for keyless local endpoints). */
export type Endpoint = { provider: ProviderId; protocol: ProviderProtocol; baseUrl: string; apiKey: string | undefined; model: string };

/**
 * The aggregator's request flags (spec platform.md §7): read from its cache when it can, and let
 * it fall back between upstream providers on its side too.
 */
export const AGGREGATOR_HEADERS = { 'X-Cache-Read': 'true', 'X-Provider-Fallback': 'true' } as const;

/**
 * The AI SDK model for an endpoint. Keys are always passed explicitly, so the SDK never falls
 * back to an OPENAI_API_KEY-style variable from the environment.
 */
export function languageModelFor(endpoint: Endpoint, { stream }: { stream: boolean }): LanguageModel {
  const { provider, protocol, baseUrl, apiKey = '', model } = endpoint;
  switch (protocol) {
    case 'openai':
      // .chat(): the spec's /chat/completions, not the Responses API that openai(model) calls.
      return createOpenAI({ baseURL: baseUrl, apiKey }).chat(model);
    case 'anthropic':
      return createAnthropic({ baseURL: baseUrl, apiKey })(model);
    case 'gemini':
      return createGoogleGenerativeAI({ baseURL: baseUrl, apiKey })(model);
    case 'openai-compatible': {
      const aggregator = provider === 'ai';
      return createOpenAICompatible({
        name: provider,
        baseURL: baseUrl,
        apiKey: apiKey || undefined,
        headers: aggregator ? AGGREGATOR_HEADERS : undefined,
        includeUsage: true,
        // The aggregator's body states stream: false explicitly (spec §7).
        transformRequestBody: aggregator && !stream ? (body) => ({ ...body, stream: false }) : undefined,
      }).chatModel(model);
    }
  }
}

/** The spec's max_tokens (platform.md §7) for every AI call that does not ask for more. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4000;

/**
 * Request parameters of spec platform.md §7. Anthropic gets no top_p: its newer models refuse it
 * beside temperature. `maxOutputTokens` overrides the spec's 4000 (the website builder needs more).
 */
export function callSettingsFor(protocol: ProviderProtocol, { maxOutputTokens = DEFAULT_MAX_OUTPUT_TOKENS }: { maxOutputTokens?: number } = {}) {
  return {
    maxOutputTokens,
    temperature: 0.7,
    ...(protocol === 'anthropic' ? {} : { topP: 0.8 }),
    // Our own fallback rotation and the user's retry button decide about retries, not the SDK.
    maxRetries: 0,
  };
}
