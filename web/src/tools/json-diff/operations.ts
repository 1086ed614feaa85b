import { z } from 'zod';
import { parseJsonText } from '../../operations/kinds';
import { defineOperation } from '../../operations/operation';
import { throwIfAborted } from '../../operations/run';
import { jsonPatch } from './diff';

// The first document is the input; the second is an option (a recipe or the CLI gives both).

function parseSide(text: string, side: string): unknown {
  try {
    return parseJsonText(text);
  } catch (err) {
    throw new Error(`${side}: ${(err as Error).message}`, { cause: err });
  }
}

export const jsonDiffPatch = defineOperation({
  id: 'json-diff-patch',
  name: 'JSON Patch',
  description: 'Compare two JSON documents semantically and give the JSON Patch (RFC 6902) that turns the first into the second.',
  keywords: ['json', 'diff', 'compare', 'patch', 'rfc 6902', 'jsondiffpatch'],
  input: 'text',
  output: 'text',
  heavy: false,
  options: z.object({
    right: z.string().default('').meta({ label: 'Second document', multiline: true, placeholder: '{"the": "new version"}' }),
  }),
  inputLabel: 'First document',
  outputLabel: 'JSON Patch',
  outputFile: { extension: 'json', mimeType: 'application/json-patch+json' },
  outputLanguage: 'json',
  async run(text, { right }, { signal }) {
    const a = parseSide(text, 'First document');
    const b = parseSide(right, 'Second document');
    throwIfAborted(signal);
    return JSON.stringify(await jsonPatch(a, b), null, 2);
  },
  examples: [
    {
      input: '{"name":"devforge","version":1,"tags":["json","diff"]}',
      options: { right: '{"name":"devforge","version":2,"tags":["json","diff","patch"],"license":"MIT"}' },
      output:
        '[\n  {\n    "op": "replace",\n    "path": "/version",\n    "value": 2\n  },\n  {\n    "op": "add",\n    "path": "/tags/2",\n    "value": "patch"\n  },\n  {\n    "op": "add",\n    "path": "/license",\n    "value": "MIT"\n  }\n]',
    },
  ],
});

export const operations = [jsonDiffPatch];
