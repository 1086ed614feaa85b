import { formatJson, parseJson, type JsonIndent, type JsonOutputFormat } from '../../engines/json/format';
import { validateJsonSchema } from './schema';

/** One run of the JSON formatter, as sent to json.eval.worker.ts. */
export type FormatRequest = {
  raw: string;
  format: JsonOutputFormat;
  indent: JsonIndent;
  sortKeys: boolean;
  /** The JSON Schema text to validate against; absent when schema validation is off. */
  schema?: string;
};

/**
 * What json.eval.worker.ts is sent: a run (with `file`, the document is that file's text and
 * `request.raw` is ignored), or a request for run `id`'s full output.
 */
export type WorkerRequest = { type: 'format'; id: number; request: FormatRequest; file?: Blob } | { type: 'output'; id: number };

/** Formats, after validating against the schema if one is given. JSON errors come before schema errors. */
export function processJson({ raw, format, indent, sortKeys, schema }: FormatRequest): string {
  if (raw.trim() === '') return '';
  const output = formatJson({ raw, format, indent, sortKeys });
  // Ajv must see plain numbers, not the exact-number wrappers the lossless parse may produce.
  if (schema !== undefined) validateJsonSchema({ data: parseJson({ raw, lossless: false }), schema });
  return output;
}
