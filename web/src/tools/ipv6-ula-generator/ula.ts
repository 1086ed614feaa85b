import { formatIp } from '../../engines/ip/address';
import { parseMac } from '../../engines/mac/mac';

// RFC 4193 §3.2.2, step by step: the time of day as a 64-bit NTP timestamp, then an EUI-64
// identifier of this system (from its MAC: IEEE's EUI-48 → EUI-64 mapping, FF-FE inserted in the
// middle), concatenated, SHA-1 of that, the least significant 40 bits of the digest are the Global
// ID; FD00::/8 (FC00::/7 with the L bit set) + Global ID is the /48 prefix.

/** Seconds from the NTP era (1900-01-01) to the Unix epoch. */
const NTP_UNIX_OFFSET = 2_208_988_800n;

/** A time as RFC 5905's 64-bit timestamp: 32 bits of seconds since 1900, 32 bits of fraction. */
export function ntpTimestamp(epochMs: number): Uint8Array {
  const ms = BigInt(Math.floor(epochMs));
  const seconds = ms / 1000n + NTP_UNIX_OFFSET;
  const fraction = ((ms % 1000n) << 32n) / 1000n;
  const value = ((seconds & 0xffffffffn) << 32n) | fraction;
  return bigintBytes(value, 8);
}

function bigintBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(value & 0xffn);
    value >>= 8n;
  }
  return out;
}

/** EUI-48 → EUI-64 as IEEE defines it (FF-FE between the OUI and the rest; no bit inverted). */
export function eui64FromMac(octets: Uint8Array): Uint8Array {
  return Uint8Array.from([octets[0]!, octets[1]!, octets[2]!, 0xff, 0xfe, octets[3]!, octets[4]!, octets[5]!]);
}

export type UlaInput = { epochMs: number; eui64: Uint8Array };
export type Ula = { globalId: bigint; prefix: bigint; key: Uint8Array };

/** The RFC 4193 Global ID and /48 prefix (as a 128-bit value) for a time and an EUI-64. */
export async function generateUla({ epochMs, eui64 }: UlaInput): Promise<Ula> {
  const key = new Uint8Array(16);
  key.set(ntpTimestamp(epochMs), 0);
  key.set(eui64, 8);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', key));
  const globalId = digest.slice(15).reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
  const prefix = ((0xfdn << 40n) | globalId) << 80n;
  return { globalId, prefix, key };
}

export type UlaOptions = { mac: string; time: string; subnets: number; firstSubnet: number };

export const MAX_SUBNETS = 4096;

/** The prefix, the Global ID, the inputs used and the first /64 subnets, as text. */
export async function ulaReport({ mac, time, subnets, firstSubnet }: UlaOptions): Promise<string> {
  let eui64: Uint8Array;
  let identifier: string;
  if (mac.trim()) {
    eui64 = eui64FromMac(parseMac(mac));
    identifier = `EUI-64 ${Array.from(eui64, (b) => b.toString(16).padStart(2, '0')).join('-')} (from MAC ${mac.trim()})`;
  } else {
    // RFC 4193: without an EUI-64, "a suitably unique identifier, local to the node": random bits.
    eui64 = crypto.getRandomValues(new Uint8Array(8));
    identifier = `random 64 bits ${Array.from(eui64, (b) => b.toString(16).padStart(2, '0')).join('')} (no MAC given)`;
  }
  let epochMs = Date.now();
  if (time.trim()) {
    epochMs = Date.parse(time.trim());
    if (Number.isNaN(epochMs))
      throw new Error(`"${time.trim()}" is not a date and time (use ISO 8601, e.g. 2024-05-01T12:00:00Z)`);
  }
  if (!Number.isInteger(subnets) || subnets < 0 || subnets > MAX_SUBNETS)
    throw new Error(`List between 0 and ${MAX_SUBNETS} subnets`);
  if (!Number.isInteger(firstSubnet) || firstSubnet < 0 || firstSubnet + subnets > 65536)
    throw new Error('Subnet IDs run from 0 to 65535 (16 bits)');
  const { globalId, prefix } = await generateUla({ epochMs, eui64 });
  const lines = [
    `Prefix:     ${formatIp({ version: 6, value: prefix })}/48`,
    `Global ID:  ${globalId.toString(16).padStart(10, '0')}`,
    `Time:       ${new Date(epochMs).toISOString()}`,
    `Identifier: ${identifier}`,
  ];
  if (subnets > 0) {
    lines.push('', `Subnets (/64, IDs ${firstSubnet}–${firstSubnet + subnets - 1} of 65,536):`);
    for (let i = firstSubnet; i < firstSubnet + subnets; i++)
      lines.push(`${formatIp({ version: 6, value: prefix | (BigInt(i) << 64n) })}/64`);
  }
  return lines.join('\n');
}
