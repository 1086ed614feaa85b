import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { formatJson, JsonSyntaxError, parseJson, type JsonIndent } from '../../engines/json/format';

// The JSON formatter's transforms (issue 28): format, minify, sort keys, validate. The screen keeps
// its own runner (a worker for large documents, and JSON Schema validation, which needs eval); both
// go through formatJson, so the screen and these operations give the same text.

/** The parser's error with its place in the text, when the message does not already say it. */
function located<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof JsonSyntaxError && err.line !== undefined && !/\bline \d+/i.test(err.message)) {
      throw new Error(`${err.message} (line ${err.line}, column ${err.column})`, { cause: err });
    }
    throw err;
  }
}

const indent = z
  .enum(['2', '4', '8'])
  .default('2')
  .meta({ label: 'Indent', choices: { '2': '2 spaces', '4': '4 spaces', '8': '8 spaces' } });
const sortKeys = z.boolean().default(false).meta({ label: 'Sort keys' });
const toIndent = (value: '2' | '4' | '8') => Number(value) as JsonIndent;

export const jsonFormat = defineOperation({
  id: 'json-format',
  name: 'Format',
  description: 'Pretty-print JSON with 2, 4 or 8 spaces, optionally with every object’s keys sorted.',
  keywords: ['json', 'pretty print', 'beautify', 'indent'],
  input: 'text',
  output: 'text',
  options: z.object({ indent, sortKeys }),
  inputLabel: 'JSON input',
  outputLabel: 'Formatted JSON',
  inputPlaceholder: 'Paste JSON…',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  run: (raw, options) =>
    located(() => formatJson({ raw, format: 'pretty', indent: toIndent(options.indent), sortKeys: options.sortKeys })),
  examples: [
    { input: '{"name":"DevForge","tools":[1,2]}', output: '{\n  "name": "DevForge",\n  "tools": [\n    1,\n    2\n  ]\n}' },
    {
      title: 'Sorted, 4 spaces',
      input: '{"b":1,"a":true}',
      options: { indent: '4', sortKeys: true },
      output: '{\n    "a": true,\n    "b": 1\n}',
    },
  ],
});

export const jsonMinify = defineOperation({
  id: 'json-minify',
  name: 'Minify',
  description: 'Write JSON on one line without spaces, optionally with every object’s keys sorted.',
  keywords: ['json', 'minify', 'compact', 'one line'],
  input: 'text',
  output: 'text',
  options: z.object({ sortKeys }),
  inputLabel: 'JSON input',
  outputLabel: 'Minified JSON',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  run: (raw, options) => located(() => formatJson({ raw, format: 'minified', sortKeys: options.sortKeys })),
  examples: [{ input: '{\n  "a": [1, 2],\n  "b": { }\n}', output: '{"a":[1,2],"b":{}}' }],
});

export const jsonSortKeys = defineOperation({
  id: 'json-sort-keys',
  name: 'Sort keys',
  description: 'Sort the keys of every object in a JSON document, at every depth (arrays keep their order).',
  keywords: ['json', 'sort', 'keys', 'canonical', 'order'],
  input: 'text',
  output: 'text',
  options: z.object({ indent }),
  inputLabel: 'JSON input',
  outputLabel: 'Sorted JSON',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  run: (raw, options) => located(() => formatJson({ raw, format: 'pretty', indent: toIndent(options.indent), sortKeys: true })),
  examples: [
    {
      input: '{"b":{"d":1,"c":2},"a":[3,1]}',
      output: '{\n  "a": [\n    3,\n    1\n  ],\n  "b": {\n    "c": 2,\n    "d": 1\n  }\n}',
    },
  ],
});

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return `an array of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const keys = Object.keys(value).length;
    return `an object with ${keys} ${keys === 1 ? 'key' : 'keys'}`;
  }
  return `a ${typeof value}`;
}

export const jsonValidate = defineOperation({
  id: 'json-validate',
  name: 'Validate',
  description: 'Check that text is valid JSON (RFC 8259) and say what it holds, or where the first error is.',
  keywords: ['json', 'validate', 'lint', 'check', 'syntax'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'JSON input',
  outputLabel: 'Result',
  run: (raw) => {
    if (raw.trim() === '') throw new Error('The input is empty: paste JSON to validate.');
    const value = located(() => parseJson({ raw, lossless: false }));
    return `Valid JSON: ${describeValue(value)}.`;
  },
  examples: [
    { input: '{"name":"DevForge","tools":[1,2]}', output: 'Valid JSON: an object with 2 keys.' },
    { input: '[1, 2, 3]', output: 'Valid JSON: an array of 3 items.' },
  ],
});

export const operations = [jsonFormat, jsonMinify, jsonSortKeys, jsonValidate];
