import type { ComponentType } from 'react';
import type { Value } from '../operations/kinds';

export const toolCategories = [
  'formatting',
  'tokens',
  'encoders',
  'utilities',
  'git',
  'api',
  'code',
  'devops',
  'ai-tools',
  'database',
  'design',
  'snippets',
  'converters',
  'crypto',
  'web',
  'network',
  'text',
  'math',
  'media',
  'data',
] as const;
export type ToolCategory = (typeof toolCategories)[number];

export const categoryLabels: Record<ToolCategory, string> = {
  formatting: 'Formatting',
  tokens: 'Tokens & Auth',
  encoders: 'Encoders',
  utilities: 'Utilities',
  git: 'Git Workflow',
  api: 'API Testing',
  code: 'Code Quality',
  devops: 'DevOps',
  'ai-tools': 'AI Tools',
  database: 'Database',
  design: 'Design System',
  snippets: 'Snippets',
  converters: 'Converters',
  crypto: 'Crypto & Security',
  web: 'Web',
  network: 'Network',
  text: 'Text',
  math: 'Math & Units',
  media: 'Images & Media',
  data: 'Data',
};

/** Kinds of pasted text the smart-paste detector recognises (tools declare which they accept). */
export type PasteKind =
  | 'json'
  | 'jwt'
  | 'base64'
  | 'url-encoded'
  | 'uuid'
  | 'unix-timestamp'
  | 'iso-date'
  | 'cron'
  | 'sql'
  | 'color'
  | 'diff'
  | 'dockerfile'
  | 'graphql'
  | 'yaml'
  | 'toml'
  | 'xml'
  | 'csv'
  | 'markdown'
  | 'prefixed-number'
  | 'pem'
  | 'bcrypt-hash'
  | 'otpauth-uri'
  | 'ulid'
  | 'url'
  | 'user-agent'
  | 'ip-address'
  | 'ip-cidr'
  | 'mac-address'
  | 'docker-run'
  | 'chmod'
  | 'arithmetic'
  | 'iban'
  | 'phone-number'
  | 'wifi-uri'
  | 'emoji';

/** A tool's catalogue entry (spec platform.md §3), read by the catalogue, search, detection and routes. */
export type ToolMeta = {
  /** URL slug and folder name: /tools/<id>. */
  id: string;
  name: string;
  description: string;
  category: ToolCategory;
  tags: string[];
  isPro: boolean;
  hasAI: boolean;
  /** True until the tool is built; the catalogue then shows the Coming Soon text instead. */
  comingSoon: boolean;
  /** 0–100, used by the "Most popular" sort and shown as a percentage. */
  popularity: number;
  /** Extra search words (synonyms, abbreviations). */
  keywords: string[];
  /**
   * True when the tool cannot do its job without DevForge's server (it stores or sends what you
   * enter through it), beyond AI helpers, which `hasAI` already says need a connection. Offline,
   * its page says so; the offline check (e2e/offline.spec.ts) expects every other working tool to run.
   */
  needsServer?: boolean;
  /** What pasted text this tool can take as input. */
  accepts?: PasteKind[];
  /**
   * The screen, loaded lazily so no tool's code is in the first load. Absent while coming soon.
   * The module may also export `warm`: it starts what the screen needs first (its worker, its
   * engine) before a likely visit, e.g. when "Send to…" shows the tool as the destination.
   */
  load?: () => Promise<{ default: ToolScreen; warm?: () => void }>;
  /**
   * 'operations': the screen is the generic operation screen over the tool's operations.ts
   * (OperationTool); the parametrized e2e spec (e2e/operation-tools.spec.ts) drives it with each
   * operation's examples. Absent: the tool has a screen of its own.
   */
  screen?: 'operations';
  /**
   * The version of the state its Share links carry (1 when absent), and how to bring an older
   * link's state up to it (a field renamed, a value's meaning changed). See useToolState.
   */
  state?: { version: number; migrate?: (state: Record<string, unknown>, fromVersion: number) => Record<string, unknown> };
};

export type ToolScreenProps = {
  /** Text handed over by smart paste or "Send to…". */
  initialInput?: string;
  /** The value "Send to…" handed over, with its kind (bytes stay bytes). */
  initialValue?: Value;
  /** The operation "Send to…" chose: the screen opens in that mode. */
  initialOperation?: string;
};

/** A tool screen. */
export type ToolScreen = ComponentType<ToolScreenProps>;

/**
 * Orders tool names alphabetically, ignoring case. Tool names are ASCII (registry.test.ts), and for
 * them this gives the collator's order without the collator: ICU's first use cost ~40 ms of main
 * thread on a throttled phone, while /tools loaded.
 */
export function compareToolNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
