// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { draftOf } from './ajv';
import { checkAgainstSchema, compileMetaSchema, type SchemaCheckResult } from './check';
import { generateSchema } from './generate';

const check = (
  schema: unknown,
  document: unknown,
  draft?: Parameters<typeof checkAgainstSchema>[0]['draft'],
): SchemaCheckResult =>
  checkAgainstSchema({
    schema: typeof schema === 'string' ? schema : JSON.stringify(schema),
    document: typeof document === 'string' ? document : JSON.stringify(document),
    draft,
  });

const status = (result: SchemaCheckResult) => result.status;

// Cases from the JSON-Schema-Test-Suite (json-schema-org), one per draft-specific behaviour: the
// same schema means different things in different drafts, so each only passes on the right draft.
describe('drafts, by $schema and by hand (JSON-Schema-Test-Suite cases)', () => {
  it('draft-04: exclusiveMaximum is a boolean modifying maximum', () => {
    const schema = { $schema: 'http://json-schema.org/draft-04/schema#', maximum: 3.0, exclusiveMaximum: true };
    expect(status(check(schema, 2.2))).toBe('valid');
    expect(status(check(schema, 3.0))).toBe('invalid');
    // The same keyword as a number is not a draft-04 schema.
    expect(status(check({ $schema: 'http://json-schema.org/draft-04/schema#', exclusiveMaximum: 3 }, 1))).toBe('bad-schema');
  });

  it('draft-06: exclusiveMaximum is a number, and const and contains exist', () => {
    expect(status(check({ $schema: 'http://json-schema.org/draft-06/schema#', exclusiveMaximum: 3.0 }, 3.0))).toBe('invalid');
    expect(status(check({ exclusiveMaximum: 3.0 }, 2.2, 'draft-06'))).toBe('valid');
    // The draft-04 form is not a draft-06 schema (its meta-schema wants a number).
    expect(status(check({ maximum: 3, exclusiveMaximum: true }, 1, 'draft-06'))).toBe('bad-schema');
    expect(status(check({ const: 2 }, 5, 'draft-06'))).toBe('invalid');
    expect(status(check({ contains: { minimum: 5 } }, [2, 3, 4], 'draft-06'))).toBe('invalid');
  });

  it('draft-07: if/then/else', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      if: { exclusiveMaximum: 0 },
      then: { minimum: -10 },
      else: { multipleOf: 2 },
    };
    expect(status(check(schema, -1))).toBe('valid');
    expect(status(check(schema, -100))).toBe('invalid');
    expect(status(check(schema, 3))).toBe('invalid');
  });

  it('2019-09: unevaluatedProperties sees through allOf', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      allOf: [{ properties: { foo: { type: 'string' } } }],
      unevaluatedProperties: false,
    };
    expect(status(check(schema, { foo: 'foo' }))).toBe('valid');
    expect(status(check(schema, { foo: 'foo', bar: 'bar' }))).toBe('invalid');
  });

  it('2020-12 (the default): prefixItems, and items after them', () => {
    const schema = { prefixItems: [{ type: 'integer' }], items: { type: 'string' } };
    expect(check(schema, [1, 'a'])).toMatchObject({ status: 'valid', draft: '2020-12' });
    expect(status(check(schema, [1, 2]))).toBe('invalid');
  });

  it('names the draft of $schema with or without # and https', () => {
    expect(draftOf('http://json-schema.org/draft-07/schema#')).toBe('draft-07');
    expect(draftOf('https://json-schema.org/draft-07/schema')).toBe('draft-07');
    expect(draftOf('https://json-schema.org/draft/2020-12/schema#')).toBe('2020-12');
    expect(draftOf('http://json-schema.org/draft-03/schema#')).toBeUndefined();
  });

  it('an unknown $schema asks for a choice; a choice overrides $schema with a note', () => {
    expect(check({ $schema: 'http://example.com/my-dialect' }, 1)).toMatchObject({
      status: 'bad-schema',
      message: expect.stringMatching(/^Unknown \$schema/),
    });
    const chosen = check(
      { $schema: 'http://json-schema.org/draft-07/schema#', prefixItems: [{ type: 'string' }] },
      [1],
      '2020-12',
    );
    expect(chosen).toMatchObject({
      status: 'invalid',
      draft: '2020-12',
      note: '$schema names Draft-07: validated as Draft 2020-12, as chosen.',
    });
  });
});

describe('checkAgainstSchema', () => {
  const person = {
    type: 'object',
    required: ['name', 'age'],
    properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 }, email: { type: 'string', format: 'email' } },
    additionalProperties: false,
  };
  const personText = JSON.stringify(person, null, 2);

  it('lists every error with instance path, schema path, message and lines in both texts', () => {
    const document = '{\n  "name": 7,\n  "age": -1,\n  "email": "nope",\n  "extra": true\n}';
    const result = checkAgainstSchema({ schema: personText, document });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.total).toBe(4);
    expect(result.issues).toEqual([
      {
        instancePath: '',
        schemaPath: '#/additionalProperties',
        keyword: 'additionalProperties',
        message: 'must NOT have additional properties: "extra"',
        line: 1,
        column: 1,
        schemaLine: 20,
        schemaColumn: 27,
      },
      {
        instancePath: '/name',
        schemaPath: '#/properties/name/type',
        keyword: 'type',
        message: 'must be string',
        line: 2,
        column: 11,
        schemaLine: 9,
        schemaColumn: 15,
      },
      {
        instancePath: '/age',
        schemaPath: '#/properties/age/minimum',
        keyword: 'minimum',
        message: 'must be >= 0',
        line: 3,
        column: 10,
        schemaLine: 13,
        schemaColumn: 18,
      },
      {
        instancePath: '/email',
        schemaPath: '#/properties/email/format',
        keyword: 'format',
        message: 'must match format "email"',
        line: 4,
        column: 12,
        schemaLine: 17,
        schemaColumn: 17,
      },
    ]);
    // The schema lines are where those keywords are written.
    const lines = personText.split('\n');
    expect(lines[19]!.trim()).toBe('"additionalProperties": false');
    expect(lines[12]!.slice(17)).toBe('0');
  });

  it('says the data matches when it does', () => {
    expect(check(person, { name: 'Ada', age: 36, email: 'ada@example.com' })).toMatchObject({
      status: 'valid',
      draft: '2020-12',
    });
  });

  it('shows the parse error of either text, or of both', () => {
    const both = checkAgainstSchema({ schema: '{"type": }', document: '{\n "a": 1,\n}' });
    expect(both).toMatchObject({
      status: 'syntax',
      schema: { message: expect.stringMatching(/^Invalid JSON: /), line: 1, column: 10 },
      document: { message: expect.stringMatching(/^Invalid JSON: /), line: 3, column: 1 },
    });
    expect(checkAgainstSchema({ schema: '', document: '1' })).toEqual({
      status: 'syntax',
      schema: { message: 'Schema is empty: paste or upload JSON.' },
    });
  });

  it('checks the schema against its meta-schema first, and locates the problem in the schema', () => {
    const schema = '{\n  "type": "object",\n  "properties": {\n    "age": { "type": "integr" }\n  }\n}';
    const result = checkAgainstSchema({ schema, document: '{}' });
    expect(result).toMatchObject({
      status: 'bad-schema',
      draft: '2020-12',
      message: 'The schema is not a valid Draft 2020-12 schema.',
    });
    if (result.status !== 'bad-schema') return;
    expect(result.issues[0]).toMatchObject({ instancePath: '/properties/age/type', line: 4 });
  });

  it('a worker that compiled the meta-schema ahead (Send to warms it) checks schemas and documents as before', () => {
    compileMetaSchema('2020-12');
    const bad = checkAgainstSchema({ schema: '{ "type": "integr" }', document: '{}' });
    expect(bad).toMatchObject({ status: 'bad-schema', draft: '2020-12' });
    expect(status(check({ type: 'object', required: ['name'] }, {}))).toBe('invalid');
    expect(status(check({ type: 'object', required: ['name'] }, { name: 'Ada' }))).toBe('valid');
  });

  it('checks the same $id again, and a changed schema under it (one Ajv per draft is reused)', () => {
    const schema = { $id: 'https://example.com/person', type: 'object', required: ['name'] };
    expect(status(check(schema, { name: 'Ada' }))).toBe('valid');
    expect(status(check(schema, {}))).toBe('invalid');
    expect(status(check({ ...schema, required: [] }, {}))).toBe('valid');
  });

  it('refuses what cannot be a schema and what does not compile', () => {
    expect(check([1], 1)).toMatchObject({
      status: 'bad-schema',
      message: 'Invalid JSON Schema: a schema is a JSON object (or true or false).',
    });
    expect(check({ $ref: '#/$defs/missing' }, 1)).toMatchObject({
      status: 'bad-schema',
      message: expect.stringMatching(/^Invalid JSON Schema: .*missing/),
    });
    expect(check(false, 1)).toMatchObject({ status: 'invalid', total: 1 });
  });
});

describe('generateSchema', () => {
  const sample = {
    id: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
    name: 'Ada',
    email: 'ada@example.com',
    born: '1815-12-10',
    updated: '2024-05-01T10:00:00Z',
    site: 'https://example.com/ada',
    score: 1,
    tags: ['a', 'b'],
    friends: [
      { name: 'Charles', age: 45 },
      { name: 'Mary', age: 30.5, note: null },
    ],
    empty: [],
  };

  it('infers types, formats, required keys and merged array items', () => {
    const schema = generateSchema({ sample });
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      required: Object.keys(sample),
      properties: {
        id: { type: 'string', format: 'uuid' },
        email: { type: 'string', format: 'email' },
        born: { type: 'string', format: 'date' },
        updated: { type: 'string', format: 'date-time' },
        site: { type: 'string', format: 'uri' },
        score: { type: 'integer' },
        tags: { type: 'array', items: { type: 'string' } },
        friends: {
          type: 'array',
          items: { type: 'object', required: ['name', 'age'], properties: { age: { type: 'number' }, note: { type: 'null' } } },
        },
        empty: { type: 'array' },
      },
    });
  });

  it('accepts its sample, and is a valid schema of its draft (Ajv as the oracle)', () => {
    for (const draft of ['2020-12', '2019-09', 'draft-07', 'draft-06', 'draft-04'] as const) {
      const schema = generateSchema({ sample, draft });
      expect(check(schema, sample, 'auto'), draft).toMatchObject({ status: 'valid', draft });
    }
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    expect(ajv.validateSchema(generateSchema({ sample }))).toBe(true);
  });

  it('describes mixed arrays with anyOf', () => {
    expect(generateSchema({ sample: [1, 'a', 2.5, { x: 1 }, { y: 2 }] })).toMatchObject({
      items: { anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'object', properties: { x: {}, y: {} } }] },
    });
  });
});
