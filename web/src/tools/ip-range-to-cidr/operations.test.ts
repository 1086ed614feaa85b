// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { cidrToIpRange, ipRangeToCidr } from './operations';

// The oracle: Debian's Python 3 ipaddress (summarize_address_range, collapse_addresses, network bounds).
function python(script: string, data: unknown): any {
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', `import sys, json, ipaddress as ip\ndata = json.load(sys.stdin)\n${script}`], {
      input: JSON.stringify(data),
      encoding: 'utf8',
    }),
  );
}
const run = async (op: typeof ipRangeToCidr | typeof cidrToIpRange, text: string, options?: Record<string, unknown>) =>
  (await runOperation(op, tag('text', text), { options })).value as string;

const ranges: [string, string][] = [
  ['10.0.0.0', '10.255.255.255'],
  ['172.16.5.3', '172.16.9.17'],
  ['0.0.0.1', '255.255.255.254'],
  ['203.0.113.7', '203.0.113.7'],
  ['2001:db8::1', '2001:db8::ffff'],
  ['fd00::', 'fd00::ffff:ffff:ffff:fffe'],
];

describe('IP range to CIDR against Python ipaddress', () => {
  it('each range alone gives summarize_address_range', async () => {
    const expected = python(
      `print(json.dumps([[str(n) for n in ip.summarize_address_range(ip.ip_address(a), ip.ip_address(b))] for a, b in data]))`,
      ranges,
    ) as string[][];
    for (const [i, [a, b]] of ranges.entries()) expect(await run(ipRangeToCidr, `${a} - ${b}`)).toBe(expected[i]!.join('\n'));
  });

  it('several overlapping ranges merge as collapse_addresses of their blocks', async () => {
    const list: [string, string][] = [
      ['10.0.0.0', '10.0.0.200'],
      ['10.0.0.100', '10.0.1.10'],
      ['10.0.1.11', '10.0.1.255'],
      ['2001:db8::', '2001:db8::ff'],
      ['192.168.0.0', '192.168.0.3'],
    ];
    const expected = python(
      `nets = [n for a, b in data for n in ip.summarize_address_range(ip.ip_address(a), ip.ip_address(b))]
v4 = [n for n in nets if n.version == 4]; v6 = [n for n in nets if n.version == 6]
print(json.dumps([str(n) for n in list(ip.collapse_addresses(v4)) + list(ip.collapse_addresses(v6))]))`,
      list,
    ) as string[];
    expect(await run(ipRangeToCidr, list.map(([a, b]) => `${a}-${b}`).join('\n'))).toBe(expected.join('\n'));
    expect((await run(ipRangeToCidr, '10.0.0.0 - 10.0.0.1\n10.0.0.0 - 10.0.0.1', { merge: false })).split('\n')).toHaveLength(2);
  });

  it('CIDR to range gives the first and last address and the count', async () => {
    const cidrs = ['10.0.0.0/22', '192.168.7.9/29', '2001:db8:abcd::/48', '0.0.0.0/0', '::1/128'];
    const expected = python(
      `print(json.dumps([[str(n[0]), str(n[-1]), n.num_addresses] for n in (ip.ip_network(c, strict=False) for c in data)]))`,
      cidrs,
    ) as [string, string, number][];
    const out = (await run(cidrToIpRange, cidrs.join('\n'))).split('\n');
    expected.forEach(([first, last], i) => expect(out[i]).toBe(`${first} - ${last}`));
    expect(await run(cidrToIpRange, '192.168.7.9/29', { withCount: true })).toBe(`192.168.7.8 - 192.168.7.15 (8 addresses)`);
  });

  it('names the line that is wrong', async () => {
    await expect(run(ipRangeToCidr, '10.0.0.1 - 10.0.0.9\n10.0.0.9 - 10.0.0.1')).rejects.toThrow(
      'Line 2: The start 10.0.0.9 is after the end 10.0.0.1',
    );
    await expect(run(cidrToIpRange, '10.0.0.0/40')).rejects.toThrow('0 to 32, not 40');
    await expect(run(ipRangeToCidr, '   ')).rejects.toThrow('Enter a range');
  });
});
