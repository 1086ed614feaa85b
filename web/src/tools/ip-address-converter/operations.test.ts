// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { addressForms, readAddress } from './convert';
import { ipAddressConvert } from './operations';

// The oracle: Debian's Python 3 ipaddress module on the same addresses.
const oracle = `
import sys, json, ipaddress
out = []
for text in json.load(sys.stdin):
    a = ipaddress.ip_address(text)
    bits = 32 if a.version == 4 else 128
    row = {'str': str(a), 'int': str(int(a)), 'hex': '0x' + format(int(a), '0%dx' % (bits // 4)), 'bin': format(int(a), '0%db' % bits), 'ptr': a.reverse_pointer}
    if a.version == 4:
        row['mapped'] = str(ipaddress.IPv6Address('::ffff:' + str(a)))
    elif a.ipv4_mapped:
        row['embedded'] = str(a.ipv4_mapped)
    out.append(row)
print(json.dumps(out))
`;

const samples = [
  '0.0.0.0',
  '10.20.30.40',
  '192.168.1.1',
  '255.255.255.255',
  '8.8.4.4',
  '::',
  '::1',
  '2001:db8::8a2e:370:7334',
  '::ffff:10.0.0.1',
  'fe80::1ff:fe23:4567:890a',
  'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
];

describe('IP address converter against Python ipaddress', () => {
  const expected = JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', oracle], { input: JSON.stringify(samples), encoding: 'utf8' }),
  ) as Record<string, string>[];

  it.each(samples.map((s, i) => [s, i] as const))('%s', (text, i) => {
    const want = expected[i]!;
    const forms = Object.fromEntries(addressForms(readAddress(text)).map((f) => [f.label, f.value]));
    expect(forms.IPv4 ?? forms.IPv6).toBe(want.str);
    expect(forms.Decimal).toBe(want.int);
    expect(forms.Hex).toBe(want.hex);
    expect(forms.Binary!.replace(/[.:]/g, '')).toBe(want.bin);
    expect(forms['Reverse DNS']).toBe(want.ptr);
    if (want.mapped) expect(forms['IPv4-mapped (hex)']).toBe(want.mapped);
    if (want.embedded) expect(forms['Embedded IPv4']).toBe(want.embedded);
    // The decimal and hex forms read back to the same address.
    expect(readAddress(want.int, text.includes(':') ? '6' : '4').value).toBe(BigInt(want.int));
    expect(readAddress(want.hex, text.includes(':') ? '6' : '4').value).toBe(BigInt(want.int));
  });

  it('says what is wrong with bad input, by line', async () => {
    await expect(runOperation(ipAddressConvert, tag('text', '300.1.1.1'))).rejects.toThrow(
      '"300.1.1.1" is not an IPv4 or IPv6 address',
    );
    await expect(runOperation(ipAddressConvert, tag('text', '10.0.0.1\nnope'))).rejects.toThrow('Line 2:');
    await expect(runOperation(ipAddressConvert, tag('text', '4294967296'), { options: { numberVersion: '4' } })).rejects.toThrow(
      'too large for an IPv4 address',
    );
    expect(readAddress('4294967296').version).toBe(6);
  });
});
