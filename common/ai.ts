import { z } from 'zod';

// The AI contract shared by the browser and the server: providers, stored API keys, the daily
// quota, the task endpoints and their results (spec platform.md §3, §4, §6, §7; tools.md §3, §8).

// ---------------------------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------------------------

/** The spec's providers, the aggregator 'ai', and two of ours for local or self-hosted models. */
export const providerIds = ['ai', 'gemini', 'openai', 'deepseek', 'groq', 'anthropic', 'claude', 'nvidia', 'ollama', 'custom'] as const;
export type ProviderId = (typeof providerIds)[number];

export type ProviderOption = { id: ProviderId; name: string; description: string };

/** Display names and descriptions (spec platform.md §3 Provider option). */
export const providerOptions: Record<ProviderId, ProviderOption> = {
  ai: { id: 'ai', name: 'AI Service', description: 'Multi-provider service with automatic fallback between models' },
  gemini: { id: 'gemini', name: 'Google Gemini', description: "Google's Gemini models" },
  openai: { id: 'openai', name: 'OpenAI', description: 'GPT models from OpenAI' },
  deepseek: { id: 'deepseek', name: 'DeepSeek', description: 'DeepSeek chat and reasoning models' },
  groq: { id: 'groq', name: 'Groq', description: 'Open models on fast Groq inference' },
  anthropic: { id: 'anthropic', name: 'Anthropic', description: 'Anthropic models through the Messages API' },
  claude: { id: 'claude', name: 'Anthropic Claude', description: 'Claude models from Anthropic' },
  nvidia: { id: 'nvidia', name: 'NVIDIA', description: 'NVIDIA NIM models such as Nemotron' },
  ollama: { id: 'ollama', name: 'Ollama', description: 'Local models served by Ollama' },
  custom: { id: 'custom', name: 'Custom endpoint', description: 'An OpenAI-compatible endpoint set up by the administrator' },
};

export function providerName(id: ProviderId): string {
  return providerOptions[id].name;
}

export const providerIdSchema = z.enum(providerIds, { error: 'Choose one of the listed providers' });

/** The aggregator's refusal when it has no key (spec tools.md §8, word for word). */
export const AGGREGATOR_KEY_MISSING_MESSAGE = 'AI API key not configured. Please add your API key to use AI features.';

/** Blocked message of spec platform.md §6 (tools.md §8 for the aggregator), word for word. */
export function apiKeyRequiredMessage(provider: ProviderId): string {
  if (provider === 'ai') return AGGREGATOR_KEY_MISSING_MESSAGE;
  const name = providerName(provider);
  return `${name} API key required. Please add your own ${name} API key in Account Settings to use this feature.`;
}

/** A model id as providers spell them ('gpt-4o-mini', 'meta-llama/llama-4-maverick', 'llama3.2:3b'). */
export const modelIdSchema = z
  .string()
  .trim()
  .min(1, 'Model is required')
  .max(120, 'Model name is too long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/, 'Model name may only contain letters, digits and . _ : / @ -')
  .refine((v) => !v.includes('..'), 'Model name may not contain ".."');

export type ProviderSummary = ProviderOption & {
  /** This user has an active key of their own for it: calls use it and are not counted. */
  hasActiveKey: boolean;
  /** The server has a built-in key for it: calls are counted against the daily quota. */
  builtIn: boolean;
  defaultModel: string;
};
export type ProvidersResponse = { providers: ProviderSummary[]; defaultProvider: ProviderId };

export const MODEL_LIST_MAX = 20;
export type ModelsResponse = { provider: ProviderId; models: string[]; source: 'provider' | 'fallback' };

// ---------------------------------------------------------------------------------------------
// Stored API keys (spec platform.md §3 User API key record)
// ---------------------------------------------------------------------------------------------

export const API_KEY_MAX = 512;

export const apiKeyValueSchema = z
  .string({ error: 'API key is required' })
  .trim()
  .min(1, 'API key is required')
  .max(API_KEY_MAX, `API key must be at most ${API_KEY_MAX} characters`)
  .regex(/^[\x21-\x7e]+$/, 'API key may not contain spaces or special characters');

export const saveApiKeyInputSchema = z.object({ provider: providerIdSchema, apiKey: apiKeyValueSchema });
export type SaveApiKeyInput = z.input<typeof saveApiKeyInputSchema>;

export const updateApiKeyInputSchema = z.object({ isActive: z.boolean({ error: 'must be true or false' }) });

/** A stored key as the API shows it: never the key itself, only its masked form. */
export type ApiKeyRecord = {
  id: string;
  provider: ProviderId;
  providerName: string;
  maskedKey: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};
export type ApiKeyListResponse = { keys: ApiKeyRecord[] };
export type RevealApiKeyResponse = { apiKey: string };

// ---------------------------------------------------------------------------------------------
// Daily quota and usage (spec platform.md §3 Usage record, §4 Usage quota)
// ---------------------------------------------------------------------------------------------

export const USAGE_HISTORY_DAYS = 7;
/** A warning banner is shown to free users from this share of the daily limit (spec §4). */
export const USAGE_WARNING_RATIO = 0.8;

export type UsageDay = { date: string; count: number };
export type UsageResponse = {
  plan: 'free' | 'pro';
  today: number;
  /** null: unlimited (Pro). */
  limit: number | null;
  remaining: number | null;
  /** Next UTC midnight, ISO 8601. */
  resetTime: string;
  /** The last 7 UTC days, oldest first, today last. */
  history: UsageDay[];
  /** Counted uses today per feature. */
  features: Record<string, number>;
  /** Counted uses this UTC month per feature. */
  monthly: { month: string; features: Record<string, number> };
};

export type UsageLevel = 'ok' | 'warning' | 'limit';

/** Progress bar colour of spec §4: green below 80 %, yellow from 80 %, red at or above the limit. */
export function usageLevel({ count, limit }: { count: number; limit: number | null }): UsageLevel {
  if (limit === null) return 'ok';
  if (limit <= 0 || count >= limit) return 'limit';
  return count >= limit * USAGE_WARNING_RATIO ? 'warning' : 'ok';
}

// ---------------------------------------------------------------------------------------------
// Task endpoints (spec platform.md §7 Task functions; tools.md §7)
// ---------------------------------------------------------------------------------------------

export const aiTaskIds = ['analyze-code', 'documentation', 'refactor', 'tests', 'explain', 'regex', 'sql-optimize', 'commit-message', 'landing-page'] as const;
export type AiTaskId = (typeof aiTaskIds)[number];
export const aiTaskIdSchema = z.enum(aiTaskIds);

export const CODE_MAX = 100_000;
export const DIFF_MAX = 200_000;

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .refine((v) => v.trim().length > 0, `${what} is required`)
    .refine((v) => v.length <= max, `${what} must be at most ${max.toLocaleString('en-US')} characters`);
const optionalText = (what: string, max: number) => z.string().trim().max(max, `${what} must be at most ${max} characters`).optional();

const providerChoice = { provider: providerIdSchema.optional(), model: modelIdSchema.optional() };
const codeInput = z.object({ code: requiredText('Code', CODE_MAX), language: requiredText('Language', 40), ...providerChoice });

const regexExamples = z.array(z.string().max(500, 'Each example must be at most 500 characters')).max(20, 'At most 20 examples');

export const commitTemplates = ['conventional', 'angular', 'gitmoji', 'custom'] as const;
export const commitTypes = ['feat', 'fix', 'docs', 'style', 'refactor', 'perf', 'test', 'build', 'ci', 'chore', 'revert'] as const;

export const aiTaskInputSchemas = {
  'analyze-code': codeInput,
  documentation: codeInput,
  refactor: codeInput,
  tests: codeInput.extend({ framework: optionalText('Test framework', 40) }),
  explain: codeInput,
  regex: z.object({
    description: requiredText('Description', 2000),
    /** Strings the pattern must match. */
    examples: regexExamples.optional(),
    /** Strings the pattern must not match. */
    nonMatching: regexExamples.optional(),
    /** Each example must match as a whole (default), or a match anywhere in it will do. */
    matchWhole: z.boolean().optional(),
    /** Asking again: the last pattern and the examples it got wrong. */
    previousAttempt: z
      .object({
        pattern: z.string().max(2000, 'The previous pattern must be at most 2000 characters'),
        flags: z.string().max(10),
        failures: z.array(z.object({ text: z.string().max(500), shouldMatch: z.boolean() })).max(40, 'At most 40 failures'),
      })
      .optional(),
    ...providerChoice,
  }),
  'sql-optimize': z.object({
    query: requiredText('Query', 50_000),
    context: optionalText('Context', 2000),
    dialect: optionalText('Dialect', 40),
    /** The tables the query reads (CREATE TABLE statements). */
    schema: optionalText('Schema', 50_000),
    ...providerChoice,
  }),
  'commit-message': z.object({
    diff: requiredText('Diff', DIFF_MAX),
    template: z.enum(commitTemplates).optional(),
    type: z.enum(commitTypes).optional(),
    scope: optionalText('Scope', 60),
    issue: optionalText('Issue number', 40),
    breaking: z.boolean().optional(),
    context: optionalText('Additional context', 2000),
    ...providerChoice,
  }),
  'landing-page': z.object({ description: requiredText('Description', 4000), ...providerChoice }),
} satisfies Record<AiTaskId, z.ZodType>;

export type AiTaskInput<T extends AiTaskId> = z.input<(typeof aiTaskInputSchemas)[T]>;

/** Spec tools.md §3 AI analysis result. The score is 0–10 (colours at 8 and 6, default 8). */
export const aiAnalysisResultSchema = z.object({
  qualityScore: z.coerce.number().min(0).max(10),
  security: z.array(z.string()),
  performance: z.array(z.string()),
  bestPractices: z.array(z.string()),
  refactoring: z.array(z.string()),
  summary: z.string(),
});
export type AiAnalysisResult = z.infer<typeof aiAnalysisResultSchema>;

export const regexResultSchema = z.object({
  pattern: z.string(),
  flags: z.string().regex(/^[dgimsuvy]*$/, 'flags may only be d, g, i, m, s, u, v, y'),
  explanation: z.string(),
});
export type RegexResult = z.infer<typeof regexResultSchema>;

const cssColor = z.string().min(1).max(60);
const landingSection = <T extends string, C extends z.ZodRawShape>(type: T, content: C) =>
  z.object({ id: z.string().min(1), type: z.literal(type), content: z.object(content) });

/** Spec platform.md §3 Generated landing page. */
export const landingPageSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  globalStyles: z.object({ primaryColor: cssColor, secondaryColor: cssColor, fontFamily: z.string().min(1), backgroundColor: cssColor }),
  sections: z
    .array(
      z.discriminatedUnion('type', [
        landingSection('hero', { title: z.string(), subtitle: z.string(), ctaText: z.string() }),
        landingSection('features', {
          title: z.string(),
          subtitle: z.string(),
          features: z.array(z.object({ icon: z.string(), title: z.string(), description: z.string() })),
        }),
        landingSection('testimonials', { title: z.string(), testimonials: z.array(z.object({ quote: z.string(), author: z.string(), role: z.string() })) }),
        landingSection('pricing', {
          title: z.string(),
          plans: z.array(z.object({ name: z.string(), price: z.string(), description: z.string(), features: z.array(z.string()), featured: z.boolean() })),
        }),
        landingSection('cta', { title: z.string(), subtitle: z.string(), ctaText: z.string() }),
        landingSection('footer', { companyName: z.string() }),
      ]),
    )
    .min(1),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export type TextResult = { content: string };

export type AiTaskResults = {
  'analyze-code': AiAnalysisResult;
  documentation: TextResult;
  refactor: TextResult;
  tests: TextResult;
  explain: TextResult;
  regex: RegexResult;
  'sql-optimize': TextResult;
  'commit-message': TextResult;
  'landing-page': LandingPage;
};

/** Spec platform.md §3 AI response: token usage as the providers report it. */
export type AiTokenUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

export type AiTaskResponse<T extends AiTaskId = AiTaskId> = {
  task: T;
  provider: ProviderId;
  model: string;
  /** 'own': the user's key (not counted); 'built-in': the server's key (counted for the daily quota). */
  keySource: 'own' | 'built-in';
  result: AiTaskResults[T];
  usage?: AiTokenUsage;
};

/** Error codes of the AI endpoints, for clients that react to a kind of failure. */
export const aiErrorCodes = [
  'api_key_required',
  'daily_limit_reached',
  'provider_unavailable',
  'ai_key_rejected',
  'ai_rate_limited',
  'ai_quota_exhausted',
  'ai_timeout',
  'ai_provider_down',
  'ai_bad_response',
  'ai_request_refused',
  /** The reply was cut off by the output token limit (the website builder). */
  'ai_length_limit',
] as const;
export type AiErrorCode = (typeof aiErrorCodes)[number];

// ---------------------------------------------------------------------------------------------
// Streaming (POST /api/ai/tasks/:task/stream answers text/event-stream)
// ---------------------------------------------------------------------------------------------

export type AiStreamEvent =
  | { event: 'meta'; data: { provider: ProviderId; model: string; keySource: 'own' | 'built-in' } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: AiTaskResponse }
  | { event: 'error'; data: { code: string; message: string } };

/**
 * Splits a server-sent event stream into events. Feed it text as it arrives; it returns the
 * events completed so far and keeps the rest for the next call.
 */
export function createSseParser<E extends { event: string; data: unknown } = AiStreamEvent>(): (chunk: string) => E[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: E[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) {
        try {
          events.push({ event, data: JSON.parse(data.join('\n')) } as E);
        } catch {
          // A block that is not JSON is not one of ours (e.g. a comment or keep-alive): skip it.
        }
      }
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}
