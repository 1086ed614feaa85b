// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonJson } from '@/test-support/oracles';
import { formatAll, parseInstant } from './date-time';

// Oracles: GNU date (-d @seconds in a TZ: -R for RFC 2822, --iso-8601, %G-W%V, %j, %A; -d to
// read RFC 2822 and ISO forms), Python's datetime with zoneinfo (wall times read in a zone, Excel
// serials), and MongoDB's documented ObjectId example.

const zones = [
  'UTC',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Europe/London',
  'Pacific/Chatham',
  'America/St_Johns',
];
// Fixed pseudo-random instants between 1901 and 2099, plus DST edges.
const instants = [
  ...Array.from({ length: 25 }, (_, i) => Math.floor(-2_000_000_000 + ((i * 2_654_435_761) % 6_100_000_000))),
  1_710_054_000,
  1_710_050_400,
  1_698_566_400,
  951_782_400,
  0,
];

const field = (all: string, label: string) =>
  all
    .split('\n')
    .find((l) => l.startsWith(`${label}: `))
    ?.slice(label.length + 2);

function gnuDate(zone: string, format: string): string[] {
  const script = `for s in ${instants.join(' ')}; do date -d "@$s" ${format}; done`;
  return execFileSync('bash', ['-c', script], { env: { ...process.env, TZ: zone, LC_ALL: 'C' } })
    .toString()
    .trim()
    .split('\n');
}

describe('formats agree with GNU date', () => {
  it.each(zones)('in %s', { timeout: 60_000 }, (zone) => {
    const rfc2822 = gnuDate(zone, '-R');
    const iso = gnuDate(zone, '--iso-8601=seconds');
    const calendar = gnuDate(zone, "'+%A, day %-j of the year, ISO week %G-W%V'");
    const http = execFileSync(
      'bash',
      ['-c', `for s in ${instants.join(' ')}; do date -u -d "@$s" '+%a, %d %b %Y %H:%M:%S GMT'; done`],
      { env: { ...process.env, LC_ALL: 'C' } },
    )
      .toString()
      .trim()
      .split('\n');
    instants.forEach((seconds, i) => {
      const all = formatAll(parseInstant(String(seconds), { numbers: 's' }), { zone });
      expect(field(all, 'RFC 2822 (e-mail)')).toBe(rfc2822[i]);
      expect(field(all, 'RFC 7231 (HTTP)')).toBe(http[i]);
      const ours = (zone === 'UTC' ? field(all, 'ISO 8601 (UTC)') : field(all, `ISO 8601 (${zone})`))!
        .replace('.000', '')
        .replace(/Z$/, '+00:00');
      expect(ours).toBe(iso[i]);
      expect(field(all, 'Day')).toBe(calendar[i]);
      expect(field(all, 'Unix seconds')).toBe(String(seconds));
    });
  });
});

describe('reading dates', () => {
  it('reads what GNU date writes (RFC 2822 in every zone, RFC 7231, ISO 8601 with offset)', { timeout: 60_000 }, () => {
    // Before 1970 some zones had offsets with seconds (local mean time), which -R rounds to minutes.
    for (const zone of zones)
      gnuDate(zone, '-R').forEach((text, i) => {
        if (instants[i]! >= 0) expect(parseInstant(text).ns).toBe(BigInt(instants[i]!) * 1_000_000_000n);
      });
    gnuDate('Asia/Kolkata', '--iso-8601=seconds').forEach((text, i) => {
      if (instants[i]! >= 0) expect(parseInstant(text).ns).toBe(BigInt(instants[i]!) * 1_000_000_000n);
    });
  });

  it('reads a wall time without offset in the chosen zone, as Python zoneinfo does (DST gaps and overlaps included)', () => {
    const walls = ['2024-03-10T02:30:00', '2024-11-03T01:30:00', '2024-07-01T12:00:00', '1999-12-31T23:59:59', '2024-02-29'];
    const py = pythonJson<number[][]>(
      `import json, datetime, zoneinfo\nzones = ${JSON.stringify(zones)}\nwalls = ${JSON.stringify(walls)}\nprint(json.dumps([[datetime.datetime.fromisoformat(w).replace(tzinfo=zoneinfo.ZoneInfo(z)).timestamp() for w in walls] for z in zones]))`,
    );
    zones.forEach((zone, zi) =>
      walls.forEach((wall, wi) =>
        expect([zone, wall, Number(parseInstant(wall, { zone }).ns / 1_000_000n) / 1000]).toEqual([zone, wall, py[zi]![wi]]),
      ),
    );
  });

  it('Excel serials are days since 1899-12-30 in wall time, as Python computes them', () => {
    const py = pythonJson<number[]>(
      `import json, datetime, zoneinfo\nz = zoneinfo.ZoneInfo('Asia/Kolkata')\nprint(json.dumps([round((datetime.datetime.fromtimestamp(s, z).replace(tzinfo=None) - datetime.datetime(1899, 12, 30)).total_seconds() / 86400, 8) for s in ${JSON.stringify(instants.filter((s) => s > -2_200_000_000))}]))`,
    );
    instants
      .filter((s) => s > -2_200_000_000)
      .forEach((s, i) =>
        expect(
          Number(
            field(formatAll(parseInstant(String(s), { numbers: 's' }), { zone: 'Asia/Kolkata' }), 'Excel serial (Asia/Kolkata)'),
          ),
        ).toBeCloseTo(py[i]!, 6),
      );
    expect(field(formatAll(parseInstant('45351.5', { numbers: 'excel' })), 'ISO 8601 (UTC)')).toBe('2024-02-29T12:00:00.000Z');
  });

  it('MongoDB’s documented ObjectId gives its documented time', () => {
    // ObjectId("507f191e810c19729de860ea").getTimestamp() → ISODate("2012-10-17T20:46:22Z")
    expect(field(formatAll(parseInstant('507f191e810c19729de860ea')), 'ISO 8601 (UTC)')).toBe('2012-10-17T20:46:22.000Z');
  });

  it('Unix units by size, or as asked, keeping nanoseconds', () => {
    expect(parseInstant('1700000000').readAs).toBe('Unix seconds');
    expect(parseInstant('1700000000000').readAs).toBe('Unix milliseconds');
    expect(parseInstant('1700000000000000').readAs).toBe('Unix microseconds');
    expect(parseInstant('1700000000123456789').ns).toBe(1700000000123456789n);
    expect(parseInstant('1700000000.5', { numbers: 's' }).ns).toBe(1700000000500000000n);
    expect(field(formatAll(parseInstant('1700000000123456789')), 'ISO 8601 (UTC)')).toBe('2023-11-14T22:13:20.123456789Z');
  });

  it('says what it cannot read', () => {
    expect(() => parseInstant('next tuesday-ish')).toThrow(/^Cannot read "next tuesday-ish" as a date/);
    expect(() => parseInstant('2023-02-29')).toThrow('2023-02 has no day 29');
    expect(() => parseInstant('')).toThrow('Type a date');
  });
});
