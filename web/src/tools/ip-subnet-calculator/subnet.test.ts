// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { parseNetwork } from '@/engines/ip/network';
import { subnetInfo, subnetSplit, subnetSummarise } from './operations';
import {
  MAX_SUBNETS,
  reverseZone,
  splitCsv,
  splitNetwork,
  splitPrefix,
  subnetCount,
  subnetDetails,
  subnetRow,
  subnetRows,
} from './subnet';

// Oracles: Debian's ipcalc (IPv4 details), sipcalc (IPv6 ranges) and Python's ipaddress (splits,
// summaries, hosts), on the same networks.
function python(script: string, data: unknown): any {
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', `import sys, json, ipaddress as ip\ndata = json.load(sys.stdin)\n${script}`], {
      input: JSON.stringify(data),
      encoding: 'utf8',
    }),
  );
}
const text = async (
  op: typeof subnetInfo | typeof subnetSplit | typeof subnetSummarise,
  input: string,
  options?: Record<string, unknown>,
) => (await runOperation(op, tag('text', input), { options })).value as string;

describe('details against ipcalc and sipcalc', () => {
  it.each(['192.168.1.77/26', '10.0.0.0/8', '172.20.5.9 255.255.240.0', '203.0.113.9/30'])('%s', (input) => {
    const out = execFileSync('ipcalc', ['-b', '-n', ...input.split(' ')], { encoding: 'utf8' });
    const field = (name: string) => new RegExp(`^${name}:\\s+(\\S+)`, 'm').exec(out)![1];
    const rows = Object.fromEntries(subnetDetails(input).rows.map((r) => [r.label, r.value]));
    expect(rows.Network).toBe(field('Network'));
    expect(rows.Netmask).toBe(`${field('Netmask')} (/${field('Network')!.split('/')[1]})`);
    expect(rows.Wildcard).toBe(field('Wildcard'));
    expect(rows.Broadcast).toBe(field('Broadcast'));
    expect(rows['First usable']).toBe(field('HostMin'));
    expect(rows['Last usable']).toBe(field('HostMax'));
    expect(rows['Usable hosts']!.replace(/,/g, '')).toBe(field('Hosts/Net'));
  });

  it.each(['2001:db8:1234::5/64', 'fd00::/8', '2001:db8::/127'])('%s', (input) => {
    const out = execFileSync('sipcalc', [input], { encoding: 'utf8' });
    const range = /Network range\s+- (\S+) -\s+(\S+)/.exec(out)!;
    const rows = Object.fromEntries(subnetDetails(input).rows.map((r) => [r.label, r.value]));
    expect(rows.Range).toBe(`${range[1]} – ${range[2]}`);
    expect(rows.Netmask!.split(' ')[0]).toBe(python(`print(json.dumps(str(ip.ip_network(data, strict=False).netmask)))`, input));
  });

  it('reads binary with the network bits first', () => {
    const details = subnetDetails('10.1.2.3/12');
    expect(details.binary[1]!.bits).toBe('11111111.11110000.00000000.00000000');
    expect(details.binary[0]!.bits).toBe('00001010.00000001.00000010.00000011');
  });

  it('names the reverse zone on octet and nibble boundaries', () => {
    const zones = python(`print(json.dumps([ip.ip_network(n).network_address.reverse_pointer for n in data]))`, [
      '10.20.0.0/16',
      '2001:db8::/32',
    ]) as string[];
    expect(reverseZone(parseNetwork('10.20.0.0/16').network)).toBe(zones[0]!.split('.').slice(2).join('.'));
    expect(reverseZone(parseNetwork('2001:db8::/32').network)).toBe(zones[1]!.split('.').slice(24).join('.'));
  });

  it('gives a clear message on bad input', async () => {
    await expect(text(subnetInfo, '10.0.0.0/40')).rejects.toThrow('The prefix of an IPv4 network is 0 to 32, not 40');
    await expect(text(subnetInfo, 'example.com/24')).rejects.toThrow('"example.com" is not an IPv4 or IPv6 address');
  });
});

describe('split and summarise against Python ipaddress', () => {
  it('splits by prefix and by count as subnets() does', async () => {
    const cases: [string, number][] = [
      ['10.0.0.0/16', 20],
      ['192.168.4.0/22', 27],
      ['2001:db8:ab00::/40', 44],
    ];
    const expected = python(
      `print(json.dumps(['\\n'.join(str(s) for s in ip.ip_network(n).subnets(new_prefix=p)) for n, p in data]))`,
      cases,
    ) as string[];
    for (const [i, [cidr, prefix]] of cases.entries())
      expect(await text(subnetSplit, cidr, { by: 'prefix', value: prefix })).toBe(expected[i]);
    expect((await text(subnetSplit, '10.0.0.0/24', { by: 'count', value: 5 })).split('\n')).toHaveLength(8);
  });

  it('splits a /8 into its 65,536 /24s', () => {
    const lines = splitNetwork(parseNetwork('10.0.0.0/8').network, 24).split('\n');
    expect(lines).toHaveLength(65536);
    expect(lines[0]).toBe('10.0.0.0/24');
    expect(lines[65535]).toBe('10.255.255.0/24');
    expect(lines[300]).toBe('10.1.44.0/24');
  });

  it('refuses splits that are too many or impossible', () => {
    const net = parseNetwork('10.0.0.0/8').network;
    expect(() => splitPrefix(net, 'prefix', 30)).toThrow(`is 4,194,304 subnets: at most ${MAX_SUBNETS.toLocaleString('en-US')}`);
    expect(() => splitPrefix(net, 'prefix', 4)).toThrow('between /8 and /32');
    expect(() => splitPrefix(parseNetwork('10.0.0.0/30').network, 'count', 8)).toThrow('cannot be split into 8 subnets');
  });

  it('rows give each subnet’s usable range and hosts as hosts() does', () => {
    const cidrs = ['10.0.0.64/26', '10.0.0.2/31', '2001:db8::/126'];
    const expected = python(
      `print(json.dumps([[str(list(ip.ip_network(n).hosts())[0]), str(list(ip.ip_network(n).hosts())[-1]), len(list(ip.ip_network(n).hosts()))] for n in data]))`,
      cidrs,
    ) as [string, string, number][];
    cidrs.forEach((cidr, i) =>
      expect(subnetRow(cidr)).toEqual({ cidr, first: expected[i]![0], last: expected[i]![1], hosts: String(expected[i]![2]) }),
    );
  });

  it('computes any page of a split as subnets() lists it', () => {
    const cases: [string, number, number, number][] = [
      ['10.0.0.0/8', 24, 65_500, 100],
      ['2001:db8::/32', 48, 40_000, 5],
    ];
    const expected = python(
      `out = []
for n, p, start, length in data:
    subs = list(ip.ip_network(n).subnets(new_prefix=p))
    out.append([len(subs), [[str(s), str(s[1]), str(s[-1] if s.version == 6 else s[-2]), format(s.num_addresses - (1 if s.version == 6 else 2), ',')] for s in subs[start:start + length]]])
print(json.dumps(out))`,
      cases,
    ) as [number, [string, string, string, string][]][];
    cases.forEach(([cidr, prefix, start, length], i) => {
      const { network } = parseNetwork(cidr);
      expect(subnetCount(network, prefix)).toBe(expected[i]![0]);
      const rows = subnetRows(network, prefix, start, length);
      expect(rows).toEqual(
        expected[i]![1].map(([subnet, first, last, hosts]) => ({
          cidr: subnet,
          first,
          last,
          hosts,
        })),
      );
    });
    // The last page of a /8 into /24s is short: 36 rows.
    expect(subnetRows(parseNetwork('10.0.0.0/8').network, 24, 65_500, 100)).toHaveLength(36);
  });

  it('writes the split as CSV that Python’s csv module reads back to hosts()', () => {
    const cases: [string, number][] = [
      ['192.168.0.0/22', 26],
      ['10.0.0.0/30', 31],
      ['2001:db8::/120', 122],
    ];
    for (const [cidr, prefix] of cases) {
      const csv = splitCsv(parseNetwork(cidr).network, prefix);
      const ok = python(
        `import csv, io
net, p, text = data
rows = list(csv.reader(io.StringIO(text, newline='')))
want = [['subnet', 'first usable', 'last usable', 'usable hosts']]
for s in ip.ip_network(net).subnets(new_prefix=p):
    h = list(s.hosts())
    want.append([str(s), str(h[0]), str(h[-1]), str(len(h))])
print(json.dumps(rows == want and text.endswith('\\r\\n')))`,
        [cidr, prefix, csv],
      );
      expect(ok, `${cidr} into /${prefix}`).toBe(true);
    }
  });

  it('summarises as collapse_addresses does, IPv4 then IPv6', async () => {
    const items = [
      '10.0.0.0/24',
      '10.0.1.0/24',
      '10.0.3.0/24',
      '10.0.2.128/25',
      '10.0.2.0/25',
      '2001:db8::/33',
      '2001:db8:8000::/33',
      '192.0.2.1',
    ];
    const expected = python(
      `nets = [ip.ip_network(n) for n in data]
print(json.dumps([str(n) for v in (4, 6) for n in ip.collapse_addresses([x for x in nets if x.version == v])]))`,
      items,
    ) as string[];
    expect(await text(subnetSummarise, items.join('\n'))).toBe(expected.join('\n'));
    await expect(text(subnetSummarise, '10.0.0.0/24\nbad')).rejects.toThrow('Item 2: "bad" is not an IPv4 or IPv6 address');
  });
});
