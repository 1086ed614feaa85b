// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { uuidV1, uuidV3, uuidV4, uuidV5, uuidV7 } from './operations';

// Outside oracles: RFC 9562's own vectors, and Python's uuid module, which computes v3 and v5 and
// reads any UUID's version, variant and timestamp (it cannot make v7 in 3.11, but it reads one).

const python = (code: string, input: unknown) =>
  JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', `import json, sys, uuid\nxs = json.load(sys.stdin)\n${code}`], {
      input: JSON.stringify(input),
      encoding: 'utf8',
    }),
  );
const generate = async (operation: typeof uuidV4, options: Record<string, unknown> = {}) =>
  ((await runOperation(operation, tag('none', undefined), { options })).value as string).split('\n');
const named = async (operation: typeof uuidV5, name: string, options: Record<string, unknown> = {}) =>
  (await runOperation(operation, tag('text', name), { options })).value as string;

const READ = 'print(json.dumps([[u.version, u.variant == uuid.RFC_4122, u.int >> 80, u.time] for u in map(uuid.UUID, xs)]))';

describe('UUID operations against RFC 9562 and Python uuid', () => {
  it('v5 and v3 give RFC 9562 Appendix A’s vectors', async () => {
    expect(await named(uuidV5, 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(await named(uuidV3, 'www.example.com')).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e');
  });

  it('v3 and v5 agree with uuid.uuid3 and uuid.uuid5 for any namespace and Unicode names', async () => {
    const namespaces = [
      '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
      '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    ];
    const names = ['', 'https://example.com/ä?x=1', 'Grüße 😀', 'a'.repeat(300)];
    const cases = namespaces.flatMap((ns) => names.map((name) => [ns, name]));
    const expected = python(
      'print(json.dumps([[str(uuid.uuid3(uuid.UUID(n), s)), str(uuid.uuid5(uuid.UUID(n), s))] for n, s in xs]))',
      cases,
    ) as string[][];
    for (const [i, [namespace, name]] of cases.entries()) {
      expect(await named(uuidV3, name!, { namespace })).toBe(expected[i]![0]);
      expect(await named(uuidV5, name!, { namespace })).toBe(expected[i]![1]);
    }
  });

  it('v4: version 4, RFC variant, all different', async () => {
    const ids = await generate(uuidV4, { count: 50 });
    expect(new Set(ids).size).toBe(50);
    for (const [version, rfc] of python(READ, ids) as [number, boolean][]) expect([version, rfc]).toEqual([4, true]);
  });

  it('v7: version 7, RFC variant, the Unix time in milliseconds in its first 48 bits, in creation order', async () => {
    const before = Date.now();
    const ids = await generate(uuidV7, { count: 20 });
    const after = Date.now();
    for (const [version, rfc, ms] of python(READ, ids) as [number, boolean, number][]) {
      expect([version, rfc]).toEqual([7, true]);
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(after);
    }
    expect([...ids].sort()).toEqual(ids);
  });

  it('v1: version 1, RFC variant, the time in 100 ns steps since 1582-10-15', async () => {
    const before = Date.now();
    const ids = await generate(uuidV1, { count: 5 });
    const after = Date.now();
    const gregorianOffsetMs = 12_219_292_800_000;
    for (const [version, rfc, , time] of python(READ, ids) as [number, boolean, number, number][]) {
      expect([version, rfc]).toEqual([1, true]);
      const ms = time / 10_000 - gregorianOffsetMs;
      expect(ms).toBeGreaterThanOrEqual(before - 1);
      expect(ms).toBeLessThanOrEqual(after + 1);
    }
  });

  it('formats: simple, Base64 (the spec’s 22 characters), uppercase', async () => {
    expect(await named(uuidV5, 'www.example.com', { format: 'simple', uppercase: true })).toBe(
      '2ED6657DE927568B95E12665A8AEA6A2',
    );
    expect(await named(uuidV5, 'www.example.com', { format: 'base64' })).toBe(
      Buffer.from('2ed6657de927568b95e12665a8aea6a2').toString('base64').slice(0, 22),
    );
  });

  it('a bad namespace fails with the tool’s message; the count is bounded', async () => {
    await expect(named(uuidV5, 'x', { namespace: 'not-a-uuid' })).rejects.toThrow('Invalid UUID');
    await expect(generate(uuidV4, { count: 101 })).rejects.toThrow(/^Count: /);
  });
});
