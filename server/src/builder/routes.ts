import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderId } from '../../../common/ai';
import {
  BUILDER_FILE_MAX,
  generateWebsiteInputSchema,
  refineWebsiteInputSchema,
  type BuilderStreamEvent,
} from '../../../common/builder';
import type { SessionUser } from '../auth/routes';
import type { AiGateway } from '../ai/gateway';
import { openSse, type SseChannel } from '../ai/sse';
import { validate } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import { generateSite, type BuilderProgress } from './generate-site';
import { BUILDER_PREVIEW_PATH, builderPreviewCsp, builderPreviewPage } from './preview';
import { generatePrompt, refinePrompt } from './prompts';
import { generateDefaults, type WebsiteDefaults } from './site-reply';

export type BuilderRoutesOptions = {
  gateway: AiGateway;
  /** The server's usual body limit; a refinement carries the current files and may need more. */
  bodyLimit: number;
};

/** Progress events at most this often; a new stage goes out at once. */
const PROGRESS_INTERVAL_MS = 100;

// Three files at their cap (common/builder.ts), with room for JSON escaping.
const REFINE_BODY_LIMIT = 4 * BUILDER_FILE_MAX;

/** Uses of the daily quota are recorded under this feature (spec §3 Usage record). */
const FEATURE = 'website';

/** One generation: the user message, the defaults for missing details, and the provider choice. */
type Job = { user: SessionUser; prompt: string; defaults: WebsiteDefaults; provider?: ProviderId; model?: string };

/**
 * The website builder (spec platform.md §2, §3, §5; issue 5): POST /api/builder/generate and
 * /api/builder/refine stream the site as it is written (BuilderStreamEvent), with keys and quota
 * exactly as every AI call (ai/gateway.ts); GET /builder-preview is the sandboxed preview shell.
 */
export const builderRoutes: FastifyPluginAsync<BuilderRoutesOptions> = async (app, { gateway, bodyLimit }) => {
  const { caller, requireUser, settings } = gateway;

  noStoreByDefault(app);

  // Like /api/ai/tasks/:task/stream: nothing is sent until the model's first text, so a refused
  // call (no key, daily limit, provider error) still answers with its HTTP status and JSON error.
  async function stream(request: FastifyRequest, reply: FastifyReply, job: Job) {
    const grant = await gateway.grant({ user: job.user, provider: job.provider, model: job.model, feature: FEATURE });
    const { timeout, clientGone, signal } = gateway.callSignals(reply, settings.builderTimeoutMs);
    const { provider, model, keySource } = grant.call;
    let channel: SseChannel<BuilderStreamEvent> | undefined;
    const open = () => {
      if (!channel) {
        channel = openSse<BuilderStreamEvent>(reply);
        channel.send({ event: 'meta', data: { provider, model, keySource } });
      }
      return channel;
    };
    let lastSent = { stage: '', at: 0 };
    const onProgress = ({ stage, received }: BuilderProgress) => {
      const now = performance.now();
      if (channel && stage === lastSent.stage && now - lastSent.at < PROGRESS_INTERVAL_MS) return;
      lastSent = { stage, at: now };
      open().send({ event: 'progress', data: { stage, received } });
    };
    try {
      const { site } = await generateSite({
        caller,
        call: grant.call,
        prompt: job.prompt,
        defaults: job.defaults,
        maxOutputTokens: settings.builderMaxTokens,
        signal,
        onProgress,
      });
      await gateway.succeeded(grant);
      open().send({ event: 'done', data: { site, provider, model, keySource } });
      channel!.end();
      return reply;
    } catch (error) {
      // Progress carries no content: only a cancel after the model started writing keeps the use.
      if (!clientGone.aborted || !channel) await gateway.refund(grant);
      if (clientGone.aborted) {
        if (!channel) return reply.status(499).send();
        channel.end();
        return reply;
      }
      const described = gateway.failure(request, grant, error, timeout.aborted, settings.builderTimeoutMs);
      if (!channel) {
        if (described.retryAfterSeconds) reply.header('retry-after', described.retryAfterSeconds);
        throw described;
      }
      channel.send({ event: 'error', data: { code: described.code, message: described.message } });
      channel.end();
      return reply;
    }
  }

  app.post('/api/builder/generate', async (request, reply) => {
    const user = await requireUser(request);
    const { prompt, provider, model } = validate(generateWebsiteInputSchema, request.body);
    return stream(request, reply, { user, prompt: generatePrompt(prompt), defaults: generateDefaults(prompt), provider, model });
  });

  app.post('/api/builder/refine', { bodyLimit: Math.max(bodyLimit, REFINE_BODY_LIMIT) }, async (request, reply) => {
    const user = await requireUser(request);
    const { instruction, site, provider, model } = validate(refineWebsiteInputSchema, request.body);
    // A refinement keeps the current details unless the model gives new ones.
    const defaults: WebsiteDefaults = { name: site.name, description: site.description, features: site.features, technologies: site.technologies };
    return stream(request, reply, { user, prompt: refinePrompt({ site, instruction }), defaults, provider, model });
  });

  app.get(BUILDER_PREVIEW_PATH, async (_request, reply) => {
    // The app's CSP is replaced, and its cross-origin isolation headers would stop the shell working in the frame.
    for (const name of ['cross-origin-embedder-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']) reply.removeHeader(name);
    return reply
      .header('content-security-policy', builderPreviewCsp)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(builderPreviewPage);
  });
};
