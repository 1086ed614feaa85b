// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { ulidDecode, ulidGenerate } from './operations';
import { decodeUlid, decodeUlids, generateUlids } from './ulid';

// Oracles: the examples of the ULID spec (github.com/ulid/spec, README) and of the ulid package's
// README, and Debian's Python decoding the same 128 bits with int() and uuid.UUID (Debian has no
// Python ulid module).

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function pythonDecode(ids: string[]): { ms: number; iso: string; uuid: string }[] {
  const script = `
import json, sys, uuid, datetime
A = ${JSON.stringify(CROCKFORD)}
out = []
for s in json.load(sys.stdin):
    n = 0
    for c in s:
        n = n * 32 + A.index(c)
    ms = n >> 80
    t = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
    out.append({"ms": ms, "iso": t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000), "uuid": str(uuid.UUID(int=n))})
print(json.dumps(out))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(ids) }).toString());
}

describe('ULID spec examples', () => {
  it('decodes the spec’s timestamp example and the package README’s', () => {
    expect(decodeUlid('01ARYZ6S41TSV4RRFFQ69G5FAV').timestampMs).toBe(1469918176385);
    expect(decodeUlid('01ARYZ6S41TSV4RRFFQ69G5FAV').time).toBe('2016-07-30T22:36:16.385Z');
  });

  it('the largest ULID is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ; 8ZZ… overflows 128 bits and is refused', () => {
    expect(decodeUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ').timestampMs).toBe(2 ** 48 - 1);
    expect(decodeUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ').uuid).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
    expect(decodeUlid('00000000000000000000000000').uuid).toBe('00000000-0000-0000-0000-000000000000');
    expect(() => decodeUlid('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toThrow('larger than the largest ULID');
  });

  it('is case-insensitive and reads Crockford’s I, L and O as 1, 1 and 0', () => {
    expect(decodeUlid('01aryz6s41tsv4rrffq69g5fav').ulid).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
    expect(decodeUlid('OLARYZ6S4ITSV4RRFFQ69G5FAV').ulid).toBe('01ARYZ6S41TSV4RRFFQ69G5FAV');
  });

  it('seeding the time gives the spec’s time part', () => {
    for (const id of generateUlids({ count: 10, time: '1469918176385' })) expect(id.slice(0, 10)).toBe('01ARYZ6S41');
  });

  it('monotonic ULIDs within one millisecond increase by one in their random part (spec, "Monotonicity")', () => {
    const ids = generateUlids({ count: 200, time: '150000' });
    const values = pythonInts(ids);
    for (let i = 1; i < ids.length; i++) {
      expect(ids[i]! > ids[i - 1]!).toBe(true);
      expect(values[i]! - values[i - 1]!).toBe(1n);
    }
  });
});

/** The 128-bit values of ULIDs, read by Python. */
function pythonInts(ids: string[]): bigint[] {
  const script = `import json, sys\nA = ${JSON.stringify(CROCKFORD)}\nfor s in json.load(sys.stdin):\n    n = 0\n    for c in s: n = n * 32 + A.index(c)\n    print(n)`;
  return execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(ids) })
    .toString()
    .trim()
    .split('\n')
    .map((line) => BigInt(line));
}

describe('generated ULIDs against Python', () => {
  it('decode to the same time and UUID as Python computes from the same 128 bits', async () => {
    const before = Date.now();
    const ids = generateUlids({ count: 50, monotonic: false });
    const after = Date.now();
    const expected = pythonDecode(ids);
    const decoded = (await runOperation(ulidDecode, tag('text', ids.join('\n')))).value as {
      timestampMs: number;
      time: string;
      uuid: string;
    }[];
    decoded.forEach((d, i) => {
      expect(d.timestampMs).toBe(expected[i]!.ms);
      expect(d.time).toBe(expected[i]!.iso);
      expect(d.uuid).toBe(expected[i]!.uuid);
      expect(d.timestampMs).toBeGreaterThanOrEqual(before);
      expect(d.timestampMs).toBeLessThanOrEqual(after);
    });
  });

  it('random parts are all different and use the whole alphabet', () => {
    const ids = generateUlids({ count: 1000, monotonic: false, time: '0' });
    expect(new Set(ids).size).toBe(1000);
    const seen = new Set(ids.flatMap((id) => [...id.slice(10)]));
    expect(seen.size).toBe(32);
  });
});

describe('ULID operations', () => {
  it('generate gives count lines, lowercase on request', async () => {
    const out = (await runOperation(ulidGenerate, tag('none', undefined), { options: { count: 7, lowercase: true } }))
      .value as string;
    expect(out.split('\n')).toHaveLength(7);
    expect(out).toMatch(/^[0-7][0-9a-hjkmnp-tv-z]{25}(\n[0-7][0-9a-hjkmnp-tv-z]{25}){6}$/);
  });

  it('explains bad input', async () => {
    expect(() => decodeUlids('')).toThrow('Paste a ULID');
    expect(() => decodeUlids('01ARYZ6S41TSV4RRFFQ69G5FA')).toThrow('is 25 characters long; a ULID has 26');
    expect(() => decodeUlids('01ARYZ6S41TSV4RRFFQ69G5FAU')).toThrow(
      'has "U", which is not in Crockford’s Base32'.replace('’', "'"),
    );
    expect(() => decodeUlids('01ARYZ6S41TSV4RRFFQ69G5FAV\nnope')).toThrow(/^Line 2: /);
    await expect(runOperation(ulidGenerate, tag('none', undefined), { options: { time: 'yesterday' } })).rejects.toThrow(
      'is not a time',
    );
    await expect(runOperation(ulidGenerate, tag('none', undefined), { options: { count: 5000 } })).rejects.toThrow('Count: ');
  });
});
