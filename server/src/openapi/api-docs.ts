import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../common/api';
import { validate } from '../http/errors';

// One OpenAPI 3.1 document for the API, generated from the zod schemas the routes validate with
// (zod 4's toJSONSchema), never written by hand. A feature plugin declares a route once with
// `documentedRoute`: the route is registered, its params, query and JSON body are validated with
// those schemas, and the same schemas describe it in /api/openapi.json. Routes known only later
// (one path per operation of the catalogue) come from `addSource`.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in browser (session cookie), or also a personal API token. */
export type RouteAuth = 'none' | 'session' | 'session-or-token';

export type ResponseDoc = {
  description: string;
  /** JSON body; absent: no body (204) or the raw `contentType` below. */
  schema?: z.ZodType;
  /** A body that is not JSON (e.g. application/octet-stream). */
  contentType?: string;
  headers?: Record<string, { description: string; schema: z.ZodType }>;
};

export type RouteDoc = {
  method: HttpMethod;
  /** Fastify's form: /api/tokens/:id */
  url: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** The JSON request body. */
  body?: z.ZodType;
  /** Other request bodies the route takes (raw bytes or text), with what they mean. */
  rawBodies?: readonly { contentType: string; description: string }[];
  responses: Record<number, ResponseDoc>;
};

export type ApiDocsInfo = { title: string; version: string; description: string };

/** JSON Schema of a zod schema, with the schemas that carry an `id` moved to components. */
type Components = Map<string, unknown>;

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'devforge.session_token',
    description:
      'The session of a signed-in browser (set by signing in). State-changing requests from a browser must come from DevForge itself.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'dfk_…',
    description:
      'A personal API token, created in Account Settings → API tokens: `Authorization: Bearer dfk_…`. Accepted only where a route says so.',
  },
} as const;

function securityOf(auth: RouteAuth): Record<string, string[]>[] | undefined {
  if (auth === 'none') return [];
  if (auth === 'session') return [{ sessionCookie: [] }];
  return [{ sessionCookie: [] }, { apiToken: [] }];
}

/** Replaces every `#/$defs/X` reference in a JSON Schema by `#/components/schemas/<renamed X>`. */
function relink(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => relink(v, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
        const id = v.slice('#/$defs/'.length);
        return [key, `#/components/schemas/${names.get(id) ?? id}`];
      }
      return [key, relink(v, names)];
    }),
  );
}

/** zod → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect); named sub-schemas go to `components`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', components: Components): Record<string, unknown> {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema: _dialect, $defs, ...rest } = converted;
  const names = new Map<string, string>();
  for (const [id, def] of Object.entries(($defs as Record<string, unknown> | undefined) ?? {})) {
    // The same schema can read differently as input (defaults make fields optional) and as output.
    const existing = components.get(id);
    const name =
      existing === undefined || JSON.stringify(existing) === JSON.stringify(def)
        ? id
        : `${id}${io === 'input' ? 'Input' : 'Output'}`;
    names.set(id, name);
  }
  for (const [id, def] of Object.entries(($defs as Record<string, unknown> | undefined) ?? {}))
    components.set(names.get(id)!, relink(def, names));
  return relink(rest, names) as Record<string, unknown>;
}

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parametersOf(route: RouteDoc, components: Components) {
  const parameters: unknown[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = jsonSchemaOf(schema, 'input', components);
    const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
    // A free-form query (a record) is one `style: form` object parameter.
    if (where === 'query' && !json.properties && json.additionalProperties) {
      const { description, ...rest } = json;
      parameters.push({
        name: 'options',
        in: 'query',
        style: 'form',
        explode: true,
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  };
  add('path', route.params);
  add('query', route.query);
  return parameters;
}

function operationOf(route: RouteDoc, components: Components) {
  const parameters = parametersOf(route, components);
  const content: Record<string, unknown> = {};
  if (route.body) content['application/json'] = { schema: jsonSchemaOf(route.body, 'input', components) };
  for (const raw of route.rawBodies ?? [])
    content[raw.contentType] = { schema: { type: 'string', contentMediaType: raw.contentType, description: raw.description } };
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([status, response]) => {
      const body = response.schema
        ? { content: { 'application/json': { schema: jsonSchemaOf(response.schema, 'output', components) } } }
        : response.contentType
          ? { content: { [response.contentType]: { schema: { type: 'string', contentMediaType: response.contentType } } } }
          : {};
      const headers = response.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, h]) => [
                name,
                { description: h.description, schema: jsonSchemaOf(h.schema, 'output', components) },
              ]),
            ),
          }
        : {};
      return [status, { description: response.description, ...body, ...headers }];
    }),
  );
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [...route.tags],
    security: securityOf(route.auth),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/** The standard error answers, described once. */
export const errorResponses = {
  400: { description: 'Bad input: the message says what to fix.', schema: apiErrorBodySchema },
  401: {
    description: 'Not signed in, or the API token is not valid (revoked, expired or mistyped).',
    schema: apiErrorBodySchema,
  },
  404: { description: 'No such thing (or it belongs to another account).', schema: apiErrorBodySchema },
  413: { description: 'The request body is too large.', schema: apiErrorBodySchema },
  415: { description: 'The body is not of a type the route takes.', schema: apiErrorBodySchema },
} satisfies Record<number, ResponseDoc>;

export type ApiDocs = ReturnType<typeof createApiDocs>;

export function createApiDocs(info: ApiDocsInfo) {
  const routes: RouteDoc[] = [];
  const sources: (() => Promise<readonly RouteDoc[]>)[] = [];
  let built: Promise<Record<string, unknown>> | null = null;

  async function build(): Promise<Record<string, unknown>> {
    const all = [...routes, ...(await Promise.all(sources.map((load) => load()))).flat()];
    const components: Components = new Map();
    const paths: Record<string, Record<string, unknown>> = {};
    const tags = new Set<string>();
    for (const route of all) {
      const path = openApiPath(route.url);
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operationOf(route, components);
      for (const tag of route.tags) tags.add(tag);
    }
    return {
      openapi: '3.1.0',
      info,
      jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
      tags: [...tags].map((name) => ({ name })),
      paths,
      components: {
        schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
        securitySchemes: SECURITY_SCHEMES,
      },
    };
  }

  return {
    /** Describes a route registered elsewhere. Prefer documentedRoute, which also validates with the same schemas. */
    add(route: RouteDoc): void {
      routes.push(route);
      built = null;
    },
    /** Routes known only later (e.g. one per operation of the catalogue, loaded on first use). */
    addSource(load: () => Promise<readonly RouteDoc[]>): void {
      sources.push(load);
      built = null;
    },
    /** The OpenAPI 3.1 document (built once, on first request). */
    document(): Promise<Record<string, unknown>> {
      built ??= build().catch((error: unknown) => {
        built = null;
        throw error;
      });
      return built;
    },
  };
}

export type RouteInput<R extends RouteDoc> = {
  params: R['params'] extends z.ZodType ? z.output<R['params']> : undefined;
  query: R['query'] extends z.ZodType ? z.output<R['query']> : undefined;
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
};

/**
 * Registers a route and documents it from the same schemas: params, query and the JSON body are
 * validated with them (a 400 names the problem) before the handler runs. A raw body (a Buffer or
 * a string, from a content type in `rawBodies`) is handed over as it is.
 */
export function documentedRoute<const R extends RouteDoc>(
  app: FastifyInstance,
  docs: ApiDocs,
  route: R & { bodyLimit?: number },
  handler: (input: RouteInput<R>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const { bodyLimit, ...doc } = route;
  docs.add(doc);
  app.route({
    method: route.method,
    url: route.url,
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: async (request, reply) => {
      // Raw only when sent as one of the route's raw types: a JSON body that is a bare string ("x")
      // is JSON, validated like any other (it was taken for a raw body and reached the handler empty).
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      const raw =
        (Buffer.isBuffer(request.body) || typeof request.body === 'string') &&
        type !== 'application/json' &&
        (route.rawBodies ?? []).length > 0;
      const input = {
        params: route.params ? validate(route.params, request.params) : undefined,
        query: route.query ? validate(route.query, request.query) : undefined,
        body: route.body && !raw ? validate(route.body, request.body ?? {}) : undefined,
      } as RouteInput<R>;
      return handler(input, request, reply);
    },
  });
}
