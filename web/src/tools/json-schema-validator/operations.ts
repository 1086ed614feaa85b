import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// The JSON Schema validator's transforms (issue 28): validate a document against a schema, and
// generate a schema from a sample. Ajv compiles schemas with new Function, so validation declares
// `needs: 'eval'` (in the browser it runs only in the eval worker); the engine is imported inside
// `run`, never with this module.

/** The drafts engines/json-schema/ajv.ts supports (kept in step by operations.test.ts), not imported: that module is Ajv. */
export const draftIds = ['2020-12', '2019-09', 'draft-07', 'draft-06', 'draft-04'] as const;
const draftChoices = {
  '2020-12': 'Draft 2020-12',
  '2019-09': 'Draft 2019-09',
  'draft-07': 'Draft-07',
  'draft-06': 'Draft-06',
  'draft-04': 'Draft-04',
};

/** The report the validation gives: every error with its place in the document. */
export type SchemaValidationReport = {
  valid: boolean;
  draft: string;
  /** How many errors Ajv found (the list holds the first 500, located). */
  total: number;
  errors: { instancePath: string; message: string; schemaPath: string; line?: number; column?: number }[];
  note?: string;
};

function where(problem: { message: string; line?: number; column?: number }): string {
  return problem.line !== undefined && !/\bline \d+/i.test(problem.message)
    ? `${problem.message} (line ${problem.line}, column ${problem.column})`
    : problem.message;
}

export const jsonSchemaValidate = defineOperation({
  id: 'json-schema-validate',
  name: 'Validate against a JSON Schema',
  description:
    'Check a JSON document against a JSON Schema (draft 2020-12, 2019-09, 07, 06 or 04) and list every error with its line.',
  keywords: ['json schema', 'ajv', 'validate', 'draft-07', '2020-12'],
  input: 'text',
  output: 'json',
  options: z.object({
    schema: z
      .string()
      .default('')
      .meta({ label: 'JSON Schema', multiline: true, placeholder: '{ "type": "object", "required": ["name"] }' }),
    draft: z
      .enum(['auto', ...draftIds])
      .default('auto')
      .meta({ label: 'Draft', choices: { auto: 'Auto: from $schema', ...draftChoices } }),
  }),
  needs: 'eval',
  inputLabel: 'JSON document',
  outputLabel: 'Validation report',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  async run(document, { schema, draft }) {
    const { checkAgainstSchema } = await import('../../engines/json-schema/check');
    const result = checkAgainstSchema({ schema, document, draft });
    if (result.status === 'syntax') {
      const problems = [
        result.schema && `Schema: ${where(result.schema)}`,
        result.document && `Document: ${where(result.document)}`,
      ].filter(Boolean);
      throw new Error(problems.join('. '));
    }
    if (result.status === 'bad-schema') {
      const first = result.issues.slice(0, 3).map((i) => `${i.instancePath || '(root)'} ${i.message}`);
      throw new Error(first.length ? `${result.message} ${first.join('; ')}` : result.message);
    }
    const report: SchemaValidationReport = {
      valid: result.status === 'valid',
      draft: result.draft,
      total: result.status === 'valid' ? 0 : result.total,
      errors:
        result.status === 'valid'
          ? []
          : result.issues.map(({ instancePath, message, schemaPath, line, column }) => ({
              instancePath,
              message,
              schemaPath,
              ...(line !== undefined && { line, column }),
            })),
      ...(result.note && { note: result.note }),
    };
    return report;
  },
  examples: [
    {
      input: '{"name":"Ada","age":36}',
      options: { schema: '{"type":"object","required":["name"],"properties":{"age":{"type":"integer"}}}' },
      output: '{\n  "valid": true,\n  "draft": "2020-12",\n  "total": 0,\n  "errors": []\n}',
    },
    {
      input: '{"age":-1}',
      options: { schema: '{"required":["name"],"properties":{"age":{"minimum":0}}}' },
      output:
        '{\n  "valid": false,\n  "draft": "2020-12",\n  "total": 2,\n  "errors": [\n    {\n      "instancePath": "",\n      "message": "must have required property \'name\'",\n      "schemaPath": "#/required",\n      "line": 1,\n      "column": 1\n    },\n    {\n      "instancePath": "/age",\n      "message": "must be >= 0",\n      "schemaPath": "#/properties/age/minimum",\n      "line": 1,\n      "column": 8\n    }\n  ]\n}',
    },
  ],
});

export const jsonSchemaGenerate = defineOperation({
  id: 'json-schema-generate',
  name: 'Generate a JSON Schema',
  description: 'Write a JSON Schema that a sample document matches: types, required keys and array items.',
  keywords: ['json schema', 'generate', 'infer', 'from sample'],
  input: 'text',
  output: 'text',
  options: z.object({
    draft: z.enum(draftIds).default('2020-12').meta({ label: 'Draft', choices: draftChoices }),
  }),
  inputLabel: 'Sample JSON document',
  outputLabel: 'JSON Schema',
  outputFile: { extension: 'json', mimeType: 'application/schema+json' },
  outputLanguage: 'json',
  async run(document, { draft }) {
    if (document.trim() === '') throw new Error('Paste or upload a sample document first.');
    const [{ generateSchema }, { parseJsonText, JsonSyntaxError }] = await Promise.all([
      import('../../engines/json-schema/generate'),
      import('../../engines/json/syntax'),
    ]);
    let sample: unknown;
    try {
      sample = parseJsonText(document);
    } catch (err) {
      throw err instanceof JsonSyntaxError ? new Error(where(err), { cause: err }) : err;
    }
    return JSON.stringify(generateSchema({ sample, draft }), null, 2);
  },
  examples: [
    {
      input: '{"id":1,"tags":["a"]}',
      output:
        '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object",\n  "properties": {\n    "id": {\n      "type": "integer"\n    },\n    "tags": {\n      "type": "array",\n      "items": {\n        "type": "string"\n      }\n    }\n  },\n  "required": [\n    "id",\n    "tags"\n  ]\n}',
    },
  ],
});

export const operations = [jsonSchemaValidate, jsonSchemaGenerate];
