import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { describeAddresses } from './convert';

// IPv4/IPv6 addresses (or addresses as numbers) → decimal, hex, binary, IPv4-mapped, reverse DNS.

export const ipAddressConvert = defineOperation({
  id: 'ip-address-convert',
  name: 'Convert',
  description:
    'Show an IPv4 or IPv6 address (or an address as a number) as decimal, hex, binary, IPv4-mapped IPv6 and its reverse DNS name.',
  keywords: ['ip', 'ipv4', 'ipv6', 'decimal', 'hex', 'binary', 'integer', 'ptr', 'in-addr.arpa', 'ip6.arpa', 'mapped'],
  input: 'text',
  output: 'text',
  options: z.object({
    numberVersion: z
      .enum(['auto', '4', '6'])
      .default('auto')
      .meta({
        label: 'Numbers are',
        choices: { auto: 'Auto', '4': 'IPv4', '6': 'IPv6' },
        description: 'How a decimal or 0x input is read (Auto: IPv4 up to 4294967295).',
      }),
  }),
  inputLabel: 'IP addresses (one a line)',
  outputLabel: 'Forms',
  inputPlaceholder: '192.168.1.1\n2001:db8::1\n3232235777',
  run: (text, { numberVersion }) => describeAddresses(text, numberVersion),
  examples: [
    {
      input: '192.168.1.1',
      output: [
        'IPv4:               192.168.1.1',
        'Decimal:            3232235777',
        'Hex:                0xc0a80101',
        'Binary:             11000000.10101000.00000001.00000001',
        'IPv4-mapped IPv6:   ::ffff:192.168.1.1',
        'IPv4-mapped (hex):  ::ffff:c0a8:101',
        'Dotted hex:         0xc0.0xa8.0x01.0x01',
        'Class:              C',
        'Reverse DNS:        1.1.168.192.in-addr.arpa',
        'Type:               Private (RFC 1918)',
      ].join('\n'),
    },
    {
      title: 'IPv6',
      input: '2001:db8::1',
      output: [
        'IPv6:         2001:db8::1',
        'Expanded:     2001:0db8:0000:0000:0000:0000:0000:0001',
        'Decimal:      42540766411282592856903984951653826561',
        'Hex:          0x20010db8000000000000000000000001',
        'Binary:       0010000000000001:0000110110111000:0000000000000000:0000000000000000:0000000000000000:0000000000000000:0000000000000000:0000000000000001',
        'Reverse DNS:  1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
        'Type:         Documentation (RFC 3849)',
      ].join('\n'),
    },
    {
      title: 'A number back to an address',
      input: '3232235777',
      output: [
        'IPv4:               192.168.1.1',
        'Decimal:            3232235777',
        'Hex:                0xc0a80101',
        'Binary:             11000000.10101000.00000001.00000001',
        'IPv4-mapped IPv6:   ::ffff:192.168.1.1',
        'IPv4-mapped (hex):  ::ffff:c0a8:101',
        'Dotted hex:         0xc0.0xa8.0x01.0x01',
        'Class:              C',
        'Reverse DNS:        1.1.168.192.in-addr.arpa',
        'Type:               Private (RFC 1918)',
      ].join('\n'),
    },
  ],
});

export const operations = [ipAddressConvert];
