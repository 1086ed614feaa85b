import Ajv, { type ErrorObject, type Options } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export const INVALID_SCHEMA = 'Invalid JSON Schema';
export const VALIDATION_FAILED = 'JSON Schema validation failed: ';
/** More reasons than this are summarised as "… and N more": a 20 MB array can fail thousands of times. */
export const MAX_REASONS = 20;

// Ajv compiles schemas to JavaScript with new Function(), which the page's CSP forbids: this module runs
// only inside json.eval.worker.ts, whose script the server sends with 'unsafe-eval' and no network access.
const ajvOptions: Options = { allErrors: true, strict: false };

/** The Ajv class for the schema's `$schema` dialect; 2020-12 when it names none. */
function ajvFor(dialect: unknown): Ajv | undefined {
  if (dialect === undefined) return new Ajv2020(ajvOptions);
  const uri = typeof dialect === 'string' ? dialect.replace(/#$/, '') : '';
  if (uri === 'http://json-schema.org/draft-07/schema') return new Ajv(ajvOptions);
  if (uri === 'https://json-schema.org/draft/2019-09/schema') return new Ajv2019(ajvOptions);
  if (uri === 'https://json-schema.org/draft/2020-12/schema') return new Ajv2020(ajvOptions);
  return undefined;
}

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
 * Checks parsed JSON against a JSON Schema (draft-07, 2019-09 or 2020-12 by its `$schema`; default
 * 2020-12), with the ajv-formats formats. Throws 'Invalid JSON Schema' for a schema that does not parse
 * or compile, and 'JSON Schema validation failed: ' + reasons when the data does not match.
 */
export function validateJsonSchema({ data, schema }: { data: unknown; schema: string }): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(schema);
  } catch {
    throw new Error(INVALID_SCHEMA);
  }
  if (typeof parsed !== 'boolean' && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) throw new Error(INVALID_SCHEMA);
  const ajv = ajvFor(typeof parsed === 'object' ? (parsed as { $schema?: unknown }).$schema : undefined);
  if (!ajv) throw new Error(INVALID_SCHEMA);
  addFormats(ajv);

  let validate;
  try {
    validate = ajv.compile(parsed as object | boolean);
  } catch {
    throw new Error(INVALID_SCHEMA);
  }
  if (!validate(data)) throw new Error(VALIDATION_FAILED + describeErrors(validate.errors ?? []));
}
