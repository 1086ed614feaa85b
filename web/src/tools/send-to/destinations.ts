import { detect } from '../detect/detect';
import type { OperationCatalogue } from '@/operations/catalogue';
import { knownTextOf, type Kind, type Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import type { ToolMeta } from '../types';
import { bytesAsText } from '../operation-screen/value-display';

// Where "Send to…" can take a value (issue 28 §2): the tools and operations that accept its kind,
// the likeliest first. The smart-paste detectors look at the start of the value: a JWT goes to the
// JWT decoder before the Base64 decoder. Pure, so it is tested without a page.

export type Destination = {
  key: string;
  toolId: string;
  toolName: string;
  /** Set when the destination is one operation of the tool (its mode). */
  operation?: AnyOperation;
  label: string;
  detail: string;
  /** Higher first. */
  score: number;
  suggested: boolean;
};

/** How much of a value the detectors look at: enough to recognise it, never a 20 MB scan. */
const SAMPLE_CHARS = 8 * 1024;

/** The start of a JSON value's compact text, written only as far as `limit` (a 20 MB document is not written out whole for a sample). */
export function jsonHead(value: unknown, limit: number): string {
  let out = '';
  const write = (v: unknown): boolean => {
    if (out.length >= limit) return false;
    if (Array.isArray(v)) {
      out += '[';
      for (let i = 0; i < v.length; i++) {
        if (i > 0) out += ',';
        if (!write(v[i])) return false;
      }
      out += ']';
    } else if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function') {
      out += '{';
      let first = true;
      for (const [key, item] of Object.entries(v)) {
        if (item === undefined || typeof item === 'function') continue;
        out += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        if (!write(item)) return false;
      }
      out += '}';
    } else out += JSON.stringify(v) ?? 'null';
    return out.length < limit;
  };
  write(value);
  return out.slice(0, limit);
}

function sampleText(value: Value): string | null {
  if (value.kind === 'text') return value.value.slice(0, SAMPLE_CHARS);
  if (value.kind === 'json') return knownTextOf(value)?.slice(0, SAMPLE_CHARS) ?? jsonHead(value.value, SAMPLE_CHARS);
  if (value.kind === 'bytes') return bytesAsText(value.value.subarray(0, SAMPLE_CHARS));
  return null;
}

function accepts(input: Kind, value: Value, isText: boolean): boolean {
  if (input === 'none') return false;
  if (value.kind === 'bytes') return input === 'bytes' || isText;
  return true;
}

export function destinationsFor({
  value,
  tools,
  operations,
  fromToolId,
}: {
  value: Value;
  tools: readonly ToolMeta[];
  operations: OperationCatalogue;
  fromToolId?: string;
}): Destination[] {
  const sample = sampleText(value);
  const detections = sample ? detect(sample) : [];
  const toolScore = new Map<string, number>();
  for (const tool of tools) {
    const best = Math.max(0, ...detections.filter((d) => tool.accepts?.includes(d.kind)).map((d) => d.confidence));
    if (best > 0) toolScore.set(tool.id, best);
  }
  const byId = new Map(tools.map((t) => [t.id, t]));
  const isText = sample !== null;
  const out: Destination[] = [];

  // Tools that take pasted text of what this looks like (their own screens, rich or not).
  for (const tool of tools) {
    if (tool.comingSoon || tool.id === fromToolId || !tool.load) continue;
    const score = toolScore.get(tool.id);
    const hasOperations = operations.ofTool(tool.id).length > 0;
    if (score === undefined && (hasOperations || !tool.accepts?.length)) continue;
    if (!isText) continue;
    out.push({
      key: tool.id,
      toolId: tool.id,
      toolName: tool.name,
      label: tool.name,
      detail: tool.description,
      score: (score ?? 0.1) + tool.popularity / 1000,
      suggested: score !== undefined,
    });
  }

  for (const { operation, toolId } of operations.list) {
    const tool = byId.get(toolId);
    if (!tool || tool.comingSoon || toolId === fromToolId || !accepts(operation.input, value, isText)) continue;
    const toolMatch = toolScore.get(toolId);
    // A tool's first operation stands for the tool when what the value looks like points at it.
    const first = operations.ofTool(toolId)[0]?.id === operation.id;
    const kindMatch = operation.input === value.kind ? 0.05 : 0;
    const score = (toolMatch !== undefined ? toolMatch + (first ? 0.02 : 0) : 0.05) + kindMatch + tool.popularity / 1000;
    out.push({
      key: `${toolId}:${operation.id}`,
      toolId,
      toolName: tool.name,
      operation,
      label: operation.name,
      detail: tool.name,
      score,
      suggested: toolMatch !== undefined && first,
    });
  }
  return out.sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
}

/**
 * Destinations matching a search: every word in the label, tool, keywords or description. Those
 * whose name (the operation's or the tool's) holds every word come first, each group in the
 * list's own order: "schema" puts the JSON Schema Validator before the GraphQL Explorer, whose
 * description merely mentions schemas. The first one is what Enter picks and what is warmed.
 */
export function searchDestinations(destinations: readonly Destination[], query: string): Destination[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...destinations];
  const byName: Destination[] = [];
  const elsewhere: Destination[] = [];
  for (const d of destinations) {
    const name = `${d.label} ${d.toolName}`.toLowerCase();
    if (words.every((w) => name.includes(w))) {
      byName.push(d);
      continue;
    }
    const haystack = [name, d.detail, d.operation?.description ?? '', ...(d.operation?.keywords ?? [])].join(' ').toLowerCase();
    if (words.every((w) => haystack.includes(w))) elsewhere.push(d);
  }
  return [...byName, ...elsewhere];
}
