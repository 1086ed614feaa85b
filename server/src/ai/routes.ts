import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  aiTaskIdSchema,
  aiTaskInputSchemas,
  apiKeyRequiredMessage,
  providerIdSchema,
  providerIds,
  providerName,
  providerOptions,
  type AiTaskId,
  type AiTaskResponse,
  type ProviderId,
  type ProvidersResponse,
  type UsageResponse,
} from '../../../common/ai';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { HttpError, validate } from '../http/errors';
import { createConfiguredKeyStore } from '../keys/store';
import { createAiCaller, type AiCall } from './ai-caller';
import { userRequirer, type CurrentUserReader } from './current-user';
import { resolveKeyAccess } from './key-access';
import { listModels } from './model-list';
import { AiProviderError, ClientGoneError, describeProviderError } from './provider-errors';
import { createUsageCounter, utcDay } from './quota';
import { runTask } from './run-task';
import { openSse, type SseChannel } from './sse';

export type AiRoutesOptions = {
  database: Database;
  config: Pick<Config, 'ai' | 'dataDir'>;
  currentUser: CurrentUserReader;
  /** The time the quota counts by; tests move it across UTC midnight. */
  clock?: () => Date;
};

const taskParams = z.object({ task: z.string() });

function isTaskId(value: string): value is AiTaskId {
  return aiTaskIdSchema.safeParse(value).success;
}
const modelsQuery = z.object({ provider: providerIdSchema.optional() });

function dailyLimitMessage(provider: ProviderId, limit: number): string {
  const name = providerName(provider);
  const uses = limit === 1 ? '1 free AI request' : `${limit} free AI requests`;
  return `You have used your ${uses} for today. Add your own ${name} API key in Account Settings to keep going, or upgrade to Pro for unlimited AI. Free requests reset at midnight UTC.`;
}

/** Aborts when the browser goes away before the answer is complete, so the provider call stops too. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new ClientGoneError('the client went away'));
  });
  return controller.signal;
}

/**
 * /api/ai: provider options, model lists, the day's usage, and the AI tasks. Every AI call goes
 * through here (DESIGN.md §4.1): the user's own key when they have one, else the built-in key
 * counted against the daily quota, else the spec's "API key required" refusal.
 */
export const aiRoutes: FastifyPluginAsync<AiRoutesOptions> = async (app, { database, config, currentUser, clock = () => new Date() }) => {
  const settings = config.ai;
  const keys = createConfiguredKeyStore({ database, config });
  const requireUser = userRequirer(currentUser);
  const usage = createUsageCounter({ database });
  const caller = createAiCaller({ config: settings });
  const enabledProviders = providerIds.filter((id) => settings.providers[id].enabled);

  // Usage and results are per user and per moment: never cached. (The event stream sets its own.)
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/ai/providers', async (request): Promise<ProvidersResponse> => {
    const user = await requireUser(request);
    const active = await keys.activeProviders(user.id);
    return {
      providers: enabledProviders.map((id) => ({
        ...providerOptions[id],
        hasActiveKey: active.has(id),
        builtIn: Boolean(settings.providers[id].apiKey) || settings.providers[id].keyOptional,
        defaultModel: settings.providers[id].model,
      })),
      defaultProvider: settings.defaultProvider,
    };
  });

  app.get('/api/ai/models', async (request) => {
    const user = await requireUser(request);
    const { provider = 'ai' } = validate(modelsQuery, request.query);
    const providerSettings = settings.providers[provider];
    if (!providerSettings.enabled) throw unavailable(provider);
    const ownKey = await keys.activeKeyFor(user.id, provider);
    return listModels({ provider, settings: providerSettings, apiKey: ownKey ?? providerSettings.apiKey });
  });

  app.get('/api/ai/usage', async (request): Promise<UsageResponse> => {
    const user = await requireUser(request);
    return usage.stats({ userId: user.id, at: clock(), limit: user.plan === 'pro' ? null : settings.freeDailyLimit, plan: user.plan });
  });

  function unavailable(provider: ProviderId): HttpError {
    return new HttpError(400, 'provider_unavailable', `${providerName(provider)} is not set up on this server. Please choose another provider.`);
  }

  /** Everything before the provider is called: who, which task and input, which key, and one use of the quota. */
  async function prepare(request: FastifyRequest) {
    const user = await requireUser(request);
    const { task } = validate(taskParams, request.params);
    if (!isTaskId(task)) throw new HttpError(404, 'not_found', 'No such AI task');
    const input = validate(aiTaskInputSchemas[task], request.body) as { provider?: ProviderId; model?: string };
    const provider = input.provider ?? settings.defaultProvider;
    const providerSettings = settings.providers[provider];
    if (!providerSettings.enabled) throw unavailable(provider);
    const access = resolveKeyAccess({
      ownKey: await keys.activeKeyFor(user.id, provider),
      builtInKey: providerSettings.apiKey,
      keyOptional: providerSettings.keyOptional,
      plan: user.plan,
      freeDailyLimit: settings.freeDailyLimit,
    });
    if (access.kind === 'blocked') throw new HttpError(403, 'api_key_required', apiKeyRequiredMessage(provider));
    const day = utcDay(clock());
    const counted = access.kind === 'built-in';
    if (access.kind === 'built-in' && !(await usage.reserve({ userId: user.id, day, limit: access.limit }))) {
      throw new HttpError(429, 'daily_limit_reached', dailyLimitMessage(provider, access.limit ?? 0));
    }
    const call: AiCall = { provider, model: input.model ?? providerSettings.model, keySource: access.kind, apiKey: access.apiKey };
    return { user, task, input, call, counted, day };
  }

  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /** The call's own time limit, and the browser leaving, both stop the provider call. */
  function callSignals(reply: FastifyReply) {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const clientGone = clientGoneSignal(reply);
    return { timeout, clientGone, signal: AbortSignal.any([timeout, clientGone]) };
  }

  function failure(request: FastifyRequest, prepared: Prepared, error: unknown, timedOut: boolean): AiProviderError {
    const described = describeProviderError({ error, provider: prepared.call.provider, keySource: prepared.call.keySource, timedOut, timeoutMs: settings.timeoutMs, model: prepared.call.model });
    // What went wrong, never the key or the provider's own words.
    request.log.warn({ ai: { task: prepared.task, model: prepared.call.model, keySource: prepared.call.keySource, ...described.detail } }, 'AI call failed');
    return described;
  }

  async function succeeded(prepared: Prepared) {
    if (prepared.counted) await usage.recordFeature({ userId: prepared.user.id, day: prepared.day, feature: prepared.task });
  }

  async function refund(prepared: Prepared) {
    if (prepared.counted) await usage.refund({ userId: prepared.user.id, day: prepared.day });
  }

  function responseOf(prepared: Prepared, outcome: Awaited<ReturnType<typeof runTask>>): AiTaskResponse {
    const { call, task } = prepared;
    return { task, provider: call.provider, model: call.model, keySource: call.keySource, result: outcome.result, ...(outcome.usage ? { usage: outcome.usage } : {}) };
  }

  app.post('/api/ai/tasks/:task', async (request, reply) => {
    const prepared = await prepare(request);
    const { timeout, clientGone, signal } = callSignals(reply);
    try {
      const outcome = await runTask({ task: prepared.task, input: prepared.input, caller, call: prepared.call, signal });
      await succeeded(prepared);
      return responseOf(prepared, outcome);
    } catch (error) {
      await refund(prepared);
      // 499: the browser closed the request; nobody reads this answer.
      if (clientGone.aborted) return reply.status(499).send();
      const described = failure(request, prepared, error, timeout.aborted);
      if (described.retryAfterSeconds) reply.header('retry-after', described.retryAfterSeconds);
      throw described;
    }
  });

  // Long tasks: the reply as it is written, as server-sent events (meta, delta…, done | error).
  // Nothing is sent until the first text arrives, so a refused call still answers with its HTTP status.
  app.post('/api/ai/tasks/:task/stream', async (request, reply) => {
    const prepared = await prepare(request);
    const { timeout, clientGone, signal } = callSignals(reply);
    let channel: SseChannel | undefined;
    const open = () => {
      if (!channel) {
        channel = openSse(reply);
        const { provider, model, keySource } = prepared.call;
        channel.send({ event: 'meta', data: { provider, model, keySource } });
      }
      return channel;
    };
    try {
      const outcome = await runTask({
        task: prepared.task,
        input: prepared.input,
        caller,
        call: prepared.call,
        signal,
        onDelta: (text) => open().send({ event: 'delta', data: { text } }),
      });
      await succeeded(prepared);
      open().send({ event: 'done', data: responseOf(prepared, outcome) });
      channel!.end();
      return reply;
    } catch (error) {
      // Text the browser already received counts as a use; a call that gave nothing does not.
      if (!clientGone.aborted || !channel) await refund(prepared);
      if (clientGone.aborted) {
        if (!channel) return reply.status(499).send();
        channel.end();
        return reply;
      }
      const described = failure(request, prepared, error, timeout.aborted);
      if (!channel) {
        if (described.retryAfterSeconds) reply.header('retry-after', described.retryAfterSeconds);
        throw described;
      }
      channel.send({ event: 'error', data: { code: described.code, message: described.message } });
      channel.end();
      return reply;
    }
  });
};
