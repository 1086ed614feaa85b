import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { JsonSyntaxError, parseJsonText } from '../json/syntax';
import { createAjv, draftLabels, draftOf, type SchemaDraft } from './ajv';
import { locatePointers } from './locate';

/** How many problems are listed (and located in the text); the total is always given. */
export const MAX_LISTED_ISSUES = 500;

/** One problem Ajv reports, with the line of the instance (or, for a schema problem, of the schema) it is about. */
export type SchemaIssue = {
  /** JSON pointer into the document ('' is the root), or into the schema for meta-schema problems. */
  instancePath: string;
  /** Where in the schema the failing keyword is ("#/properties/age/minimum"). */
  schemaPath: string;
  keyword: string;
  message: string;
  line?: number;
  column?: number;
  /** The line of the failing keyword in the schema text, when it is in that text. */
  schemaLine?: number;
  schemaColumn?: number;
};

export type SyntaxProblem = { message: string; line?: number; column?: number; position?: number };

export type DraftChoice = SchemaDraft | 'auto';

export type SchemaCheckResult =
  /** One or both texts are not JSON (spec tools.md §5: both must parse, the parse error is shown). */
  | { status: 'syntax'; schema?: SyntaxProblem; document?: SyntaxProblem }
  /** The schema is not a schema of its draft (checked against the meta-schema first) or does not compile. */
  | { status: 'bad-schema'; draft?: SchemaDraft; message: string; issues: SchemaIssue[]; total: number }
  | { status: 'valid'; draft: SchemaDraft; note?: string; ms: number }
  | { status: 'invalid'; draft: SchemaDraft; note?: string; issues: SchemaIssue[]; total: number; ms: number };

export type SchemaCheckRequest = { schema: string; document: string; draft?: DraftChoice };

function syntaxProblem(err: unknown): SyntaxProblem {
  if (err instanceof JsonSyntaxError) return { message: err.message, line: err.line, column: err.column, position: err.position };
  return { message: err instanceof Error ? err.message : String(err) };
}

function parseBoth(schema: string, document: string): { schema: unknown; document: unknown } | SchemaCheckResult {
  const problems: { schema?: SyntaxProblem; document?: SyntaxProblem } = {};
  const parsed: { schema?: unknown; document?: unknown } = {};
  for (const [key, text, label] of [
    ['schema', schema, 'Schema'],
    ['document', document, 'Document'],
  ] as const) {
    if (text.trim() === '') {
      problems[key] = { message: `${label} is empty: paste or upload JSON.` };
      continue;
    }
    try {
      parsed[key] = parseJsonText(text);
    } catch (err) {
      problems[key] = syntaxProblem(err);
    }
  }
  if (problems.schema || problems.document) return { status: 'syntax', ...problems };
  return parsed as { schema: unknown; document: unknown };
}

/** Ajv's errors as issues, the first MAX_LISTED_ISSUES located in the texts they point into. */
function toIssues(errors: readonly ErrorObject[], instanceText: string, schemaText: string | null): SchemaIssue[] {
  const listed = errors.slice(0, MAX_LISTED_ISSUES);
  const instancePlaces = locatePointers(instanceText, [...new Set(listed.map((e) => e.instancePath))]);
  const schemaPointers =
    schemaText === null
      ? []
      : listed
          .map((e) => e.schemaPath)
          .filter((p) => p.startsWith('#'))
          .map((p) => p.slice(1));
  const schemaPlaces = schemaText === null ? new Map() : locatePointers(schemaText, [...new Set(schemaPointers)]);
  return listed.map((error) => {
    const at = instancePlaces.get(error.instancePath);
    const schemaAt = error.schemaPath.startsWith('#') ? schemaPlaces.get(error.schemaPath.slice(1)) : undefined;
    return {
      instancePath: error.instancePath,
      schemaPath: error.schemaPath,
      keyword: error.keyword,
      message: messageOf(error),
      ...(at && { line: at.line, column: at.column }),
      ...(schemaAt && { schemaLine: schemaAt.line, schemaColumn: schemaAt.column }),
    };
  });
}

/** Ajv's message, with the name of the property at fault where Ajv keeps it in params. */
function messageOf(error: ErrorObject): string {
  const message = error.message ?? 'is invalid';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    return `${message}: "${params.additionalProperty}"`;
  if ((error.keyword === 'enum' || error.keyword === 'const') && params.allowedValues !== undefined)
    return `${message}: ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === 'const' && params.allowedValue !== undefined) return `${message}: ${JSON.stringify(params.allowedValue)}`;
  return message;
}

const ajvs = new Map<SchemaDraft, Ajv>();

/**
 * One Ajv per draft for the life of the worker: compiling a draft's meta-schema (which every check
 * validates the schema against) took 80–190 ms a check, more than compiling the schema itself.
 * addUsedSchema off: a schema's $id is not registered, so the next check may use the same $id.
 */
function ajvFor(draft: SchemaDraft): Ajv {
  let ajv = ajvs.get(draft);
  if (!ajv) {
    ajv = createAjv(draft, { addUsedSchema: false });
    ajvs.set(draft, ajv);
  }
  return ajv;
}

/** Compiles a draft's meta-schema now (a worker started ahead of its first check does this while idle). */
export function compileMetaSchema(draft: SchemaDraft): void {
  ajvFor(draft).validateSchema({});
}

/**
 * Validates a document against a JSON Schema, the way a careful user would: both texts must be
 * JSON; the draft is the one `$schema` names, or the one chosen (2020-12 when neither says); the
 * schema is checked against its draft's meta-schema before it is used; then every error is listed
 * with its instance path, schema path, message and line.
 */
export function checkAgainstSchema({
  schema: schemaText,
  document: documentText,
  draft: choice = 'auto',
}: SchemaCheckRequest): SchemaCheckResult {
  const parsed = parseBoth(schemaText, documentText);
  if ('status' in parsed) return parsed;
  let schema = parsed.schema;
  if (typeof schema !== 'boolean' && (schema === null || typeof schema !== 'object' || Array.isArray(schema))) {
    return {
      status: 'bad-schema',
      message: 'Invalid JSON Schema: a schema is a JSON object (or true or false).',
      issues: [],
      total: 0,
    };
  }

  const dialect = typeof schema === 'object' ? (schema as { $schema?: unknown }).$schema : undefined;
  const named = draftOf(dialect);
  let draft: SchemaDraft;
  let note: string | undefined;
  if (choice === 'auto') {
    if (dialect !== undefined && !named) {
      return {
        status: 'bad-schema',
        message: `Unknown $schema ${JSON.stringify(dialect)}: choose the draft by hand.`,
        issues: [],
        total: 0,
      };
    }
    draft = named ?? '2020-12';
  } else {
    draft = choice;
    if (dialect !== undefined && named !== choice) {
      // The chosen draft wins; Ajv would otherwise look for the $schema's meta-schema.
      note = `$schema ${named ? `names ${draftLabels[named]}` : 'names an unknown dialect'}: validated as ${draftLabels[choice]}, as chosen.`;
      const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
      schema = rest;
    }
  }

  const ajv = ajvFor(draft);
  if (!ajv.validateSchema(schema as object)) {
    const errors = ajv.errors ?? [];
    return {
      status: 'bad-schema',
      draft,
      message: `The schema is not a valid ${draftLabels[draft]} schema.`,
      issues: toIssues(errors, schemaText, null),
      total: errors.length,
    };
  }
  try {
    let validate;
    try {
      validate = ajv.compile(schema as object);
    } catch (err) {
      return {
        status: 'bad-schema',
        draft,
        message: `Invalid JSON Schema: ${err instanceof Error ? err.message : String(err)}`,
        issues: [],
        total: 0,
      };
    }
    const started = performance.now();
    const valid = validate(parsed.document);
    const ms = performance.now() - started;
    if (valid) return { status: 'valid', draft, note, ms };
    const errors = validate.errors ?? [];
    return { status: 'invalid', draft, note, issues: toIssues(errors, documentText, schemaText), total: errors.length, ms };
  } finally {
    // The next check compiles its own schema afresh; only the meta-schema stays compiled (true and
    // false are not kept by identity, and Ajv refuses them here).
    if (typeof schema === 'object') ajv.removeSchema(schema as object);
  }
}
