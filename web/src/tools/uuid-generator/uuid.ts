import { v1, v3, v4, v5, v7, validate } from 'uuid';

export const uuidVersions = ['v4', 'v7', 'v1', 'v3', 'v5'] as const;
export type UuidVersion = (typeof uuidVersions)[number];
export const versionLabels: Record<UuidVersion, string> = {
  v4: 'v4 Random',
  v7: 'v7 Unix time, sortable',
  v1: 'v1 Timestamp',
  v3: 'v3 MD5',
  v5: 'v5 SHA-1',
};

export const uuidFormats = ['standard', 'simple', 'base64'] as const;
export type UuidFormat = (typeof uuidFormats)[number];
export const formatLabels: Record<UuidFormat, string> = {
  standard: 'Standard (with hyphens)',
  simple: 'Simple (without hyphens)',
  base64: 'Base64 (22 characters)',
};

/** The name-space IDs of RFC 9562 Appendix A (also RFC 4122 Appendix C). */
export const namespacePresets = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;

export const MIN_COUNT = 1;
export const MAX_COUNT = 100;
export const DEFAULT_NAME = 'default';
export const INVALID_UUID = 'Invalid UUID';

export function isNameBased(version: UuidVersion): boolean {
  return version === 'v3' || version === 'v5';
}

/** The count field's value as a whole number in 1..100; anything non-numeric becomes 1 (spec tools.md §5). */
export function clampCount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return MIN_COUNT;
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.trunc(n)));
}

/**
 * Writes a UUID in the chosen form. Uppercase applies to the hex digits first, so for base64 it changes
 * the encoded text rather than mangling the Base64 afterwards. Base64 is the spec's definition: the Base64
 * of the 32 hex characters, cut to 22 characters (spec tools.md §5) — a compact ID, not decodable back.
 */
export function formatUuid({
  uuid,
  format = 'standard',
  uppercase = false,
}: {
  uuid: string;
  format?: UuidFormat;
  uppercase?: boolean;
}): string {
  const cased = uppercase ? uuid.toUpperCase() : uuid.toLowerCase();
  if (format === 'standard') return cased;
  const hex = cased.replace(/-/g, '');
  if (format === 'simple') return hex;
  return btoa(hex).slice(0, 22);
}

/** One UUID of the given version; v3 and v5 hash `name` within `namespace` and throw 'Invalid UUID' for a bad namespace. */
export function createUuid({
  version = 'v4',
  namespace = namespacePresets.DNS,
  name = DEFAULT_NAME,
}: {
  version?: UuidVersion;
  namespace?: string;
  name?: string;
}): string {
  switch (version) {
    case 'v4':
      return v4();
    case 'v1':
      return v1();
    case 'v7':
      return v7();
    case 'v3':
    case 'v5': {
      const ns = namespace.trim();
      if (!validate(ns)) throw new Error(INVALID_UUID);
      return version === 'v3' ? v3(name, ns) : v5(name, ns);
    }
  }
}

export type GenerateOptions = {
  version?: UuidVersion;
  count?: string | number;
  namespace?: string;
  name?: string;
  format?: UuidFormat;
  uppercase?: boolean;
};

/**
 * A list of `count` formatted UUIDs (1..100 for every version, spec tools.md §5). Name-based
 * versions are deterministic: with one namespace and name every entry is the same UUID, which the
 * screen says beside the count.
 */
export function generateUuids({
  version = 'v4',
  count = 1,
  namespace,
  name = DEFAULT_NAME,
  format = 'standard',
  uppercase = false,
}: GenerateOptions = {}): string[] {
  const n = clampCount(count);
  return Array.from({ length: n }, () => formatUuid({ uuid: createUuid({ version, namespace, name }), format, uppercase }));
}

export function downloadFileName({ version, format }: { version: UuidVersion; format: UuidFormat }): string {
  return `uuids-${version}-${format}.txt`;
}
