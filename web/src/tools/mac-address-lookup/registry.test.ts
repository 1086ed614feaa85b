// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatMac, isMulticast, linkLocalIpv6, parseMac, tryParseMac } from '@/engines/mac/mac';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { macAddressFormat, macAddressLookup } from './operations';
import { buildVendorIndex, findVendor, loadOuiData, reportMac, searchVendors } from './registry';

// Oracles: the IEEE registries' own CSV files as Debian ships them (ieee-data, a dependency of
// python3-netaddr, a 2022 snapshot: organisations renamed or reassigned since may differ), read
// with Python's csv module; prefixes whose owners are well known; netaddr for EUI-64 link-local
// addresses; the IEEE 802 bit rules.

const data = await loadOuiData();

const debianSample = JSON.parse(
  execFileSync(
    '/usr/bin/python3',
    [
      '-c',
      `import csv, json
out = []
for name, step in (('oui', 80), ('mam', 25), ('oui36', 40)):
    with open('/usr/share/ieee-data/%s.csv' % name, newline='', encoding='utf-8') as f:
        rows = [r for r in csv.DictReader(f) if r['Organization Name'].strip() not in ('Private', 'IEEE Registration Authority')]
    out += [[r['Registry'], r['Assignment'], r['Organization Name'].strip()] for r in rows[::step]]
print(json.dumps(out))`,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  ),
) as [string, string, string][];

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s.,]+/g, ' ')
    .trim();

describe('vendor lookup against the IEEE CSV files in Debian', () => {
  it('has a sample from all three registries', () => {
    for (const registry of ['MA-L', 'MA-M', 'MA-S'])
      expect(debianSample.filter((r) => r[0] === registry).length).toBeGreaterThan(50);
  });

  it('finds the same organisation, in the same registry, for nearly every assignment', () => {
    const misses: string[] = [];
    for (const [registry, assignment, organisation] of debianSample) {
      const mac = parseMac(assignment.padEnd(12, '0'));
      const vendor = findVendor(data, mac);
      if (vendor?.block !== registry || normalise(vendor.organisation) !== normalise(organisation))
        misses.push(`${registry} ${assignment}: ${organisation} ≠ ${vendor?.block} ${vendor?.organisation}`);
    }
    // The package is four years newer than Debian's copy: a few owners changed names or hands.
    expect(misses.length / debianSample.length, misses.slice(0, 10).join('\n')).toBeLessThan(0.05);
  });

  it('names the owners of well-known prefixes', () => {
    const known: [string, string][] = [
      ['B8:27:EB:12:34:56', 'Raspberry Pi Foundation'],
      ['08:00:27:00:00:01', 'PCS Systemtechnik GmbH'],
      ['00:50:56:C0:00:08', 'VMware, Inc.'],
      ['00:00:0C:07:AC:01', 'Cisco Systems, Inc'],
      ['00:1A:11:00:00:01', 'Google, Inc.'],
    ];
    for (const [mac, organisation] of known) expect(findVendor(data, parseMac(mac))?.organisation, mac).toBe(organisation);
  });

  it('prefers the longest assignment (MA-S and MA-M inside IEEE blocks)', () => {
    const maS = debianSample.find((r) => r[0] === 'MA-S')!;
    const vendor = findVendor(data, parseMac(maS[1].padEnd(12, '0')))!;
    expect(vendor.block).toBe('MA-S');
    expect(vendor.prefixText).toMatch(/\/36$/);
    expect(data[maS[1].slice(0, 6)]).toMatch(/^IEEE Registration Authority/);
  });
});

describe('MAC bits and notations (IEEE 802)', () => {
  it('reads the I/G and U/L bits of the first octet', () => {
    expect(reportMac(data, '02:42:ac:11:00:02')).toMatchObject({ local: true, multicast: false, vendor: null });
    expect(reportMac(data, '01:00:5e:00:00:fb')).toMatchObject({ local: false, multicast: true });
    expect(reportMac(data, '33:33:00:00:00:01')).toMatchObject({ local: true, multicast: true });
    expect(isMulticast(parseMac('ff:ff:ff:ff:ff:ff'))).toBe(true);
  });

  it('accepts every common notation and refuses malformed ones', () => {
    const want = '00:1a:2b:3c:4d:5e';
    for (const text of ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', '001a.2b3c.4d5e', '001A2B3C4D5E', ' 00 1a 2b 3c 4d 5e '])
      expect(formatMac(parseMac(text))).toBe(want);
    for (const text of ['00:1a:2b:3c:4d', '00:1a-2b:3c:4d:5e', '00:1a:2b:3c:4d:5g', '001a2b3c4d5e6f'])
      expect(tryParseMac(text), text).toBeNull();
  });

  it('forms the modified EUI-64 link-local address as netaddr does', () => {
    const macs = ['00:1a:2b:3c:4d:5e', '02:00:00:00:00:00', 'b8:27:eb:12:34:56', 'ff:ff:ff:ff:ff:ff'];
    const expected = JSON.parse(
      execFileSync(
        '/usr/bin/python3',
        [
          '-c',
          'import sys, json, netaddr\nprint(json.dumps([str(netaddr.EUI(m).ipv6_link_local()) for m in json.load(sys.stdin)]))',
        ],
        {
          input: JSON.stringify(macs),
          encoding: 'utf8',
        },
      ),
    ) as string[];
    macs.forEach((mac, i) => expect(linkLocalIpv6(parseMac(mac))).toBe(expected[i]));
  });
});

describe('operations and vendor search', () => {
  it('looks up a list, naming bad lines', async () => {
    const out = (await runOperation(macAddressLookup, tag('text', '00:50:56:c0:00:08\n52:54:00:12:34:56'))).value;
    expect(out).toBe(
      '00:50:56:C0:00:08  VMware, Inc. (United States) [MA-L 00:50:56/24]\n52:54:00:12:34:56  Locally administered (no vendor)',
    );
    await expect(runOperation(macAddressLookup, tag('text', '00:50:56:c0:00:08\nnot-a-mac'))).rejects.toThrow(
      'Line 2: "not-a-mac" is not a MAC address',
    );
    await expect(runOperation(macAddressFormat, tag('text', '00:1a'))).rejects.toThrow('is not a MAC address');
  });

  it('finds an organisation’s prefixes by name', () => {
    const index = buildVendorIndex(data);
    const { matches, total } = searchVendors(index, 'raspberry pi');
    expect(total).toBeGreaterThanOrEqual(2);
    const foundation = matches.find((m) => m.organisation === 'Raspberry Pi Foundation')!;
    expect(foundation.prefixes).toContain('B8:27:EB/24');
    expect(searchVendors(index, 'zzzz-no-such-vendor').total).toBe(0);
  });
});
