// ULIDs (https://github.com/ulid/spec): 48 bits of milliseconds since the Unix epoch, then 80 random
// bits, written as 26 characters of Crockford's Base32. The `ulid` package generates and decodes.
import { decodeTime, fixULIDBase32, monotonicFactory, ulid, ulidToUUID } from 'ulid';

export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
export const MAX_COUNT = 1000;
/** 2^48 − 1 ms: the last moment a ULID can encode (year 10889). */
export const ULID_TIME_MAX = 281474976710655;

/** "now", milliseconds since the epoch, or an ISO 8601 date, as milliseconds. */
export function parseSeedTime(time: string, now = Date.now()): number {
  const text = time.trim();
  if (text === '' || text.toLowerCase() === 'now') return now;
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(ms))
    throw new Error(`"${text}" is not a time: use an ISO 8601 date (2016-07-30T22:36:16.385Z) or milliseconds since 1970`);
  if (ms < 0 || ms > ULID_TIME_MAX) throw new Error('The time must be between 1970 and the year 10889, the range of a ULID');
  return ms;
}

export function generateUlids({
  count = 1,
  monotonic = true,
  time = '',
  lowercase = false,
}: {
  count?: number;
  monotonic?: boolean;
  time?: string;
  lowercase?: boolean;
}): string[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) throw new Error(`Count must be between 1 and ${MAX_COUNT}`);
  const seed = parseSeedTime(time);
  // Monotonic: ULIDs made within one millisecond differ by one in their random part, so they sort in the order made.
  const next = monotonic ? monotonicFactory() : ulid;
  const ids = Array.from({ length: count }, () => next(seed));
  return lowercase ? ids.map((id) => id.toLowerCase()) : ids;
}

export type DecodedUlid = {
  ulid: string;
  timestampMs: number;
  time: string;
  randomness: string;
  uuid: string;
};

/** Decodes one ULID (case-insensitive; Crockford's I, L and O read as 1, 1 and 0). */
export function decodeUlid(text: string): DecodedUlid {
  const raw = text.trim();
  const id = fixULIDBase32(raw).toUpperCase();
  if (id.length !== 26) throw new Error(`"${raw}" is ${id.length} characters long; a ULID has 26`);
  const bad = /[^0-9A-HJKMNP-TV-Z]/.exec(id);
  if (bad) throw new Error(`"${raw}" has "${bad[0]}", which is not in Crockford's Base32 (0-9 and A-Z without I, L, O, U)`);
  if (!ULID_PATTERN.test(id))
    throw new Error(`"${raw}" is larger than the largest ULID (7ZZZZZZZZZZZZZZZZZZZZZZZZZ): its first character must be 0 to 7`);
  const timestampMs = decodeTime(id);
  return {
    ulid: id,
    timestampMs,
    time: new Date(timestampMs).toISOString(),
    randomness: id.slice(10),
    uuid: ulidToUUID(id).toLowerCase(),
  };
}

/** One ULID per line (blank lines skipped): an object for one, a list for several. */
export function decodeUlids(text: string): DecodedUlid | DecodedUlid[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new Error('Paste a ULID');
  const decoded = lines.map((line, i) => {
    try {
      return decodeUlid(line);
    } catch (err) {
      throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
    }
  });
  return decoded.length === 1 ? decoded[0]! : decoded;
}
