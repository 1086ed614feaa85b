// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { ipv6UlaGenerate } from './operations';
import { ntpTimestamp } from './ula';

// The oracle: RFC 4193 §3.2.2 written again in Python (Debian's python3, hashlib and ipaddress),
// step by step from the RFC's text, run on the same MACs and times.
const pythonUla = `
import hashlib, ipaddress, sys, json
from datetime import datetime
out = []
for mac, iso, subnets in json.load(sys.stdin):
    t = datetime.fromisoformat(iso.replace('Z', '+00:00'))
    ms = int(round(t.timestamp() * 1000))
    # 1. the time of day in 64-bit NTP format (RFC 5905: seconds since 1900, 32-bit fraction)
    ntp = ((((ms // 1000) + 2208988800) & 0xffffffff) << 32 | (((ms % 1000) << 32) // 1000)).to_bytes(8, 'big')
    # 2. an EUI-64 identifier: the MAC with FF-FE inserted after the OUI
    o = bytes.fromhex(mac.replace(':', '').replace('-', ''))
    eui64 = o[:3] + b'\\xff\\xfe' + o[3:]
    # 3-4. SHA-1 of their concatenation; the least significant 40 bits are the Global ID
    gid = int.from_bytes(hashlib.sha1(ntp + eui64).digest()[-5:], 'big')
    # 5. FC00::/7, L = 1, Global ID: a /48
    net = ipaddress.IPv6Network(((0xfd << 120) | (gid << 80), 48))
    out.append(['%010x' % gid, str(net), [str(s) for s in list(net.subnets(new_prefix=64))[:subnets]]])
print(json.dumps(out))
`;

const cases: [string, string, number][] = [
  ['00:1a:2b:3c:4d:5e', '2024-05-01T12:00:00.250Z', 3],
  ['b8:27:eb:01:02:03', '2000-01-01T00:00:00Z', 1],
  ['02:42:ac:11:00:02', '2026-11-27T08:15:59.999Z', 5],
  ['ff:ff:ff:ff:ff:ff', '1999-12-31T23:59:59.001Z', 0],
  ['00-00-00-00-00-00', '2036-02-07T06:28:15Z', 2],
];

describe('IPv6 ULA generator against RFC 4193 reproduced in Python', () => {
  const expected = JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', pythonUla], { input: JSON.stringify(cases), encoding: 'utf8' }),
  ) as [string, string, string[]][];

  it.each(cases.map((c, i) => [...c, i] as const))('%s at %s', async (mac, time, subnets, i) => {
    const text = (await runOperation(ipv6UlaGenerate, tag('none', undefined), { options: { mac, time, subnets } }))
      .value as string;
    const [globalId, prefix, subnetList] = expected[i]!;
    expect(text).toContain(`Prefix:     ${prefix}\n`);
    expect(text).toContain(`Global ID:  ${globalId}\n`);
    const listed = text.split('\n').filter((l) => l.endsWith('/64'));
    expect(listed).toEqual(subnetList);
  });

  it('writes NTP timestamps as RFC 5905 does (seconds since 1900, 32-bit fraction)', () => {
    expect(Buffer.from(ntpTimestamp(0)).toString('hex')).toBe('83aa7e8000000000');
    expect(Buffer.from(ntpTimestamp(500)).toString('hex')).toBe('83aa7e8080000000');
  });

  it('without a MAC or time, still gives a prefix in fd00::/8, different each time', async () => {
    const run = async () => (await runOperation(ipv6UlaGenerate, tag('none', undefined))).value as string;
    const [a, b] = [await run(), await run()];
    expect(a).toMatch(/^Prefix: {5}fd[0-9a-f]{2}/);
    expect(a.split('\n')[0]).not.toBe(b.split('\n')[0]);
    expect(a).toContain('Identifier: random 64 bits');
  });

  it('lists subnets from a chosen ID and refuses bad options', async () => {
    const text = (
      await runOperation(ipv6UlaGenerate, tag('none', undefined), {
        options: { mac: '00:1a:2b:3c:4d:5e', time: '2024-05-01T12:00:00.250Z', subnets: 2, firstSubnet: 255 },
      })
    ).value as string;
    expect(text).toContain('fd07:91f5:ac15:ff::/64\nfd07:91f5:ac15:100::/64');
    await expect(runOperation(ipv6UlaGenerate, tag('none', undefined), { options: { time: 'yesterday' } })).rejects.toThrow(
      '"yesterday" is not a date and time',
    );
    await expect(runOperation(ipv6UlaGenerate, tag('none', undefined), { options: { mac: '00:11' } })).rejects.toThrow(
      'is not a MAC address',
    );
    await expect(
      runOperation(ipv6UlaGenerate, tag('none', undefined), { options: { firstSubnet: 65535, subnets: 2 } }),
    ).rejects.toThrow('0 to 65535');
  });
});
