import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from './operation';
import { defaultOptions, optionFields, optionsJsonSchema, OptionsError, sensitiveOptionKeys, upgradeOptions } from './options';

const hmac = defineOperation({
  id: 'test-hmac',
  name: 'HMAC',
  description: 'test',
  input: 'text',
  output: 'text',
  version: 3,
  // v1 called the key "secret"; v2 spelled the algorithm in lower case.
  migrations: {
    1: ({ secret, ...rest }) => ({ ...rest, key: secret }),
    2: ({ algorithm, ...rest }) => ({ ...rest, algorithm: typeof algorithm === 'string' ? algorithm.toUpperCase().replace('SHA', 'SHA-') : algorithm }),
  },
  options: z.object({
    key: z.string().default('').meta({ label: 'Key', sensitive: true }),
    algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']).default('SHA-256').meta({ label: 'Algorithm' }),
    rounds: z.number().int().min(1).max(10).default(1).meta({ label: 'Rounds' }),
    upper: z.boolean().default(false).meta({ label: 'Upper case' }),
  }),
  run: (text) => text,
});

describe('operation options', () => {
  it('describes the form from the schema: types, bounds, labels, secrets', () => {
    expect(optionFields(hmac)).toEqual([
      { key: 'key', type: 'string', default: '', label: 'Key', sensitive: true, maxLength: undefined },
      { key: 'algorithm', type: 'enum', default: 'SHA-256', values: ['SHA-1', 'SHA-256', 'SHA-512'], label: 'Algorithm' },
      { key: 'rounds', type: 'number', default: 1, min: 1, max: 10, integer: true, label: 'Rounds' },
      { key: 'upper', type: 'boolean', default: false, label: 'Upper case' },
    ]);
    expect(sensitiveOptionKeys(hmac)).toEqual(['key']);
    expect(defaultOptions(hmac)).toEqual({ key: '', algorithm: 'SHA-256', rounds: 1, upper: false });
  });

  it('brings options saved by an old version up to date, one migration at a time', () => {
    expect(upgradeOptions(hmac, { secret: 'k', algorithm: 'sha256' }, 1)).toEqual({ key: 'k', algorithm: 'SHA-256', rounds: 1, upper: false });
    expect(upgradeOptions(hmac, { key: 'k', algorithm: 'sha512' }, 2)).toMatchObject({ algorithm: 'SHA-512' });
    expect(upgradeOptions(hmac, { key: 'k' })).toMatchObject({ key: 'k' });
  });

  it('refuses what does not validate, saying which option and why', () => {
    expect(() => upgradeOptions(hmac, { rounds: 11 })).toThrow(new OptionsError('Rounds: Too big: expected number to be <=10'));
    expect(() => upgradeOptions(hmac, { algorithm: 'MD4' })).toThrow(/^Algorithm:/);
    expect(() => upgradeOptions(hmac, 'nope')).toThrow(/must be an object/);
    expect(() => upgradeOptions(hmac, {}, 4)).toThrow(/newer version/);
    expect(() => upgradeOptions(hmac, {}, 0)).toThrow(/unknown version/);
  });

  it('drops unknown keys', () => {
    expect(upgradeOptions(hmac, { key: 'k', extra: 1 })).not.toHaveProperty('extra');
  });

  it('has a JSON Schema with the labels and secret flags', () => {
    const schema = optionsJsonSchema(hmac) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.key).toMatchObject({ type: 'string', sensitive: true, label: 'Key', default: '' });
    expect(schema.properties.rounds).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
  });

  it('refuses a field without a default, and a field the form cannot draw', () => {
    const noDefault = { ...hmac, id: 'x', options: z.object({ key: z.string() }) };
    expect(() => optionFields(noDefault)).toThrow(/no default/);
    const nested = { ...hmac, id: 'y', options: z.object({ list: z.array(z.string()).default([]) }) };
    expect(() => optionFields(nested)).toThrow(/cannot show/);
  });

  it('refuses an id that is not kebab-case', () => {
    expect(() => defineOperation({ ...hmac, id: 'Not_Kebab' })).toThrow(/kebab-case/);
  });
});
