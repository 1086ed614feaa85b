import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../common/api';
import {
  opsListResponseSchema,
  opsOperationParamsSchema,
  opsRunInputSchema,
  opsRunQuerySchema,
  opsRunResponseSchema,
  type OpsListResponse,
} from '../../../common/ops';
import type { Value } from '../../../web/src/operations/kinds';
import type { AnyOperation } from '../../../web/src/operations/operation';
import { runWithCheckedOptions } from '../../../web/src/operations/run';
import { optionsFromText } from '../../../web/src/operations/option-text';
import { OptionsError, optionsJsonSchema, upgradeOptions } from '../../../web/src/operations/options';
import type { OpsConfig } from '../config';
import { HttpError } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import { documentedRoute, errorResponses, type ApiDocs, type RouteDoc } from '../openapi/api-docs';
import type { ApiCallerReader } from '../tokens/caller';
import { loadOperationCatalogue, type NodeOperationCatalogue } from './discover';
import type { OpsQuota } from './quota';
import { answerBody, bodySize, tooLargeMessage } from './answer';
import { valueFromJson, valueFromRaw } from './request-values';
import { runsInline } from './run-inline';
import {
  OperationCrashError,
  OperationRunError,
  OperationTimeoutError,
  PoolBusyError,
  createOperationPool,
  type PoolOutput,
} from './worker-pool';

export type OpsRoutesOptions = {
  settings: OpsConfig;
  quota: OpsQuota;
  requireApiCaller: ApiCallerReader;
  docs: ApiDocs;
  /** Where tool folders are read from (web/src/tools by default; tests add their own). */
  toolsDirs?: readonly string[];
};

const tags = ['Operations'];

/** Offered outside a browser: everything but the operations that need a document. */
function servable(operation: AnyOperation): boolean {
  return operation.needs !== 'dom';
}

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Operation calls a day on your plan.', schema: z.number().int() },
  'RateLimit-Remaining': { description: 'Calls left today (UTC).', schema: z.number().int() },
  'RateLimit-Reset': { description: 'Seconds until the count starts again (00:00 UTC).', schema: z.number().int() },
};

const runResponses = {
  200: {
    description:
      'The output. With `Accept: application/octet-stream`, the output itself (text as UTF-8, JSON as its text) and its kind in `X-DevForge-Kind`.',
    schema: opsRunResponseSchema,
    headers: rateLimitHeaders,
  },
  400: { description: "Bad input or options: the message is the operation's own.", schema: apiErrorBodySchema },
  401: errorResponses[401],
  404: { description: 'No such operation (or one that runs only in a browser).', schema: apiErrorBodySchema },
  413: errorResponses[413],
  415: errorResponses[415],
  422: {
    description: 'The run took longer than the time limit (2 s by default) or more memory than allowed, and was stopped.',
    schema: apiErrorBodySchema,
  },
  429: {
    description: "The day's quota of operation calls is used up (Free 1,000, Pro 100,000 a UTC day).",
    schema: apiErrorBodySchema,
    headers: { 'Retry-After': { description: 'Seconds until 00:00 UTC.', schema: z.number().int() } },
  },
  503: { description: 'Every worker is busy: try again in a moment.', schema: apiErrorBodySchema },
} as const;

const rawBodies = [
  { contentType: 'application/octet-stream', description: 'The input as bytes; options in the query.' },
  { contentType: 'text/plain', description: 'The input as UTF-8 text; options in the query.' },
];

function summaryOf(operation: AnyOperation, toolId: string): OpsListResponse['operations'][number] {
  return {
    id: operation.id,
    name: operation.name,
    description: operation.description,
    tool: toolId,
    input: operation.input,
    output: operation.output,
    version: operation.version ?? 1,
    keywords: [...(operation.keywords ?? [])],
    options: optionsJsonSchema(operation),
    examples: (operation.examples ?? []).map((example) => ({ ...example })),
  };
}

/** One documented path per operation, with its own options schema. */
function operationRouteDoc(operation: AnyOperation, toolId: string): RouteDoc {
  const example = operation.examples?.find((e) => e.output !== undefined);
  return {
    method: 'POST',
    url: `/api/ops/${operation.id}`,
    operationId: `op_${operation.id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`,
    summary: `${operation.name} (${operation.id})`,
    description: [
      operation.description,
      `Input: ${operation.input}; output: ${operation.output}. Tool: /tools/${toolId}.`,
      example ? `Example: ${JSON.stringify(example.input ?? '')} gives ${JSON.stringify(example.output)}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    tags: ['Operation catalogue'],
    auth: 'session-or-token',
    body: opsRunInputSchema.extend({ options: (operation.options as z.ZodObject).optional() }),
    rawBodies: operation.input === 'none' ? [] : rawBodies,
    responses: {
      ...runResponses,
      200: { ...runResponses[200], schema: opsRunResponseSchema.extend({ kind: z.literal(operation.output) }) },
    },
  };
}

/** Whether the caller asked for the output itself rather than JSON. */
function wantsRaw(accept: string | undefined): boolean {
  return accept !== undefined && /application\/octet-stream/i.test(accept) && !/application\/json/i.test(accept);
}

const rawTypes = {
  text: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  bytes: 'application/octet-stream',
  none: 'application/octet-stream',
} as const;

/**
 * The operations API: GET /api/ops (the catalogue with each operation's options as JSON Schema)
 * and POST /api/ops/:operation (run one). Calls take a session or a personal API token, count
 * against the plan's daily quota, and run in the worker pool with a time cap (a small run of a light
 * operation runs on the event loop instead: run-inline.ts).
 */
export const opsRoutes: FastifyPluginAsync<OpsRoutesOptions> = async (
  app,
  { settings, quota, requireApiCaller, docs, toolsDirs },
) => {
  let catalogue: Promise<NodeOperationCatalogue> | null = null;
  const loadCatalogue = () =>
    (catalogue ??= loadOperationCatalogue(toolsDirs).catch((error: unknown) => {
      catalogue = null;
      throw error;
    }));
  const pool = createOperationPool({ size: settings.workers, timeoutMs: settings.timeoutMs });
  app.addHook('onClose', async () => pool.close());

  /** A small run on the event loop (run-inline.ts): the same answer and refusals as the pool's. */
  async function runOnLoop(
    operation: AnyOperation,
    input: Value,
    checkedOptions: Record<string, unknown>,
    format: 'json' | 'raw',
  ): Promise<PoolOutput> {
    let body: string | Uint8Array;
    let kind: PoolOutput['kind'];
    try {
      const output = await runWithCheckedOptions(operation, input, checkedOptions);
      kind = output.kind;
      body = answerBody(output, format);
    } catch (err) {
      throw new OperationRunError(err instanceof Error ? err.message : String(err));
    }
    if (bodySize(body) > pool.maxOutputBytes) throw new OperationRunError(tooLargeMessage(bodySize(body), pool.maxOutputBytes));
    return { kind, body };
  }
  noStoreByDefault(app);

  // Raw bodies (this plugin only; the rest of the API takes JSON alone).
  app.addContentTypeParser(
    ['application/octet-stream', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: settings.bodyLimit },
    (_request, body, done) => done(null, body),
  );

  docs.addSource(async () =>
    (await loadCatalogue()).list
      .filter(({ operation }) => servable(operation))
      .map(({ operation, toolId }) => operationRouteDoc(operation, toolId)),
  );

  let listBody: string | null = null;
  documentedRoute(
    app,
    docs,
    {
      method: 'GET',
      url: '/api/ops',
      operationId: 'listOperations',
      summary: 'List the operations',
      description: "Every operation the API runs, with its input and output kinds, its options' JSON Schema and worked examples.",
      tags,
      auth: 'none',
      responses: { 200: { description: 'The catalogue, sorted by id.', schema: opsListResponseSchema } },
    },
    async (_input, _request, reply) => {
      if (listBody === null) {
        const { list } = await loadCatalogue();
        const body: OpsListResponse = {
          operations: list
            .filter(({ operation }) => servable(operation))
            .map(({ operation, toolId }) => summaryOf(operation, toolId)),
        };
        listBody = JSON.stringify(body);
      }
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(listBody);
    },
  );

  function setQuotaHeaders(reply: FastifyReply, take: { limit: number; used: number; resetAt: Date }) {
    reply.header('RateLimit-Limit', take.limit);
    reply.header('RateLimit-Remaining', Math.max(0, take.limit - take.used));
    reply.header('RateLimit-Reset', Math.max(1, Math.ceil((take.resetAt.getTime() - Date.now()) / 1000)));
  }

  documentedRoute(
    app,
    docs,
    {
      method: 'POST',
      url: '/api/ops/:operation',
      bodyLimit: settings.bodyLimit,
      operationId: 'runOperation',
      summary: 'Run an operation',
      description:
        'Runs one operation of the catalogue on the input. JSON body `{ input, options }` (bytes as Base64 with `inputEncoding: "base64"`), or the input as a raw `application/octet-stream` or `text/plain` body with the options in the query. Counts one call against the daily quota.',
      tags,
      auth: 'session-or-token',
      params: opsOperationParamsSchema,
      query: opsRunQuerySchema,
      body: opsRunInputSchema,
      rawBodies,
      responses: runResponses,
    },
    async ({ params, query, body }, request, reply) => {
      const caller = await requireApiCaller(request);
      const entry = (await loadCatalogue()).find(params.operation);
      if (!entry)
        throw new HttpError(404, 'unknown_operation', `There is no operation "${params.operation}". GET /api/ops lists them.`);
      const { operation, toolId } = entry;
      if (!servable(operation))
        throw new HttpError(
          404,
          'unknown_operation',
          `${operation.id} needs a browser and runs only on its tool's page (/tools/${toolId}).`,
        );

      let input;
      let options: unknown;
      let optionsVersion: number | undefined;
      if (Buffer.isBuffer(request.body)) {
        const { options: optionsJson, optionsVersion: versionText, ...flags } = query;
        try {
          options = optionsJson !== undefined ? JSON.parse(optionsJson) : optionsFromText(operation, flags);
        } catch (err) {
          throw new HttpError(
            400,
            'invalid_options',
            err instanceof SyntaxError ? 'The options query parameter is not valid JSON' : (err as Error).message,
          );
        }
        optionsVersion = versionText === undefined ? undefined : Number(versionText);
        input = valueFromRaw(operation, request.body, request.headers['content-type']);
      } else {
        options = body.options;
        optionsVersion = body.optionsVersion;
        input = valueFromJson(operation, body.input, body.inputEncoding);
      }
      // Checked here (cheap), so a bad option is a 400 that costs no call of the quota.
      let checkedOptions: Record<string, unknown>;
      try {
        checkedOptions = upgradeOptions(operation, options, optionsVersion);
      } catch (err) {
        if (err instanceof OptionsError) throw new HttpError(400, 'invalid_options', err.message);
        throw err;
      }

      const take = await quota.take({ userId: caller.user.id, plan: caller.user.plan });
      setQuotaHeaders(reply, take);
      if (!take.allowed) {
        reply.header('Retry-After', reply.getHeader('RateLimit-Reset'));
        const plan = caller.user.plan === 'pro' ? 'Pro' : 'Free';
        throw new HttpError(
          429,
          'quota_exceeded',
          `You have used the ${take.limit.toLocaleString('en-US')} operation calls of your ${plan} plan for today. The count starts again at 00:00 UTC.`,
        );
      }

      const raw = wantsRaw(request.headers.accept);
      const format = raw ? 'raw' : 'json';
      try {
        const output = runsInline(operation, input)
          ? await runOnLoop(operation, input, checkedOptions, format)
          : await pool.run({
              owner: caller.user.id,
              toolId,
              file: (await loadCatalogue()).fileOf(toolId)!,
              operationId: operation.id,
              input,
              options,
              optionsVersion,
              format,
            });
        if (raw) {
          const bytes = output.body as Uint8Array;
          return reply
            .header('X-DevForge-Kind', output.kind)
            .type(rawTypes[output.kind])
            .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        }
        return reply.type('application/json; charset=utf-8').send(output.body);
      } catch (err) {
        if (err instanceof OperationRunError) throw new HttpError(400, 'operation_failed', err.message);
        if (err instanceof OperationTimeoutError) throw new HttpError(422, 'timeout', err.message);
        if (err instanceof OperationCrashError) throw new HttpError(422, 'operation_stopped', err.message);
        if (err instanceof PoolBusyError) {
          reply.header('Retry-After', 1);
          throw new HttpError(503, 'busy', err.message);
        }
        throw err;
      }
    },
  );
};
