import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import {
  clampCount,
  createUuid,
  formatLabels,
  formatUuid,
  MAX_COUNT,
  MIN_COUNT,
  namespacePresets,
  uuidFormats,
  type UuidVersion,
} from './uuid';

// The UUID generator's transforms (issue 28, RFC 9562): random and time-based UUIDs are generators
// (they take nothing); name-based ones (v3 MD5, v5 SHA-1) take the name as text and are
// deterministic within their namespace.

const format = z.enum(uuidFormats).default('standard').meta({ label: 'Format', choices: formatLabels });
const uppercase = z.boolean().default(false).meta({ label: 'Uppercase' });
const count = z
  .number()
  .int()
  .min(MIN_COUNT)
  .max(MAX_COUNT)
  .default(1)
  .meta({ label: 'Count', description: 'One UUID per line.' });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-VERSION[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const pattern = (version: number) => `^${UUID.replace('VERSION', String(version))}$`;

function generator(version: 'v1' | 'v4' | 'v7', name: string, description: string, keywords: string[]) {
  return defineOperation({
    id: `uuid-${version}`,
    name,
    description,
    keywords: ['uuid', 'guid', 'rfc 9562', ...keywords],
    input: 'none',
    output: 'text',
    options: z.object({ count, format, uppercase }),
    outputLabel: 'UUIDs',
    run: (_none, options) =>
      Array.from({ length: clampCount(options.count) }, () =>
        formatUuid({ uuid: createUuid({ version }), format: options.format, uppercase: options.uppercase }),
      ).join('\n'),
    examples: [{ pattern: pattern(Number(version.slice(1))) }],
  });
}

export const uuidV4 = generator('v4', 'UUID v4 (random)', 'Generate random UUIDs (version 4): 122 random bits each.', [
  'random',
  'v4',
]);
export const uuidV7 = generator(
  'v7',
  'UUID v7 (Unix time)',
  'Generate UUIDs of version 7: a millisecond Unix timestamp then random bits, so they sort by creation time.',
  ['v7', 'time', 'sortable', 'ulid'],
);
export const uuidV1 = generator(
  'v1',
  'UUID v1 (timestamp)',
  'Generate UUIDs of version 1: a 100-nanosecond Gregorian timestamp, a clock sequence and a random node.',
  ['v1', 'time', 'timestamp'],
);

function nameBased(version: Extract<UuidVersion, 'v3' | 'v5'>, hashName: string, example: string) {
  return defineOperation({
    id: `uuid-${version}`,
    name: `UUID ${version} (name, ${hashName})`,
    description: `The UUID of version ${version.slice(1)} for a name within a namespace (${hashName} of both): the same name always gives the same UUID.`,
    keywords: ['uuid', 'guid', 'rfc 9562', 'name-based', 'namespace', 'deterministic', version, hashName.toLowerCase()],
    input: 'text',
    output: 'text',
    options: z.object({
      namespace: z
        .string()
        .default(namespacePresets.DNS)
        .meta({
          label: 'Namespace UUID',
          description: 'DNS 6ba7b810-…, URL 6ba7b811-…, OID 6ba7b812-…, X.500 6ba7b814-… (RFC 9562 Appendix A), or any UUID.',
        }),
      format,
      uppercase,
    }),
    inputLabel: 'Name',
    outputLabel: 'UUID',
    inputPlaceholder: 'www.example.com',
    run: (name, options) =>
      formatUuid({
        uuid: createUuid({ version, namespace: options.namespace, name }),
        format: options.format,
        uppercase: options.uppercase,
      }),
    // RFC 9562 Appendix A.2 and A.4: "www.example.com" in the DNS namespace.
    examples: [{ input: 'www.example.com', output: example }],
  });
}

export const uuidV5 = nameBased('v5', 'SHA-1', '2ed6657d-e927-568b-95e1-2665a8aea6a2');
export const uuidV3 = nameBased('v3', 'MD5', '5df41881-3aed-3515-88a7-2f4a814cf09e');

export const operations = [uuidV4, uuidV7, uuidV1, uuidV5, uuidV3];
