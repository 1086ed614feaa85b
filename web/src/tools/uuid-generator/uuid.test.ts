import { validate, version as uuidVersion } from 'uuid';
import { describe, expect, it } from 'vitest';
import { INVALID_UUID, clampCount, createUuid, downloadFileName, formatUuid, generateUuids, namespacePresets } from './uuid';

const variantNibble = (uuid: string) => uuid.replace(/-/g, '')[16];

describe('createUuid', () => {
  it('computes the RFC 9562 name-based vectors (DNS namespace, www.example.com)', () => {
    expect(createUuid({ version: 'v3', namespace: namespacePresets.DNS, name: 'www.example.com' })).toBe(
      '5df41881-3aed-3515-88a7-2f4a814cf09e',
    );
    expect(createUuid({ version: 'v5', namespace: namespacePresets.DNS, name: 'www.example.com' })).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('accepts an uppercase or space-padded namespace', () => {
    expect(createUuid({ version: 'v5', namespace: ` ${namespacePresets.DNS.toUpperCase()} `, name: 'www.example.com' })).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it.each(['v4', 'v1'] as const)('sets the version and RFC 9562 variant bits of %s', (version) => {
    for (let i = 0; i < 50; i++) {
      const id = createUuid({ version });
      expect(validate(id)).toBe(true);
      expect(uuidVersion(id)).toBe(Number(version.slice(1)));
      expect(id[14]).toBe(version.slice(1));
      expect('89ab').toContain(variantNibble(id));
    }
  });

  it('gives v4 values that differ', () => {
    expect(new Set(Array.from({ length: 200 }, () => createUuid({ version: 'v4' }))).size).toBe(200);
  });

  it('gives v1 values that are unique even within one millisecond', () => {
    expect(new Set(Array.from({ length: 100 }, () => createUuid({ version: 'v1' }))).size).toBe(100);
  });

  it.each(['', 'not-a-uuid', '6ba7b810-9dad-11d1-80b4-00c04fd430c', '6ba7b810-9dad-11d1-80b4-00c04fd430cg'])(
    'rejects namespace %j with Invalid UUID',
    (namespace) => {
      expect(() => createUuid({ version: 'v3', namespace })).toThrow(INVALID_UUID);
      expect(() => createUuid({ version: 'v5', namespace })).toThrow(INVALID_UUID);
    },
  );

  it('uses the name "default" when none is given', () => {
    expect(createUuid({ version: 'v5', namespace: namespacePresets.URL })).toBe(
      createUuid({ version: 'v5', namespace: namespacePresets.URL, name: 'default' }),
    );
  });
});

describe('clampCount', () => {
  it.each([
    ['5', 5],
    [7, 7],
    ['0', 1],
    ['-4', 1],
    ['101', 100],
    [1e9, 100],
    ['12.9', 12],
    ['abc', 1],
    ['', 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('clamps %j to %j', (input, expected) => {
    expect(clampCount(input)).toBe(expected);
  });
});

describe('formatUuid', () => {
  const uuid = '5df41881-3aed-3515-88a7-2f4a814cf09e';

  it('writes the standard, simple and base64 forms', () => {
    expect(formatUuid({ uuid, format: 'standard' })).toBe(uuid);
    expect(formatUuid({ uuid, format: 'simple' })).toBe('5df418813aed351588a72f4a814cf09e');
    // Base64 of the 32 hex characters, cut to 22 (spec tools.md §5).
    expect(formatUuid({ uuid, format: 'base64' })).toBe(btoa('5df418813aed351588a72f4a814cf09e').slice(0, 22));
    expect(formatUuid({ uuid, format: 'base64' })).toBe('NWRmNDE4ODEzYWVkMzUxNT');
  });

  it('uppercases the hex digits', () => {
    expect(formatUuid({ uuid, uppercase: true })).toBe('5DF41881-3AED-3515-88A7-2F4A814CF09E');
    expect(formatUuid({ uuid, format: 'simple', uppercase: true })).toBe('5DF418813AED351588A72F4A814CF09E');
    expect(formatUuid({ uuid, format: 'base64', uppercase: true })).toBe(btoa('5DF418813AED351588A72F4A814CF09E').slice(0, 22));
  });
});

describe('generateUuids', () => {
  it('makes as many as the clamped count', () => {
    expect(generateUuids({ count: 3 })).toHaveLength(3);
    expect(generateUuids({ count: '250' })).toHaveLength(100);
    expect(generateUuids({ count: 'lots' })).toHaveLength(1);
  });

  it('applies format and case to each', () => {
    for (const id of generateUuids({ count: 10, format: 'simple', uppercase: true })) expect(id).toMatch(/^[0-9A-F]{32}$/);
    for (const id of generateUuids({ count: 10, format: 'base64' })) expect(id).toMatch(/^[A-Za-z0-9+/]{22}$/);
  });

  it('makes the count for name-based versions too: the same value each time', () => {
    expect(generateUuids({ version: 'v5', count: 3, namespace: namespacePresets.DNS, name: 'www.example.com' })).toEqual(
      Array(3).fill('2ed6657d-e927-568b-95e1-2665a8aea6a2'),
    );
    expect(generateUuids({ version: 'v3', count: '250', namespace: namespacePresets.DNS, name: 'www.example.com' })).toHaveLength(
      100,
    );
  });

  it('propagates Invalid UUID', () => {
    expect(() => generateUuids({ version: 'v3', namespace: 'nope' })).toThrow(INVALID_UUID);
  });
});

describe('downloadFileName', () => {
  it('is uuids-{version}-{format}.txt', () => {
    expect(downloadFileName({ version: 'v5', format: 'base64' })).toBe('uuids-v5-base64.txt');
  });
});
