// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { schemaDrafts } from '../../engines/json-schema/ajv';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { draftIds, jsonSchemaGenerate, jsonSchemaValidate, type SchemaValidationReport } from './operations';

// The outside oracle: Python's jsonschema (Debian's python3-jsonschema 4.10), the reference
// implementation of the drafts, on the same schema and document: the same verdict and the same
// places (instance paths as JSON pointers) at fault.

const ORACLE = `
import json, sys
from jsonschema import validators
schema, document, draft = json.load(sys.stdin)
uris = {'2020-12': 'https://json-schema.org/draft/2020-12/schema', '2019-09': 'https://json-schema.org/draft/2019-09/schema',
        'draft-07': 'http://json-schema.org/draft-07/schema#', 'draft-06': 'http://json-schema.org/draft-06/schema#', 'draft-04': 'http://json-schema.org/draft-04/schema#'}
cls = validators.validator_for({'$schema': uris[draft]})
def pointer(path):
    return ''.join('/' + str(p).replace('~', '~0').replace('/', '~1') for p in path)
print(json.dumps(sorted(set(pointer(e.absolute_path) for e in cls(schema).iter_errors(document)))))
`;

function oracle(schema: unknown, document: unknown, draft: string): string[] {
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', ORACLE], { input: JSON.stringify([schema, document, draft]), encoding: 'utf8' }),
  ) as string[];
}

async function validate(schema: unknown, document: unknown, draft: string) {
  const output = await runOperation(jsonSchemaValidate, tag('text', JSON.stringify(document, null, 2)), {
    options: { schema: JSON.stringify(schema), draft },
  });
  return output.value as SchemaValidationReport;
}

const person = {
  type: 'object',
  required: ['name', 'age'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 20 },
    age: { type: 'integer', minimum: 0, maximum: 150 },
    role: { enum: ['admin', 'editor'] },
    tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 3 },
    address: { type: 'object', properties: { zip: { type: 'string', pattern: '^[0-9]{5}$' } }, additionalProperties: false },
  },
};

const documents: unknown[] = [
  { name: 'Ada', age: 36 },
  { name: '', age: -1 },
  { age: 200, role: 'owner' },
  { name: 'Bob', age: 1.5, tags: ['a', 'a', 'b', 'c'] },
  { name: 'Cy', age: 3, address: { zip: '1234', street: 'Main' } },
  { name: 7, age: '7', tags: [1, 'x'] },
  [],
];

describe('JSON Schema validation against Python jsonschema', () => {
  it('knows the drafts the engine supports', () => {
    expect([...draftIds]).toEqual([...schemaDrafts]);
  });

  for (const draft of ['2020-12', 'draft-07', 'draft-04'] as const) {
    it.each(documents.map((d, i) => [i, d] as const))(
      `${draft}: document %i gets the same verdict and the same places at fault`,
      async (_i, document) => {
        const expected = oracle(person, document, draft);
        const report = await validate(person, document, draft);
        expect(report.valid).toBe(expected.length === 0);
        expect([...new Set(report.errors.map((e) => e.instancePath))].sort()).toEqual(expected);
        expect(report.draft).toBe(draft);
      },
    );
  }

  it('locates errors in the document by line', async () => {
    const report = await validate(person, { name: 'Ada', age: -1 }, '2020-12');
    expect(report.errors).toEqual([expect.objectContaining({ instancePath: '/age', message: 'must be >= 0', line: 3 })]);
  });

  it('a document or schema that is not JSON fails with where, a schema that is not a schema says so', async () => {
    await expect(runOperation(jsonSchemaValidate, tag('text', '{"a": }'), { options: { schema: '{}' } })).rejects.toThrow(
      /^Document: Invalid JSON: .*line 1, column 7/s,
    );
    await expect(runOperation(jsonSchemaValidate, tag('text', '{}'), { options: { schema: '' } })).rejects.toThrow(
      'Schema: Schema is empty',
    );
    await expect(
      runOperation(jsonSchemaValidate, tag('text', '{}'), { options: { schema: '{"type":"strin"}' } }),
    ).rejects.toThrow(/not a valid Draft 2020-12 schema/);
  });
});

describe('schema generation', () => {
  it.each([
    [{ id: 1, name: 'x', tags: ['a', 'b'], nested: { ok: true, ratio: 0.5 } }],
    [[{ a: 1 }, { a: 2, b: null }]],
    ['just a string'],
  ])('the sample is valid against the schema generated from it, says Python jsonschema (%j)', async (sample) => {
    for (const draft of ['2020-12', 'draft-07'] as const) {
      const schema = JSON.parse(
        (await runOperation(jsonSchemaGenerate, tag('text', JSON.stringify(sample)), { options: { draft } })).value as string,
      );
      expect(oracle(schema, sample, draft)).toEqual([]);
    }
  });
});
