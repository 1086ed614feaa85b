import { describe, expect, it } from 'vitest';
import { INVALID_SCHEMA, MAX_REASONS, VALIDATION_FAILED, validateJsonSchema } from './schema';
import { processJson } from './process';

const person = JSON.stringify({
  type: 'object',
  required: ['name', 'age'],
  properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 }, email: { type: 'string', format: 'email' } },
  additionalProperties: false,
});

function failure(run: () => void): string {
  try {
    run();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a failure');
}

describe('validateJsonSchema', () => {
  it('passes matching data', () => {
    expect(() => validateJsonSchema({ data: { name: 'Ada', age: 36, email: 'ada@example.com' }, schema: person })).not.toThrow();
  });

  it('reports every reason as instancePath + message', () => {
    const message = failure(() => validateJsonSchema({ data: { name: 7, age: -1, email: 'nope' }, schema: person }));
    expect(message).toBe(`${VALIDATION_FAILED}/name must be string; /age must be >= 0; /email must match format "email"`);
  });

  it('names the root for root-level failures', () => {
    expect(failure(() => validateJsonSchema({ data: {}, schema: person }))).toBe(
      `${VALIDATION_FAILED}(root) must have required property 'name'; (root) must have required property 'age'`,
    );
  });

  it('defaults to 2020-12 (prefixItems) and honours draft-07 (items array)', () => {
    const tuple2020 = JSON.stringify({ prefixItems: [{ type: 'number' }], items: false });
    expect(() => validateJsonSchema({ data: [1], schema: tuple2020 })).not.toThrow();
    expect(failure(() => validateJsonSchema({ data: [1, 2], schema: tuple2020 }))).toBe(`${VALIDATION_FAILED}(root) must NOT have more than 1 items`);

    const tuple07 = JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'number' }], additionalItems: false });
    expect(() => validateJsonSchema({ data: [1], schema: tuple07 })).not.toThrow();
    expect(failure(() => validateJsonSchema({ data: ['x'], schema: tuple07 }))).toBe(`${VALIDATION_FAILED}/0 must be number`);
  });

  it('accepts the explicit 2020-12 and 2019-09 dialects', () => {
    for (const $schema of ['https://json-schema.org/draft/2020-12/schema', 'https://json-schema.org/draft/2019-09/schema']) {
      const schema = JSON.stringify({ $schema, type: 'string', format: 'date' });
      expect(() => validateJsonSchema({ data: '2024-02-29', schema })).not.toThrow();
      expect(failure(() => validateJsonSchema({ data: '2023-02-29', schema }))).toBe(`${VALIDATION_FAILED}(root) must match format "date"`);
    }
  });

  it('accepts boolean schemas', () => {
    expect(() => validateJsonSchema({ data: 1, schema: 'true' })).not.toThrow();
    expect(failure(() => validateJsonSchema({ data: 1, schema: 'false' }))).toBe(`${VALIDATION_FAILED}(root) boolean schema is false`);
  });

  it.each([
    ['not JSON', '{type: object}'],
    ['empty', ''],
    ['an array', '[]'],
    ['a number', '3'],
    ['an unknown type', '{"type":"strin"}'],
    ['a wrong keyword value', '{"minimum":"zero"}'],
    ['an unresolvable $ref', '{"$ref":"#/$defs/missing"}'],
    ['an unsupported dialect', '{"$schema":"http://json-schema.org/draft-03/schema#"}'],
  ])('says Invalid JSON Schema for %s', (_what, schema) => {
    expect(failure(() => validateJsonSchema({ data: {}, schema }))).toBe(INVALID_SCHEMA);
  });

  it('caps the list of reasons', () => {
    const message = failure(() => validateJsonSchema({ data: Array.from({ length: 50 }, () => 'x'), schema: '{"items":{"type":"number"}}' }));
    expect(message.split('; ')).toHaveLength(MAX_REASONS + 1);
    expect(message.endsWith('… and 30 more')).toBe(true);
  });
});

describe('processJson', () => {
  const base = { format: 'pretty', indent: 2, sortKeys: false } as const;

  it('formats when the data matches', () => {
    expect(processJson({ ...base, raw: '{"name":"Ada","age":36}', schema: person })).toBe('{\n  "name": "Ada",\n  "age": 36\n}');
  });

  it('reports invalid JSON before looking at the schema', () => {
    expect(failure(() => processJson({ ...base, raw: '{', schema: 'nonsense' }))).toMatch(/^Invalid JSON: /);
  });

  it('reports a bad schema and failed validation', () => {
    expect(failure(() => processJson({ ...base, raw: '{}', schema: 'nonsense' }))).toBe(INVALID_SCHEMA);
    expect(failure(() => processJson({ ...base, raw: '{"name":"Ada"}', schema: person }))).toBe(`${VALIDATION_FAILED}(root) must have required property 'age'`);
  });

  it('skips validation without a schema and returns empty output for empty input', () => {
    expect(processJson({ ...base, raw: '[]' })).toBe('[]');
    expect(processJson({ ...base, raw: '  ', schema: person })).toBe('');
  });
});
