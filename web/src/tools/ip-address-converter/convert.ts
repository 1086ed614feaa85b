import {
  addressType,
  formatBinary,
  formatExpanded,
  formatIp,
  formatMixed,
  ipv4Class,
  mappedIpv4,
  maxOf,
  reversePointer,
  toMappedIpv6,
  tryParseIp,
  type Ip,
} from '../../engines/ip/address';

// An address in every form people ask for: decimal, hex, binary, IPv4-mapped IPv6, reverse DNS.
// The input may also be the address as a number (decimal or 0x hex), the way logs and databases keep it.

export type AddressForm = { label: string; value: string };
export type NumberVersion = 'auto' | '4' | '6';

/** An address, or an integer (decimal or 0x-prefixed hex) read as one. */
export function readAddress(text: string, numberVersion: NumberVersion = 'auto'): Ip {
  const t = text.trim();
  const ip = tryParseIp(t);
  if (ip) return ip;
  if (/^(?:\d+|0x[0-9a-f]+)$/i.test(t)) {
    const value = BigInt(t);
    const version = numberVersion === 'auto' ? (value <= maxOf(4) ? 4 : 6) : numberVersion === '4' ? 4 : 6;
    if (value > maxOf(version)) throw new Error(`${t} is too large for an IPv${version} address`);
    return { version, value };
  }
  throw new Error(`"${t}" is not an IPv4 or IPv6 address, nor an address as a number`);
}

/** The forms of one address, labelled. */
export function addressForms(ip: Ip): AddressForm[] {
  const hexDigits = ip.version === 4 ? 8 : 32;
  const forms: AddressForm[] = [
    { label: `IPv${ip.version}`, value: formatIp(ip) },
    ...(ip.version === 6 ? [{ label: 'Expanded', value: formatExpanded(ip) }] : []),
    { label: 'Decimal', value: ip.value.toString() },
    { label: 'Hex', value: `0x${ip.value.toString(16).padStart(hexDigits, '0')}` },
    { label: 'Binary', value: formatBinary(ip) },
  ];
  if (ip.version === 4) {
    const mapped = toMappedIpv6(ip);
    forms.push(
      { label: 'IPv4-mapped IPv6', value: formatMixed(mapped) },
      { label: 'IPv4-mapped (hex)', value: formatIp(mapped) },
      {
        label: 'Dotted hex',
        value: formatIp(ip)
          .split('.')
          .map((o) => `0x${Number(o).toString(16).padStart(2, '0')}`)
          .join('.'),
      },
      { label: 'Class', value: ipv4Class(ip) },
    );
  } else {
    const v4 = mappedIpv4(ip);
    if (v4) forms.push({ label: 'Embedded IPv4', value: formatIp(v4) }, { label: 'Mixed notation', value: formatMixed(ip) });
  }
  forms.push({ label: 'Reverse DNS', value: reversePointer(ip) }, { label: 'Type', value: addressType(ip) });
  return forms;
}

/** The forms as aligned text, one address per block. */
export function describeAddresses(text: string, numberVersion: NumberVersion = 'auto'): string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) throw new Error('Enter an IPv4 or IPv6 address');
  return lines
    .map((line, index) => {
      let forms: AddressForm[];
      try {
        forms = addressForms(readAddress(line, numberVersion));
      } catch (err) {
        throw new Error(lines.length > 1 ? `Line ${index + 1}: ${(err as Error).message}` : (err as Error).message, {
          cause: err,
        });
      }
      const width = Math.max(...forms.map((f) => f.label.length)) + 3;
      return forms.map((f) => `${`${f.label}:`.padEnd(width)}${f.value}`).join('\n');
    })
    .join('\n\n');
}
