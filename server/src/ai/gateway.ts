import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyRequiredMessage, providerName, type ProviderId } from '../../../common/ai';
import type { SessionUser } from '../auth/routes';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { createConfiguredKeyStore } from '../keys/store';
import { createAiCaller, type AiCall } from './ai-caller';
import { userRequirer, type CurrentUserReader } from './current-user';
import { resolveKeyAccess } from './key-access';
import { AiProviderError, ClientGoneError, describeProviderError } from './provider-errors';
import { createUsageCounter, utcDay } from './quota';

export type AiGatewayOptions = {
  database: Database;
  config: Pick<Config, 'ai' | 'dataDir'>;
  currentUser: CurrentUserReader;
  /** The time the quota counts by; tests move it across UTC midnight. */
  clock?: () => Date;
};

/** One AI request that may go ahead: who, with which provider, model and key, and whether it took a use of the quota. */
export type AiGrant = {
  user: SessionUser;
  call: AiCall;
  /** The feature the use is recorded under (spec §3 Usage record features): a task id, or 'website'. */
  feature: string;
  counted: boolean;
  day: string;
};

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
 * What every AI endpoint shares (DESIGN.md §4.1): the user's own key when they have one, else the
 * built-in key counted against the daily quota, else the spec's "API key required" refusal; the
 * call's time limit; failures worded for the user; the use recorded or given back.
 */
export function createAiGateway({ database, config, currentUser, clock = () => new Date() }: AiGatewayOptions) {
  const settings = config.ai;
  const keys = createConfiguredKeyStore({ database, config });
  const usage = createUsageCounter({ database });

  function unavailable(provider: ProviderId): HttpError {
    return new HttpError(400, 'provider_unavailable', `${providerName(provider)} is not set up on this server. Please choose another provider.`);
  }

  return {
    settings,
    keys,
    usage,
    clock,
    caller: createAiCaller({ config: settings }),
    requireUser: userRequirer(currentUser),
    unavailable,

    /** Picks the provider, model and key for a validated request, and takes one use of the quota when it is counted. */
    async grant({ user, provider = settings.defaultProvider, model, feature }: { user: SessionUser; provider?: ProviderId; model?: string; feature: string }): Promise<AiGrant> {
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
      if (access.kind === 'built-in' && !(await usage.reserve({ userId: user.id, day, limit: access.limit }))) {
        throw new HttpError(429, 'daily_limit_reached', dailyLimitMessage(provider, access.limit ?? 0));
      }
      const call: AiCall = { provider, model: model ?? providerSettings.model, keySource: access.kind, apiKey: access.apiKey };
      return { user, call, feature, counted: access.kind === 'built-in', day };
    },

    /** The call's own time limit (default AI_TIMEOUT_MS), and the browser leaving, both stop the provider call. */
    callSignals(reply: FastifyReply, timeoutMs = settings.timeoutMs) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const clientGone = clientGoneSignal(reply);
      return { timeout, clientGone, signal: AbortSignal.any([timeout, clientGone]) };
    },

    failure(request: FastifyRequest, grant: AiGrant, error: unknown, timedOut: boolean, timeoutMs = settings.timeoutMs): AiProviderError {
      const { call } = grant;
      const described = describeProviderError({ error, provider: call.provider, keySource: call.keySource, timedOut, timeoutMs, model: call.model });
      // What went wrong, never the key or the provider's own words.
      request.log.warn({ ai: { feature: grant.feature, model: call.model, keySource: call.keySource, ...described.detail } }, 'AI call failed');
      return described;
    },

    async succeeded(grant: AiGrant) {
      if (grant.counted) await usage.recordFeature({ userId: grant.user.id, day: grant.day, feature: grant.feature });
    },

    async refund(grant: AiGrant) {
      if (grant.counted) await usage.refund({ userId: grant.user.id, day: grant.day });
    },
  };
}

export type AiGateway = ReturnType<typeof createAiGateway>;
