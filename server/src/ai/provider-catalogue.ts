import type { ProviderId } from '../../../common/ai';

/** How a provider is spoken to; each maps to one AI SDK provider package. */
export type ProviderProtocol = 'openai' | 'openai-compatible' | 'anthropic' | 'gemini';

export type ProviderDefaults = {
  protocol: ProviderProtocol;
  /** Prefix of its environment variables: AI_<PREFIX>_BASE_URL, _MODEL, _API_KEY. */
  envPrefix: string;
  /** Undefined: the provider is offered only once its base URL is configured. */
  baseUrl: string | undefined;
  model: string;
  /** Local or self-hosted endpoints may need no key at all. */
  keyOptional: boolean;
};

/**
 * Where each provider lives by default (spec platform.md §7). Every value can be overridden
 * from the environment (server/src/config.ts), e.g. to point at a proxy or a test double.
 */
export const providerDefaults: Record<ProviderId, ProviderDefaults> = {
  // An OpenAI-compatible aggregator: one key, many upstream models, provider fallback.
  ai: { protocol: 'openai-compatible', envPrefix: 'AGGREGATOR', baseUrl: 'https://openrouter.ai/api/v1', model: 'meta-llama/llama-4-maverick', keyOptional: false },
  gemini: { protocol: 'gemini', envPrefix: 'GEMINI', baseUrl: 'https://generativelanguage.googleapis.com/v1beta', model: 'gemini-2.0-flash', keyOptional: false },
  openai: { protocol: 'openai', envPrefix: 'OPENAI', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', keyOptional: false },
  deepseek: { protocol: 'openai-compatible', envPrefix: 'DEEPSEEK', baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', keyOptional: false },
  groq: { protocol: 'openai-compatible', envPrefix: 'GROQ', baseUrl: 'https://api.groq.com/openai/v1', model: 'llama-3.3-70b-versatile', keyOptional: false },
  anthropic: { protocol: 'anthropic', envPrefix: 'ANTHROPIC', baseUrl: 'https://api.anthropic.com/v1', model: 'claude-3-5-sonnet-latest', keyOptional: false },
  claude: { protocol: 'anthropic', envPrefix: 'CLAUDE', baseUrl: 'https://api.anthropic.com/v1', model: 'claude-3-5-sonnet-latest', keyOptional: false },
  nvidia: { protocol: 'openai-compatible', envPrefix: 'NVIDIA', baseUrl: 'https://integrate.api.nvidia.com/v1', model: 'nvidia/llama-3.1-nemotron-70b-instruct', keyOptional: false },
  ollama: { protocol: 'openai-compatible', envPrefix: 'OLLAMA', baseUrl: undefined, model: 'llama3.2', keyOptional: true },
  custom: { protocol: 'openai-compatible', envPrefix: 'CUSTOM', baseUrl: undefined, model: 'default', keyOptional: true },
};

/** The aggregator's model choices when its model list cannot be fetched (spec tools.md §8, §9). */
export const fallbackAggregatorModels = [
  'meta-llama/llama-4-maverick',
  'openai/gpt-4o-mini',
  'anthropic/claude-3.5-sonnet',
  'google/gemini-2.0-flash-001',
  'deepseek/deepseek-chat',
];
