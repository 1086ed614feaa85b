import type { PasteKind, ToolMeta } from '../types';
import { detectors } from './detectors';

export type Detection = { kind: PasteKind; confidence: number };
export type ToolRecommendation = { tool: ToolMeta; kind: PasteKind; confidence: number };

/** Below this a guess is not shown: a wrong suggestion is worse than none. */
export const MIN_CONFIDENCE = 0.5;

// On equal confidence the more specific kind wins (a JWT is also Base64-ish; a UUID also hex).
const specificity: PasteKind[] = [
  'jwt',
  'uuid',
  'unix-timestamp',
  'iso-date',
  'color',
  'cron',
  'json',
  'graphql',
  'diff',
  'dockerfile',
  'sql',
  'url-encoded',
  'base64',
  'prefixed-number',
  'xml',
  'toml',
  'yaml',
  'csv',
  'markdown',
  'pem',
  'bcrypt-hash',
  'otpauth-uri',
  'ulid',
  'mac-address',
  'ip-cidr',
  'ip-address',
  'docker-run',
  'chmod',
  'user-agent',
  'url',
  'arithmetic',
  'iban',
  'phone-number',
  'wifi-uri',
  'emoji',
];

export const pasteKindLabels: Record<PasteKind, string> = {
  json: 'JSON',
  jwt: 'JWT',
  base64: 'Base64',
  'url-encoded': 'URL-encoded text',
  uuid: 'UUID',
  'unix-timestamp': 'Unix timestamp',
  'iso-date': 'ISO 8601 date',
  cron: 'cron expression',
  sql: 'SQL',
  color: 'colour',
  diff: 'unified diff',
  dockerfile: 'Dockerfile',
  graphql: 'GraphQL query',
  yaml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  csv: 'CSV',
  markdown: 'Markdown',
  'prefixed-number': 'hex, binary or octal number',
  pem: 'PEM block',
  'bcrypt-hash': 'bcrypt hash',
  'otpauth-uri': 'otpauth:// URI',
  ulid: 'ULID',
  url: 'URL',
  'user-agent': 'user-agent string',
  'ip-address': 'IP address',
  'ip-cidr': 'IP network (CIDR)',
  'mac-address': 'MAC address',
  'docker-run': 'docker run command',
  chmod: 'file permissions',
  arithmetic: 'arithmetic expression',
  iban: 'IBAN',
  'phone-number': 'phone number',
  'wifi-uri': 'Wi-Fi QR string',
  emoji: 'emoji',
};

/** The label as it reads after "Looks like": "a JWT", "an ISO 8601 date", "JSON". */
export const pasteKindPhrases: Record<PasteKind, string> = {
  json: 'JSON',
  jwt: 'a JWT',
  base64: 'Base64',
  'url-encoded': 'URL-encoded text',
  uuid: 'a UUID',
  'unix-timestamp': 'a Unix timestamp',
  'iso-date': 'an ISO 8601 date',
  cron: 'a cron expression',
  sql: 'SQL',
  color: 'a colour',
  diff: 'a unified diff',
  dockerfile: 'a Dockerfile',
  graphql: 'a GraphQL query',
  yaml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  csv: 'CSV',
  markdown: 'Markdown',
  'prefixed-number': 'a hex, binary or octal number',
  pem: 'a PEM block (certificate or key)',
  'bcrypt-hash': 'a bcrypt hash',
  'otpauth-uri': 'an otpauth:// URI',
  ulid: 'a ULID',
  url: 'a URL',
  'user-agent': 'a user-agent string',
  'ip-address': 'an IP address',
  'ip-cidr': 'an IP network (CIDR)',
  'mac-address': 'a MAC address',
  'docker-run': 'a docker run command',
  chmod: 'file permissions',
  arithmetic: 'an arithmetic expression',
  iban: 'an IBAN',
  'phone-number': 'a phone number',
  'wifi-uri': 'a Wi-Fi QR string (WIFI:)',
  emoji: 'emoji',
};

// Pastes can be huge; every detector bounds its own work, but none needs more than this.
const MAX_TEXT = 32 * 1024 * 1024;

/** What the text looks like: every kind at or above `minConfidence`, most likely first. */
export function detect(text: string, { minConfidence = MIN_CONFIDENCE }: { minConfidence?: number } = {}): Detection[] {
  if (!text || !text.trim() || text.length > MAX_TEXT) return [];
  return specificity
    .map((kind) => ({ kind, confidence: detectors[kind](text) }))
    .filter((d) => d.confidence >= minConfidence)
    .sort((a, b) => b.confidence - a.confidence || specificity.indexOf(a.kind) - specificity.indexOf(b.kind));
}

/**
 * Tools that accept what the text looks like, best first: by the confidence of the kind they
 * accept, then by popularity. Each tool appears once, under its most likely kind.
 */
export function recommendTools(
  text: string,
  {
    tools,
    minConfidence = MIN_CONFIDENCE,
    includeComingSoon = true,
  }: { tools: readonly ToolMeta[]; minConfidence?: number; includeComingSoon?: boolean },
): ToolRecommendation[] {
  return recommendForDetections({ detections: detect(text, { minConfidence }), tools, includeComingSoon });
}

/** recommendTools for detections already made (the catalogue shows both, and detecting twice costs a large paste twice). */
export function recommendForDetections({
  detections,
  tools,
  includeComingSoon = true,
}: {
  detections: readonly Detection[];
  tools: readonly ToolMeta[];
  includeComingSoon?: boolean;
}): ToolRecommendation[] {
  const best = new Map<string, ToolRecommendation>();
  for (const { kind, confidence } of detections) {
    for (const tool of tools) {
      if (!tool.accepts?.includes(kind) || (!includeComingSoon && tool.comingSoon)) continue;
      const seen = best.get(tool.id);
      if (!seen || confidence > seen.confidence) best.set(tool.id, { tool, kind, confidence });
    }
  }
  return [...best.values()].sort(
    (a, b) => b.confidence - a.confidence || b.tool.popularity - a.tool.popularity || a.tool.name.localeCompare(b.tool.name),
  );
}
