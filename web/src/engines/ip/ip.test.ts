// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  addressType,
  formatBinary,
  formatExpanded,
  formatIp,
  formatMixed,
  parseIp,
  reversePointer,
  tryParseIp,
  type Ip,
} from './address';
import {
  formatNetwork,
  hostsOf,
  lastOf,
  maskOf,
  parseNetwork,
  parseRange,
  rangeToNetworks,
  subnetsOf,
  summarise,
  type Network,
} from './network';

// Outside oracles: Debian's Python 3 `ipaddress` module, `ipcalc` (IPv4) and `sipcalc` (IPv6).

/** Runs `script` in Debian's Python with `data` as JSON on stdin; the script prints JSON. */
function python(script: string, data: unknown): any {
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', `import sys, json, ipaddress\ndata = json.load(sys.stdin)\n${script}`], {
      input: JSON.stringify(data),
      encoding: 'utf8',
    }),
  );
}

function random(seed: number) {
  let state = BigInt(seed);
  return (bits: number): bigint => {
    let out = 0n;
    for (let i = 0; i < bits; i += 31) {
      state = (state * 48271n) % 2147483647n;
      out = (out << 31n) | state;
    }
    return out & ((1n << BigInt(bits)) - 1n);
  };
}

/** Random addresses, IPv6 ones with runs of zero groups (where the formatting rules bite). */
function sampleAddresses(count: number): Ip[] {
  const next = random(7);
  const out: Ip[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 3 === 0) out.push({ version: 4, value: next(32) });
    else {
      let value = next(128);
      const zeroMask = next(8);
      for (let g = 0; g < 8; g++) if ((zeroMask >> BigInt(g)) & 1n) value &= ~(0xffffn << BigInt(g * 16));
      out.push({ version: 6, value });
    }
  }
  return out;
}

describe('addresses against Python ipaddress', () => {
  const addresses = sampleAddresses(300);
  const expected = python(
    `out = []
for text in data:
    a = ipaddress.ip_address(text)
    out.append([str(a), a.exploded, a.reverse_pointer, str(int(a))])
print(json.dumps(out))`,
    addresses.map(formatExpanded),
  ) as [string, string, string, string][];

  it('formats compressed (RFC 5952), expanded and reverse-pointer names as Python does', () => {
    addresses.forEach((ip, i) => {
      const [compressed, exploded, pointer, integer] = expected[i]!;
      expect(formatIp(ip)).toBe(compressed);
      expect(formatExpanded(ip)).toBe(exploded);
      expect(reversePointer(ip)).toBe(pointer);
      expect(parseIp(compressed).value).toBe(BigInt(integer));
    });
  });

  it('accepts and refuses the same strings Python does', () => {
    const candidates = [
      '192.168.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4.5',
      ' 10.0.0.1 ',
      '::',
      '::1',
      '2001:db8::1',
      '2001:DB8::1',
      '2001:db8:0:0:0:0:2:1',
      '::ffff:192.0.2.128',
      '::ffff:192.0.2',
      '::ffff:192.0.2.0128',
      '1::2::3',
      '12345::',
      'fe80::1%eth0',
      '2001:db8::g',
      ':::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7::',
      'hello',
      '',
    ];
    const accepted = python(
      `out = []
for text in data:
    try:
        ipaddress.ip_address(text.strip()); out.append(True)
    except ValueError:
        out.append(False)
print(json.dumps(out))`,
      candidates,
    ) as boolean[];
    candidates.forEach((text, i) => expect(tryParseIp(text) !== null, text).toBe(accepted[i]));
  });

  it('writes the IPv4-mapped and NAT64 forms in mixed notation (RFC 5952 §5)', () => {
    expect(formatMixed(parseIp('::ffff:c000:280'))).toBe('::ffff:192.0.2.128');
    expect(formatMixed(parseIp('64:ff9b::c000:201'))).toBe('64:ff9b::192.0.2.1');
    expect(formatMixed(parseIp('1:2:3:4:5:6:c000:201'))).toBe('1:2:3:4:5:6:192.0.2.1');
    expect(formatMixed(parseIp('::'))).toBe('::0.0.0.0');
  });

  it('writes the binary in octets and groups', () => {
    expect(formatBinary(parseIp('192.168.1.1'))).toBe('11000000.10101000.00000001.00000001');
    expect(formatBinary(parseIp('::1')).split(':')).toHaveLength(8);
  });

  it('names the special ranges as Python classifies them', () => {
    const texts = [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.1.1',
      '224.0.0.1',
      '8.8.8.8',
      '192.0.2.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
      '2606:4700::1111',
    ];
    const flags = python(
      `print(json.dumps([[a.is_private, a.is_loopback, a.is_link_local, a.is_multicast, a.is_global] for a in map(ipaddress.ip_address, data)]))`,
      texts,
    ) as boolean[][];
    const types = texts.map((t) => addressType(parseIp(t)));
    texts.forEach((text, i) => {
      const [, loopback, linkLocal, multicast, global] = flags[i]!;
      if (loopback) expect(types[i], text).toBe('Loopback');
      if (linkLocal) expect(types[i], text).toBe('Link-local');
      if (multicast) expect(types[i], text).toBe('Multicast');
      // (Python 3.11 calls 224.0.0.1 global; multicast is checked above.)
      if (global && !multicast) expect(types[i], text).toBe('Global unicast');
    });
    expect(types).toContain('Private (RFC 1918)');
    expect(addressType(parseIp('192.0.2.1'))).toBe('Documentation (RFC 5737)');
    expect(addressType(parseIp('2001:db8::1'))).toBe('Documentation (RFC 3849)');
    expect(addressType(parseIp('fd12:3456::1'))).toBe('Unique local (RFC 4193)');
  });
});

function ipcalc(cidr: string): Record<string, string> {
  const text = execFileSync('ipcalc', ['-b', '-n', cidr], { encoding: 'utf8' });
  const fields: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^(\w[\w/]*):\s+(\S+)/.exec(line);
    if (m) fields[m[1]!] = m[2]!;
  }
  return fields;
}

describe('IPv4 networks against ipcalc', () => {
  const next = random(11);
  const cases = Array.from({ length: 40 }, (_, i) => `${formatIp({ version: 4, value: next(32) })}/${i % 33}`);

  it.each(cases)('%s', (cidr) => {
    const { network } = parseNetwork(cidr);
    const fields = ipcalc(cidr);
    const hosts = hostsOf(network);
    expect(formatNetwork(network)).toBe(fields.Network ?? `${fields.Hostroute}/32`);
    expect(formatIp({ version: 4, value: maskOf(4, network.prefix) })).toBe(fields.Netmask);
    expect(formatIp({ version: 4, value: maskOf(4, network.prefix) ^ 0xffffffffn })).toBe(fields.Wildcard);
    if (network.prefix < 32) {
      expect(formatIp(hosts.first)).toBe(fields.HostMin);
      expect(formatIp(hosts.last)).toBe(fields.HostMax);
      expect(String(hosts.count)).toBe(fields['Hosts/Net']);
    }
    if (network.prefix < 31) expect(formatIp(lastOf(network))).toBe(fields.Broadcast);
  });

  it('reads a dotted netmask as ipcalc does', () => {
    expect(formatNetwork(parseNetwork('192.168.1.77 255.255.255.192').network)).toBe(
      ipcalc('192.168.1.77/255.255.255.192').Network,
    );
    expect(() => parseNetwork('10.0.0.0 255.0.255.0')).toThrow('not a prefix length or a netmask');
  });
});

function sipcalc(cidr: string): { range: [string, string]; expanded: string; compressed: string } {
  const text = execFileSync('sipcalc', [cidr], { encoding: 'utf8' });
  const range = /Network range\s+- (\S+) -\s+(\S+)/.exec(text)!;
  return {
    range: [range[1]!, range[2]!],
    expanded: /Expanded Address\s+- (\S+)/.exec(text)![1]!,
    compressed: /Compressed address\s+- (\S+)/.exec(text)![1]!,
  };
}

describe('IPv6 networks against sipcalc and Python', () => {
  const next = random(13);
  const cases = Array.from(
    { length: 30 },
    (_, i) =>
      `${formatIp({ version: 6, value: next(128) & ~((1n << BigInt(i * 4)) - 1n) })}/${[0, 1, 16, 32, 48, 56, 63, 64, 96, 112, 120, 126, 127, 128][i % 14]}`,
  );
  const first = python(
    `out = []
for text in data:
    n = ipaddress.ip_network(text, strict=False)
    h = n.hosts()
    out.append([str(next(iter(h))), str(n.num_addresses)])
print(json.dumps(out))`,
    cases,
  ) as [string, string][];

  it.each(cases.map((c, i) => [c, i]))('%s', (cidr, i) => {
    const { address, network } = parseNetwork(cidr as string);
    const oracle = sipcalc(cidr as string);
    expect(formatExpanded(address)).toBe(oracle.expanded);
    expect(formatExpanded({ version: 6, value: network.network })).toBe(oracle.range[0]);
    expect(formatExpanded(lastOf(network))).toBe(oracle.range[1]);
    const hosts = hostsOf(network);
    expect(formatIp(hosts.first)).toBe(first[i as number]![0]);
    expect(String(1n << BigInt(128 - network.prefix))).toBe(first[i as number]![1]);
  });

  it('counts hosts as Python does at the edges (/126, /127, /128)', () => {
    for (const [cidr, count] of [
      ['2001:db8::/126', 3n],
      ['2001:db8::/127', 2n],
      ['2001:db8::/128', 1n],
      ['10.0.0.0/31', 2n],
      ['10.0.0.1/32', 1n],
    ] as const)
      expect(hostsOf(parseNetwork(cidr).network).count, cidr).toBe(count);
  });
});

describe('split, summarise and ranges against Python', () => {
  it('splits networks into subnets as Network.subnets(new_prefix) does', () => {
    const cases: [string, number][] = [
      ['192.168.0.0/22', 24],
      ['10.0.0.0/29', 31],
      ['2001:db8::/48', 52],
      ['172.16.0.0/12', 16],
    ];
    const expected = python(
      `print(json.dumps([[str(s) for s in ipaddress.ip_network(c).subnets(new_prefix=p)] for c, p in data]))`,
      cases,
    ) as string[][];
    cases.forEach(([cidr, prefix], i) =>
      expect([...subnetsOf(parseNetwork(cidr).network, prefix)].map(formatNetwork)).toEqual(expected[i]),
    );
  });

  it('summarises lists of networks as collapse_addresses does', () => {
    const next = random(17);
    const lists: string[][] = [];
    for (let i = 0; i < 25; i++) {
      const version = i % 2 === 0 ? 4 : 6;
      const base = version === 4 ? 0x0a000000n : 0x20010db8n << 96n;
      const bits = version === 4 ? 32 : 128;
      lists.push(
        Array.from({ length: 2 + Number(next(4)) }, () => {
          const prefix = bits - 2 - Number(next(3));
          const offset = (next(8) << BigInt(bits - prefix)) & ((1n << BigInt(bits - 12)) - 1n);
          return formatNetwork({ version, network: base + offset, prefix } as Network);
        }),
      );
    }
    const expected = python(
      `print(json.dumps([[str(n) for n in ipaddress.collapse_addresses(map(ipaddress.ip_network, l))] for l in data]))`,
      lists,
    ) as string[][];
    lists.forEach((list, i) =>
      expect(summarise(list.map((t) => parseNetwork(t).network)).map(formatNetwork), list.join(' ')).toEqual(expected[i]),
    );
  });

  it('turns ranges into the fewest blocks as summarize_address_range does', () => {
    const next = random(19);
    const ranges: [string, string][] = [
      ['0.0.0.0', '255.255.255.255'],
      ['192.168.1.10', '192.168.1.200'],
      ['10.0.0.0', '10.0.0.0'],
      ['::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
      ['2001:db8::5', '2001:db8::1:3'],
    ];
    for (let i = 0; i < 30; i++) {
      const version = i % 2 === 0 ? 4 : 6;
      const a = next(version === 4 ? 32 : 128);
      const b = a + next(version === 4 ? 20 : 70);
      ranges.push([
        formatIp({ version, value: a }),
        formatIp({ version, value: b & ((1n << BigInt(version === 4 ? 32 : 128)) - 1n) }),
      ]);
    }
    const usable = ranges.filter(([a, b]) => parseIp(a).value <= parseIp(b).value);
    const expected = python(
      `print(json.dumps([[str(n) for n in ipaddress.summarize_address_range(ipaddress.ip_address(a), ipaddress.ip_address(b))] for a, b in data]))`,
      usable,
    ) as string[][];
    usable.forEach(([a, b], i) => expect(rangeToNetworks(parseIp(a), parseIp(b)).map(formatNetwork)).toEqual(expected[i]));
  });

  it('reads ranges written several ways, and says what is wrong', () => {
    for (const text of ['10.0.0.1 - 10.0.0.9', '10.0.0.1-10.0.0.9', '10.0.0.1 10.0.0.9', '10.0.0.1 to 10.0.0.9'])
      expect(formatIp(parseRange(text).last)).toBe('10.0.0.9');
    expect(() => parseRange('10.0.0.9 - 10.0.0.1')).toThrow('is after the end');
    expect(() => parseRange('10.0.0.1 - ::1')).toThrow('mixes IPv4 and IPv6');
    expect(() => parseNetwork('10.0.0.0/33')).toThrow('0 to 32, not 33');
    expect(() => parseNetwork('10.0.0.1/24', { strict: true })).toThrow('host bits set');
  });
});
