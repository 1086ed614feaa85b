import { z } from 'zod';
import type { AnyOperation, OptionMeta } from './operation';

// Options: validated with the operation's zod schema (defaults fill what is missing), carried with
// their version (`v`) in links and saved recipes, upgraded by the operation's migrations, and turned
// into a form description for the generic screen.

export type OptionField =
  | ({ key: string; type: 'boolean'; default: boolean } & OptionMeta)
  | ({ key: string; type: 'number'; default: number; min?: number; max?: number; integer: boolean; step?: number } & OptionMeta)
  | ({ key: string; type: 'string'; default: string; maxLength?: number } & OptionMeta)
  | ({ key: string; type: 'enum'; default: string; values: string[] } & OptionMeta);

type AnySchema = z.core.$ZodType;

function metaOf(schema: AnySchema): OptionMeta {
  return (z.globalRegistry.get(schema) as OptionMeta | undefined) ?? {};
}

/** The field's base type under defaults, optionals and pipes, with the metadata found on the way (outer wins). */
function unwrap(schema: AnySchema): { base: AnySchema; meta: OptionMeta; fallback: unknown } {
  let meta: OptionMeta = {};
  let fallback: unknown;
  let current = schema;
  for (let i = 0; i < 10; i++) {
    meta = { ...metaOf(current), ...meta };
    const def = current._zod.def as { type: string; innerType?: AnySchema; defaultValue?: unknown; in?: AnySchema };
    if (def.type === 'default' || def.type === 'prefault') {
      if (fallback === undefined) fallback = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      current = def.innerType!;
    } else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') current = def.innerType!;
    else if (def.type === 'pipe') current = def.in!;
    else break;
  }
  return { base: current, meta, fallback };
}

/** The form's fields, in the schema's order. Throws for a field type the form cannot draw (a programming error, caught by the registry test). */
export function optionFields(operation: AnyOperation): OptionField[] {
  const shape = (operation.options as z.ZodObject).shape as Record<string, AnySchema>;
  return Object.entries(shape).map(([key, field]) => {
    const { base, meta, fallback } = unwrap(field);
    // zod's classic schemas expose their checks' bounds as properties.
    const bounds = base as unknown as { minValue?: number | null; maxValue?: number | null; isInt?: boolean; maxLength?: number | null };
    const type = (base._zod.def as { type: string }).type;
    if (fallback === undefined) throw new Error(`${operation.id}: option "${key}" has no default`);
    switch (type) {
      case 'boolean':
        return { key, type: 'boolean', default: fallback as boolean, ...meta };
      case 'number':
        return {
          key,
          type: 'number',
          default: fallback as number,
          min: Number.isFinite(bounds.minValue) ? (bounds.minValue as number) : undefined,
          max: Number.isFinite(bounds.maxValue) ? (bounds.maxValue as number) : undefined,
          integer: bounds.isInt === true,
          ...meta,
        };
      case 'string':
        return { key, type: 'string', default: fallback as string, maxLength: bounds.maxLength ?? undefined, ...meta };
      case 'enum':
        return { key, type: 'enum', default: fallback as string, values: Object.values((base._zod.def as unknown as { entries: Record<string, string> }).entries), ...meta };
      default:
        throw new Error(`${operation.id}: option "${key}" is a ${type}, which the options form cannot show`);
    }
  });
}

/** The keys of the options that are secrets. */
export function sensitiveOptionKeys(operation: AnyOperation): string[] {
  return optionFields(operation)
    .filter((f) => f.sensitive)
    .map((f) => f.key);
}

export function defaultOptions(operation: AnyOperation): Record<string, unknown> {
  return (operation.options as z.ZodObject).parse({}) as Record<string, unknown>;
}

export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** A zod issue list as one sentence a user can act on: "Cost: must be at most 15". */
export function describeIssues(operation: AnyOperation, error: z.ZodError): string {
  const labels = new Map(optionFields(operation).map((f) => [f.key, f.label ?? f.key]));
  return error.issues
    .map((issue) => {
      const key = String(issue.path[0] ?? '');
      const label = labels.get(key) ?? key;
      return label ? `${label}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Options as saved at `version` (a link, a recipe, an API call), brought to the operation's current
 * version and validated. Unknown keys are dropped; missing ones take their defaults.
 */
export function upgradeOptions(operation: AnyOperation, saved: unknown, version = operation.version ?? 1): Record<string, unknown> {
  const current = operation.version ?? 1;
  if (saved !== undefined && (typeof saved !== 'object' || saved === null || Array.isArray(saved))) throw new OptionsError(`The options of ${operation.name} must be an object`);
  if (!Number.isInteger(version) || version < 1) throw new OptionsError(`The options of ${operation.name} have an unknown version`);
  if (version > current) throw new OptionsError(`These options of ${operation.name} come from a newer version of DevForge (options version ${version}, this one knows ${current})`);
  let options = { ...(saved as Record<string, unknown> | undefined) };
  for (let v = version; v < current; v++) {
    const migrate = operation.migrations?.[v];
    if (migrate) options = migrate(options);
  }
  const parsed = (operation.options as z.ZodObject).safeParse(options);
  if (!parsed.success) throw new OptionsError(describeIssues(operation, parsed.error));
  return parsed.data as Record<string, unknown>;
}

/** JSON Schema of the options (for the API and its OpenAPI document), with labels and sensitive flags. */
export function optionsJsonSchema(operation: AnyOperation): Record<string, unknown> {
  return z.toJSONSchema(operation.options as z.ZodObject, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
