// What the HTTP client keeps in the browser (spec §3, storage keys as named there): the last 50
// requests sent, collections of saved requests (exported and imported as JSON), environments.
// Each item keeps the spec's flat fields and the whole draft, so a click restores everything.
import { z } from 'zod';
import { RELAY_METHODS } from '@common/relay';
import type { Environment } from './environment';
import { rowId } from './query-params';
import { bodyText, emptyDraft, headersText, type RequestDraft } from './request-draft';

export const storageKeys = {
  history: 'httpClientHistory',
  collections: 'httpClientCollections',
  environments: 'httpClientEnvironments',
} as const;

export const HISTORY_LIMIT = 50;

/** Spec §3: id, timestamp, name (method plus URL), method, url, headers text, body; plus the draft. */
export type HistoryItem = {
  id: string;
  timestamp: string;
  name: string;
  method: string;
  url: string;
  headers: string;
  body: string;
  request: RequestDraft;
};
export type SavedRequest = HistoryItem;
export type Collection = { id: string; name: string; requests: SavedRequest[] };

export function newId(): string {
  return crypto.randomUUID();
}

/** A draft as stored: chosen files stay behind (a browser cannot keep them), their names do not. */
export function storedDraft(draft: RequestDraft): RequestDraft {
  return structuredClone(draft);
}

export function requestRecord({
  draft,
  name,
  now = new Date(),
}: {
  draft: RequestDraft;
  name?: string;
  now?: Date;
}): HistoryItem {
  return {
    id: newId(),
    timestamp: now.toISOString(),
    name: name ?? `${draft.method} ${draft.url}`,
    method: draft.method,
    url: draft.url,
    headers: headersText(draft.headers),
    body: bodyText(draft.body),
    request: storedDraft(draft),
  };
}

/** Newest first, at most 50; sending the same request again moves it to the top instead of repeating it. */
export function addToHistory({ history, item }: { history: HistoryItem[]; item: HistoryItem }): HistoryItem[] {
  const key = fingerprint(item.request);
  return [item, ...history.filter((h) => fingerprint(h.request) !== key)].slice(0, HISTORY_LIMIT);
}

/** The draft without its row ids (they are per page), for telling two requests apart. */
function fingerprint(draft: RequestDraft): string {
  return JSON.stringify(draft, (key, value: unknown) => (key === 'id' ? undefined : value));
}

// --- validation of what comes back from storage or an imported file -----------------------------

const row = z.object({ id: z.string().optional(), key: z.string(), value: z.string(), enabled: z.boolean().default(true) });
const formRow = row.extend({ kind: z.enum(['text', 'file']).default('text'), fileName: z.string().optional() });
const draftSchema = z.object({
  method: z.enum(RELAY_METHODS),
  url: z.string(),
  params: z.array(row).default([]),
  headers: z.array(row).default([]),
  auth: z
    .object({
      type: z.enum(['none', 'bearer', 'basic', 'api-key']),
      bearerToken: z.string().default(''),
      basicUsername: z.string().default(''),
      basicPassword: z.string().default(''),
      apiKeyKey: z.string().default(''),
      apiKeyValue: z.string().default(''),
      apiKeyLocation: z.enum(['header', 'query']).default('header'),
    })
    .default(emptyDraft().auth),
  body: z
    .object({
      type: z.enum(['none', 'json', 'text', 'urlencoded', 'multipart']),
      json: z.string().default(''),
      text: z.string().default(''),
      textType: z.string().default('text/plain'),
      urlencoded: z.array(row).default([]),
      multipart: z.array(formRow).default([]),
    })
    .default(emptyDraft().body),
});
const savedSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1),
  timestamp: z.string().optional(),
  request: draftSchema,
});
const collectionSchema = z.object({ id: z.string().optional(), name: z.string().trim().min(1), requests: z.array(savedSchema) });

/** Row ids are per page: stored rows get fresh ones so two restored requests never share an id. */
function withFreshIds(draft: z.output<typeof draftSchema>): RequestDraft {
  const fresh = <T extends { id?: string }>(rows: T[]) => rows.map((r) => ({ ...r, id: rowId() }));
  return {
    ...draft,
    params: fresh(draft.params),
    headers: fresh(draft.headers),
    body: { ...draft.body, urlencoded: fresh(draft.body.urlencoded), multipart: fresh(draft.body.multipart) },
  };
}

/** A draft from a Share link or elsewhere untrusted, checked and given fresh row ids; undefined when unusable. */
export function readDraft(raw: unknown): RequestDraft | undefined {
  const parsed = draftSchema.safeParse(raw);
  return parsed.success ? withFreshIds(parsed.data) : undefined;
}

/** The draft without its row ids (they are per page): what a Share link carries. */
export function draftWithoutIds(draft: RequestDraft): unknown {
  return JSON.parse(JSON.stringify(draft, (key, value: unknown) => (key === 'id' ? undefined : value)));
}

function savedFrom(input: z.output<typeof savedSchema>): SavedRequest {
  const record = requestRecord({ draft: withFreshIds(input.request), name: input.name });
  return { ...record, id: input.id ?? record.id, timestamp: input.timestamp ?? record.timestamp };
}

/** History as stored, with anything unreadable dropped rather than breaking the screen. */
export function readHistory(raw: unknown): HistoryItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = savedSchema.safeParse(item);
    return parsed.success ? [savedFrom(parsed.data)] : [];
  });
}

export function readCollections(raw: unknown): Collection[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = collectionSchema.safeParse(item);
    return parsed.success
      ? [{ id: parsed.data.id ?? newId(), name: parsed.data.name, requests: parsed.data.requests.map(savedFrom) }]
      : [];
  });
}

const environmentSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1),
  variables: z.record(z.string(), z.string()),
});
export function readEnvironments(raw: unknown): Environment[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = environmentSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const COLLECTIONS_FORMAT = 'devforge-http-collections';

/** The export file: every collection with its requests (drafts in full; no files). */
export function collectionsFile({ collections, now = new Date() }: { collections: Collection[]; now?: Date }): string {
  return JSON.stringify(
    {
      format: COLLECTIONS_FORMAT,
      version: 1,
      exportedAt: now.toISOString(),
      collections: collections.map((c) => ({
        name: c.name,
        requests: c.requests.map((r) => ({ name: r.name, timestamp: r.timestamp, request: r.request })),
      })),
    },
    null,
    2,
  );
}

/**
 * Collections from an export file (ours, or a bare list of collections). Imported ones get new
 * ids and are added to the user's; throws an Error with the user's message when the file is not one.
 */
export function parseCollectionsFile({ text }: { text: string }): Collection[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('Invalid collections file: it is not JSON.');
  }
  const list = Array.isArray(data) ? data : (data as { collections?: unknown })?.collections;
  const parsed = z.array(collectionSchema).min(1).safeParse(list);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    throw new Error(`Invalid collections file: ${issue?.message ?? 'no collections in it'}${where}.`);
  }
  return parsed.data.map((c) => ({
    id: newId(),
    name: c.name,
    requests: c.requests.map((r) => ({ ...savedFrom(r), id: newId() })),
  }));
}
