// The GraphQL client's history (spec §3: id, name, query, variables, timestamp; the last 20, key
// graphqlHistory) and its export file (endpoint, query, variables, headers, timestamp).
import { z } from 'zod';
import { queryTitle } from './query';

export const HISTORY_KEY = 'graphqlHistory';
export const HISTORY_LIMIT = 20;

export type GraphqlHistoryItem = {
  id: string;
  name: string;
  query: string;
  variables: string;
  timestamp: string;
  endpoint?: string;
};

const historyItem = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  variables: z.string().default(''),
  timestamp: z.string(),
  endpoint: z.string().optional(),
});

export function readHistory(raw: unknown): GraphqlHistoryItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = historyItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Newest first, at most 20; running the same query again moves it to the top. */
export function addToHistory({
  history,
  query,
  variables,
  endpoint,
  now = new Date(),
}: {
  history: GraphqlHistoryItem[];
  query: string;
  variables: string;
  endpoint: string;
  now?: Date;
}): GraphqlHistoryItem[] {
  const item: GraphqlHistoryItem = {
    id: crypto.randomUUID(),
    name: queryTitle({ query }),
    query,
    variables,
    timestamp: now.toISOString(),
    endpoint,
  };
  return [item, ...history.filter((h) => !(h.query === query && h.variables === variables && h.endpoint === endpoint))].slice(
    0,
    HISTORY_LIMIT,
  );
}

export type GraphqlExportFile = { endpoint: string; query: string; variables: string; headers: string; timestamp: string };

/** The export file: variables and headers as the JSON texts they are edited as. */
export function exportFile({
  endpoint,
  query,
  variables,
  headers,
  now = new Date(),
}: Omit<GraphqlExportFile, 'timestamp'> & { now?: Date }): string {
  return JSON.stringify(
    { endpoint, query, variables, headers, timestamp: now.toISOString() } satisfies GraphqlExportFile,
    null,
    2,
  );
}

const fileSchema = z.object({
  endpoint: z.string(),
  query: z.string(),
  // Older files and other tools may carry objects instead of JSON texts.
  variables: z.union([z.string(), z.record(z.string(), z.unknown()).transform((v) => JSON.stringify(v, null, 2))]).default(''),
  headers: z.union([z.string(), z.record(z.string(), z.unknown()).transform((v) => JSON.stringify(v, null, 2))]).default(''),
  timestamp: z.string().optional(),
});

/** Spec §5: a file that is not one of ours gives "Invalid import file format". */
export function parseImportFile({ text }: { text: string }): Omit<GraphqlExportFile, 'timestamp'> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('Invalid import file format');
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) throw new Error('Invalid import file format');
  const { endpoint, query, variables, headers } = parsed.data;
  return { endpoint, query, variables, headers };
}

/** Header rows from the Headers tab's JSON object text; throws the user's message when it is not one. */
export function parseHeadersJson({ text }: { text: string }): [string, string][] {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('Invalid headers JSON: write an object such as {"X-Api-Key": "…"}');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error('Invalid headers JSON: write an object such as {"X-Api-Key": "…"}');
  return Object.entries(value as Record<string, unknown>).map(([name, v]) => [
    name,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
}
