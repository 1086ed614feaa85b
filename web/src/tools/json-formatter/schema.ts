import type { ErrorObject } from 'ajv';
import { createAjv, draftOf } from '../../engines/json-schema/ajv';

export const INVALID_SCHEMA = 'Invalid JSON Schema';
export const VALIDATION_FAILED = 'JSON Schema validation failed: ';
/** More reasons than this are summarised as "… and N more": a 20 MB array can fail thousands of times. */
export const MAX_REASONS = 20;

// Ajv compiles schemas to JavaScript with new Function(), which the page's CSP forbids: this module runs
// only inside json.eval.worker.ts, whose script the server sends with 'unsafe-eval' and no network access.
// The Ajv set-up (drafts, formats) is the JSON Schema validator's too: engines/json-schema.

function describe(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`;
}

/** The reasons Ajv gives, "instancePath message" joined by "; " (at most MAX_REASONS of them). */
export function describeErrors(errors: ErrorObject[]): string {
  const shown = errors.slice(0, MAX_REASONS).map(describe);
  if (errors.length > MAX_REASONS) shown.push(`… and ${errors.length - MAX_REASONS} more`);
  return shown.join('; ');
}

/**
 * Checks parsed JSON against a JSON Schema (2020-12, 2019-09, draft-07, -06 or -04 by its `$schema`;
 * default 2020-12), with the ajv-formats formats. Throws 'Invalid JSON Schema' for a schema that does
 * not parse or compile, and 'JSON Schema validation failed: ' + reasons when the data does not match.
 */
export function validateJsonSchema({ data, schema }: { data: unknown; schema: string }): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(schema);
  } catch {
    throw new Error(INVALID_SCHEMA);
  }
  if (typeof parsed !== 'boolean' && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) throw new Error(INVALID_SCHEMA);
  const dialect = typeof parsed === 'object' ? (parsed as { $schema?: unknown }).$schema : undefined;
  const draft = dialect === undefined ? '2020-12' : draftOf(dialect);
  if (!draft) throw new Error(INVALID_SCHEMA);

  let validate;
  try {
    validate = createAjv(draft).compile(parsed as object | boolean);
  } catch {
    throw new Error(INVALID_SCHEMA);
  }
  if (!validate(data)) throw new Error(VALIDATION_FAILED + describeErrors(validate.errors ?? []));
}
