import { draftUris, type SchemaDraft } from './ajv';

type Schema = Record<string, unknown>;

const FORMATS: [string, RegExp][] = [
  ['date-time', /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/],
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
  ['uri', /^https?:\/\/[^\s]+$/],
];

function formatOf(value: string): string | undefined {
  return FORMATS.find(([, pattern]) => pattern.test(value))?.[0];
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A schema describing one value. */
function infer(value: unknown): Schema {
  const type = typeOf(value);
  if (type === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return { type, properties: Object.fromEntries(entries.map(([key, v]) => [key, infer(v)])), required: entries.map(([key]) => key) };
  }
  if (type === 'array') {
    const items = (value as unknown[]).reduce<Schema | undefined>((merged, item) => (merged ? merge(merged, infer(item)) : infer(item)), undefined);
    return items ? { type, items } : { type };
  }
  if (type === 'string') {
    const format = formatOf(value as string);
    return format ? { type, format } : { type };
  }
  return { type };
}

/** One schema that both describe: properties united, required only where both require. */
function merge(a: Schema, b: Schema): Schema {
  if (a.anyOf || b.anyOf) return union([...((a.anyOf as Schema[]) ?? [a]), ...((b.anyOf as Schema[]) ?? [b])]);
  if (a.type === b.type) {
    if (a.type === 'object') {
      const properties: Record<string, Schema> = { ...(a.properties as Record<string, Schema>) };
      for (const [key, schema] of Object.entries(b.properties as Record<string, Schema>)) properties[key] = properties[key] ? merge(properties[key], schema) : schema;
      const inB = new Set(b.required as string[]);
      return { type: 'object', properties, required: (a.required as string[]).filter((key) => inB.has(key)) };
    }
    if (a.type === 'array') {
      if (!a.items) return b;
      if (!b.items) return a;
      return { type: 'array', items: merge(a.items as Schema, b.items as Schema) };
    }
    if (a.type === 'string' && a.format !== b.format) return { type: 'string' };
    return a;
  }
  if (isNumeric(a) && isNumeric(b)) return { type: 'number' };
  return union([a, b]);
}

const isNumeric = (schema: Schema) => schema.type === 'integer' || schema.type === 'number';

/** An anyOf of the options, those of one type merged into one (integer and number count as one). */
function union(options: Schema[]): Schema {
  const merged: Schema[] = [];
  for (const option of options) {
    const same = merged.findIndex((o) => o.type === option.type || (isNumeric(o) && isNumeric(option)));
    if (same === -1) merged.push(option);
    else merged[same] = merge(merged[same]!, option);
  }
  return merged.length === 1 ? merged[0]! : { anyOf: merged };
}

/** Drops empty `required` lists (draft-04 forbids them; elsewhere they say nothing). */
function tidy(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, tidy(v)]));
    else if (key === 'items') out[key] = tidy(value as Schema);
    else if (key === 'anyOf') out[key] = (value as Schema[]).map(tidy);
    else out[key] = value;
  }
  return out;
}

/**
 * A starting schema from a sample document: types (integer when every number seen is whole),
 * object properties, `required` for the keys every sample object has, array items merged across
 * all elements, and common string formats (date-time, date, uuid, email, uri). A start to edit,
 * not a contract: it accepts the sample, and says nothing it could not see.
 */
export function generateSchema({ sample, draft = '2020-12' }: { sample: unknown; draft?: SchemaDraft }): Schema {
  const uri = draft === '2020-12' || draft === '2019-09' ? draftUris[draft] : `${draftUris[draft]}#`;
  return { $schema: uri, ...tidy(infer(sample)) };
}
