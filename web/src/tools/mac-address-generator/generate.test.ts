import { describe, expect, it } from 'vitest';
import { isLocal, isMulticast, parseMac } from '@/engines/mac/mac';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { generateMacs } from './generate';
import { macAddressGenerate } from './operations';

// The IEEE 802 rules (IEEE Std 802-2014 §8.2): in the first octet, bit 0 is I/G (1 = group, i.e.
// multicast) and bit 1 is U/L (1 = locally administered). Checked on the bits, for every address.

const firstOctet = (mac: string) => parseMac(mac)[0]!;

describe('generateMacs', () => {
  it.each([
    ['local', 'unicast', 2, 0],
    ['local', 'multicast', 2, 1],
    ['universal', 'unicast', 0, 0],
    ['universal', 'multicast', 0, 1],
  ] as const)('%s %s: U/L = %i, I/G = %i in every address', (administration, cast, ul, ig) => {
    const macs = generateMacs({ count: 2000, administration, cast });
    expect(new Set(macs).size).toBe(2000);
    for (const mac of macs) {
      expect(firstOctet(mac) & 2, mac).toBe(ul);
      expect(firstOctet(mac) & 1, mac).toBe(ig);
      expect(isLocal(parseMac(mac))).toBe(ul === 2);
      expect(isMulticast(parseMac(mac))).toBe(ig === 1);
    }
    // The other 46 bits are random: every value of the first octet's high nibble turns up.
    expect(new Set(macs.map((m) => m[0])).size).toBe(16);
  });

  it('keeps a prefix and fills the rest at random', () => {
    const macs = generateMacs({ count: 200, prefix: '02-00-5e-1', format: 'bare' });
    for (const mac of macs) expect(mac).toMatch(/^02005e1[0-9a-f]{5}$/);
    const single = generateMacs({ count: 16, prefix: '02:00:00:00:00:0' });
    expect(new Set(single).size).toBe(16);
  });

  it('refuses a prefix that contradicts the bits, too many addresses, or bad hex', () => {
    expect(() => generateMacs({ count: 1, prefix: '00:1a:2b', administration: 'local' })).toThrow(
      'makes the addresses universal',
    );
    expect(() => generateMacs({ count: 1, prefix: '03', administration: 'local' })).toThrow('makes the addresses multicast');
    expect(() => generateMacs({ count: 17, prefix: '02:00:00:00:00:0' })).toThrow('room for only 16');
    expect(() => generateMacs({ count: 1, prefix: 'zz' })).toThrow('is not a MAC prefix');
    expect(() => generateMacs({ count: 0 })).toThrow('between 1 and');
  });

  it('writes each notation and case', async () => {
    const run = async (options: Record<string, unknown>) =>
      (await runOperation(macAddressGenerate, tag('none', undefined), { options: { count: 3, ...options } })).value as string;
    expect(await run({ format: 'dash', letterCase: 'upper' })).toMatch(
      /^([0-9A-F]{2}-){5}[0-9A-F]{2}(\n([0-9A-F]{2}-){5}[0-9A-F]{2}){2}$/,
    );
    expect(await run({ format: 'dot' })).toMatch(/^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}(\n|$)/);
  });
});
