import { formatJson, parseJson, type JsonIndent, type JsonOutputFormat } from './format';
import { validateJsonSchema } from './schema';

/** One run of the JSON formatter, as sent to json.eval.worker.ts. */
export type FormatRequest = {
  raw: string;
  format: JsonOutputFormat;
  indent: JsonIndent;
  sortKeys: boolean;
  /** The JSON Schema text to validate against; absent when schema validation is off. */
  schema?: string;
  /** False when the caller knows no number needs the exact parse (see FormatRunner); default true. */
  lossless?: boolean;
};

/** What json.eval.worker.ts is sent: with `file`, the document is that file's text and `request.raw` is ignored. */
export type WorkerRequest = { id: number; request: FormatRequest; file?: Blob };

/** Formats, after validating against the schema if one is given. JSON errors come before schema errors. */
export function processJson({ raw, format, indent, sortKeys, schema, lossless }: FormatRequest): string {
  if (raw.trim() === '') return '';
  const output = formatJson({ raw, format, indent, sortKeys, lossless });
  // Ajv must see plain numbers, not the exact-number wrappers the lossless parse may produce.
  if (schema !== undefined) validateJsonSchema({ data: parseJson({ raw, lossless: false }), schema });
  return output;
}
