import { MODEL_LIST_MAX, type ModelsResponse, type ProviderId } from '../../../common/ai';
import type { AiProviderConfig } from '../config';
import { fallbackAggregatorModels, providerDefaults } from './provider-catalogue';

const LIST_TIMEOUT_MS = 10_000;

function requestFor(provider: ProviderId, baseUrl: string, apiKey: string | undefined): { url: string; headers: Record<string, string> } {
  const { protocol } = providerDefaults[provider];
  if (protocol === 'anthropic') return { url: `${baseUrl}/models`, headers: { 'x-api-key': apiKey ?? '', 'anthropic-version': '2023-06-01' } };
  if (protocol === 'gemini') return { url: `${baseUrl}/models`, headers: { 'x-goog-api-key': apiKey ?? '' } };
  return { url: `${baseUrl}/models`, headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {} };
}

/** Model ids from a provider's list answer: OpenAI-style data[].id, or Gemini's models[].name. */
export function modelIdsFrom(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { data, models } = body as { data?: unknown; models?: unknown };
  if (Array.isArray(data)) return data.map((m) => (m as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string');
  if (Array.isArray(models)) {
    return models
      .map((m) => (m as { name?: unknown })?.name)
      .filter((name): name is string => typeof name === 'string')
      .map((name) => name.replace(/^models\//, ''));
  }
  return [];
}

/**
 * GET {base}/models with the key a call would use; the first 20 ids. Any failure (no key, an
 * error answer, a timeout, an empty list) gives the built-in choices instead (spec tools.md §8).
 */
export async function listModels({
  provider,
  settings,
  apiKey,
  fetchImpl = fetch,
}: {
  provider: ProviderId;
  settings: AiProviderConfig;
  apiKey: string | undefined;
  fetchImpl?: typeof fetch;
}): Promise<ModelsResponse> {
  const fallback: ModelsResponse = { provider, models: provider === 'ai' ? fallbackAggregatorModels : [settings.model], source: 'fallback' };
  if (!apiKey && !settings.keyOptional) return fallback;
  for (const baseUrl of settings.baseUrls) {
    try {
      const { url, headers } = requestFor(provider, baseUrl, apiKey);
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
      if (!response.ok) continue;
      const models = modelIdsFrom(await response.json()).slice(0, MODEL_LIST_MAX);
      if (models.length > 0) return { provider, models, source: 'provider' };
    } catch {
      // Unreachable or unreadable: try the next endpoint, then fall back.
    }
  }
  return fallback;
}
