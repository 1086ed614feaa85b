import { z } from 'zod';

// The operations API (issue 30): POST /api/ops/:operation runs one operation of the catalogue
// (web/src/operations) on the server, GET /api/ops lists them. The same schemas validate the
// requests and describe them in /api/openapi.json.

export const opsKinds = ['text', 'bytes', 'json', 'none'] as const;
export type OpsKind = (typeof opsKinds)[number];

export const opsInputEncodings = ['utf8', 'base64'] as const;

/** The JSON body of POST /api/ops/:operation. */
export const opsRunInputSchema = z
  .object({
    input: z.unknown().optional().meta({
      description:
        'The input: a string (text, or bytes as base64 with inputEncoding "base64"); for operations that take JSON, also any JSON value. Omitted for operations that take no input.',
    }),
    inputEncoding: z
      .enum(opsInputEncodings, { error: 'inputEncoding must be "utf8" or "base64"' })
      .default('utf8')
      .meta({ description: 'How `input` is written when it is a string.' }),
    options: z
      .record(z.string(), z.unknown(), { error: 'must be an object' })
      .default({})
      .meta({ description: "The operation's options (see its schema); missing ones take their defaults." }),
    optionsVersion: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'optionsVersion must be at least 1')
      .optional()
      .meta({ description: 'The options version they were saved at (older ones are migrated); default: the current one.' }),
  })
  .meta({ id: 'OperationRunInput' });
export type OpsRunInput = z.input<typeof opsRunInputSchema>;

/** The query of POST /api/ops/:operation with a raw body: each option as `name=value`, or all as `options=<JSON>`. */
export const opsRunQuerySchema = z.record(z.string(), z.string({ error: 'Give each option once' })).meta({
  description:
    'Options as `name=value` (booleans true/false, numbers as digits), or all of them as `options=<JSON object>`; `optionsVersion=<n>` for options saved at an older version.',
});

export const opsRunResponseSchema = z
  .object({
    output: z.unknown().meta({ description: 'Text as a string, bytes as base64, JSON as the value itself, nothing as null.' }),
    kind: z.enum(opsKinds),
  })
  .meta({ id: 'OperationRunOutput' });
export type OpsRunResponse = { output: unknown; kind: OpsKind };

export const opsOperationParamsSchema = z.object({
  operation: z
    .string()
    .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'Operation ids are kebab-case, e.g. base64-encode')
    .max(100, 'Operation ids are at most 100 characters')
    .meta({ description: 'The operation id (see GET /api/ops).' }),
});

export const opsOperationSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    tool: z.string().meta({ description: 'The tool that owns it (its page is /tools/<tool>).' }),
    input: z.enum(opsKinds),
    output: z.enum(opsKinds),
    version: z.number().int().meta({ description: 'Version of its options.' }),
    keywords: z.array(z.string()),
    options: z.record(z.string(), z.unknown()).meta({ description: 'JSON Schema (draft 2020-12) of its options.' }),
    examples: z.array(
      z.object({
        title: z.string().optional(),
        input: z.string().optional(),
        options: z.record(z.string(), z.unknown()).optional(),
        output: z.string().optional(),
        pattern: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'OperationSummary' });
export type OpsOperationSummary = z.output<typeof opsOperationSummarySchema>;

export const opsListResponseSchema = z.object({ operations: z.array(opsOperationSummarySchema) });
export type OpsListResponse = z.output<typeof opsListResponseSchema>;
