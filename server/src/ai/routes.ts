import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  aiTaskIdSchema,
  aiTaskInputSchemas,
  providerIdSchema,
  providerIds,
  providerOptions,
  type AiTaskId,
  type AiTaskResponse,
  type ProviderId,
  type ProvidersResponse,
  type UsageResponse,
} from '../../../common/ai';
import { HttpError, validate } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import type { AiGateway, AiGrant } from './gateway';
import { listModels } from './model-list';
import { runTask } from './run-task';
import { openSse, type SseChannel } from './sse';

export type AiRoutesOptions = { gateway: AiGateway };

export const taskParams = z.object({ task: z.string() });

function isTaskId(value: string): value is AiTaskId {
  return aiTaskIdSchema.safeParse(value).success;
}
export const modelsQuery = z.object({ provider: providerIdSchema.optional() });

/**
 * /api/ai: provider options, model lists, the day's usage, and the AI tasks. Every AI call goes
 * through the gateway (DESIGN.md §4.1): the user's own key when they have one, else the built-in
 * key counted against the daily quota, else the spec's "API key required" refusal.
 */
export const aiRoutes: FastifyPluginAsync<AiRoutesOptions> = async (app, { gateway }) => {
  const { settings, keys, usage, caller, requireUser, clock } = gateway;
  const enabledProviders = providerIds.filter((id) => settings.providers[id].enabled);

  // Usage and results are per user and per moment: never cached. (The event stream sets its own.)
  noStoreByDefault(app);

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
    if (!providerSettings.enabled) throw gateway.unavailable(provider);
    const ownKey = await keys.activeKeyFor(user.id, provider);
    return listModels({ provider, settings: providerSettings, apiKey: ownKey ?? providerSettings.apiKey });
  });

  app.get('/api/ai/usage', async (request): Promise<UsageResponse> => {
    const user = await requireUser(request);
    return usage.stats({ userId: user.id, at: clock(), limit: user.plan === 'pro' ? null : settings.freeDailyLimit, plan: user.plan });
  });

  /** Everything before the provider is called: who, which task and input, which key, and one use of the quota. */
  async function prepare(request: FastifyRequest) {
    const user = await requireUser(request);
    const { task } = validate(taskParams, request.params);
    if (!isTaskId(task)) throw new HttpError(404, 'not_found', 'No such AI task');
    const input = validate(aiTaskInputSchemas[task], request.body) as { provider?: ProviderId; model?: string };
    const grant = await gateway.grant({ user, provider: input.provider, model: input.model, feature: task });
    return { task, input, grant };
  }

  function responseOf(task: AiTaskId, { call }: AiGrant, outcome: Awaited<ReturnType<typeof runTask>>): AiTaskResponse {
    return { task, provider: call.provider, model: call.model, keySource: call.keySource, result: outcome.result, ...(outcome.usage ? { usage: outcome.usage } : {}) };
  }

  app.post('/api/ai/tasks/:task', async (request, reply) => {
    const { task, input, grant } = await prepare(request);
    const { timeout, clientGone, signal } = gateway.callSignals(reply);
    try {
      const outcome = await runTask({ task, input, caller, call: grant.call, signal });
      await gateway.succeeded(grant);
      return responseOf(task, grant, outcome);
    } catch (error) {
      await gateway.refund(grant);
      // 499: the browser closed the request; nobody reads this answer.
      if (clientGone.aborted) return reply.status(499).send();
      const described = gateway.failure(request, grant, error, timeout.aborted);
      if (described.retryAfterSeconds) reply.header('retry-after', described.retryAfterSeconds);
      throw described;
    }
  });

  // Long tasks: the reply as it is written, as server-sent events (meta, delta…, done | error).
  // Nothing is sent until the first text arrives, so a refused call still answers with its HTTP status.
  app.post('/api/ai/tasks/:task/stream', async (request, reply) => {
    const { task, input, grant } = await prepare(request);
    const { timeout, clientGone, signal } = gateway.callSignals(reply);
    let channel: SseChannel | undefined;
    const open = () => {
      if (!channel) {
        channel = openSse(reply);
        const { provider, model, keySource } = grant.call;
        channel.send({ event: 'meta', data: { provider, model, keySource } });
      }
      return channel;
    };
    try {
      const outcome = await runTask({
        task,
        input,
        caller,
        call: grant.call,
        signal,
        onDelta: (text) => open().send({ event: 'delta', data: { text } }),
      });
      await gateway.succeeded(grant);
      open().send({ event: 'done', data: responseOf(task, grant, outcome) });
      channel!.end();
      return reply;
    } catch (error) {
      // Text the browser already received counts as a use; a call that gave nothing does not.
      if (!clientGone.aborted || !channel) await gateway.refund(grant);
      if (clientGone.aborted) {
        if (!channel) return reply.status(499).send();
        channel.end();
        return reply;
      }
      const described = gateway.failure(request, grant, error, timeout.aborted);
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
