import type { OperationCatalogue, OperationEntry } from '@/operations/catalogue';
import { detect, pasteKindPhrases, type Detection } from '../detect/detect';
import type { PasteKind } from '../types';

// "Suggest next step" (issue 29): the smart-paste detectors look at the start of the current output
// and propose operations that take what it looks like. Which operations take a kind is learnt from
// their own worked examples (base64-decode's example input looks like Base64, base64-encode's does
// not), so a new tool's operations are suggested without a list to edit. Never applied by itself.

/** How much of the output the detectors see: enough to recognise it, a few milliseconds at most. */
export const SUGGEST_SAMPLE_CHARS = 4 * 1024;
export const MAX_SUGGESTIONS = 4;

export type Suggestion = { entry: OperationEntry; kind: PasteKind; confidence: number; reason: string };

const byCatalogue = new WeakMap<
  OperationCatalogue,
  Map<PasteKind, { entry: OperationEntry; confidence: number; rank: number }[]>
>();

/** For each kind of text, the operations whose worked examples take such text. */
function operationsByKind(catalogue: OperationCatalogue) {
  let index = byCatalogue.get(catalogue);
  if (index) return index;
  index = new Map();
  for (const entry of catalogue.list) {
    const { operation, toolId } = entry;
    if (operation.input === 'none') continue;
    const best = new Map<PasteKind, number>();
    for (const example of operation.examples ?? []) {
      if (!example.input) continue;
      for (const { kind, confidence } of detect(example.input)) best.set(kind, Math.max(best.get(kind) ?? 0, confidence));
    }
    // A tool's earlier operation is its main one (json-format before json-validate).
    const rank = catalogue.ofTool(toolId).indexOf(operation);
    for (const [kind, confidence] of best) {
      const list = index.get(kind) ?? [];
      list.push({ entry, confidence, rank });
      index.set(kind, list);
    }
  }
  byCatalogue.set(catalogue, index);
  return index;
}

/** Builds the index of operations by the kinds they take (a pass over every worked example), ahead of the first suggestion. */
export function prepareSuggestions(catalogue: OperationCatalogue): void {
  operationsByKind(catalogue);
}

/** What a value looks like from its start; a long JSON document is recognised by its shape. */
export function detectSample(text: string, { isJson = false }: { isJson?: boolean } = {}): Detection[] {
  const sample = text.length > SUGGEST_SAMPLE_CHARS ? text.slice(0, SUGGEST_SAMPLE_CHARS) : text;
  const found = detect(sample);
  const trimmed = text.trim();
  const jsonShaped = isJson || (text.length > SUGGEST_SAMPLE_CHARS && /^[{[]/.test(trimmed) && /[}\]]$/.test(trimmed));
  if (jsonShaped && !found.some((d) => d.kind === 'json')) found.unshift({ kind: 'json', confidence: isJson ? 1 : 0.7 });
  return found;
}

/**
 * Operations worth adding after a step that gave `text`: those that take what it looks like, the
 * likeliest first, at most MAX_SUGGESTIONS. The last step's own tool is left out (after Base64
 * encode, Base64 decode only undoes it).
 */
export function suggestNextSteps({
  text,
  isJson,
  catalogue,
  popularity = () => 0,
  lastToolId,
}: {
  text: string;
  isJson?: boolean;
  catalogue: OperationCatalogue;
  popularity?: (toolId: string) => number;
  lastToolId?: string;
}): Suggestion[] {
  const index = operationsByKind(catalogue);
  const seen = new Set<string>();
  const out: (Suggestion & { rank: number; score: number })[] = [];
  for (const { kind, confidence } of detectSample(text, { isJson })) {
    for (const { entry, confidence: fit, rank } of index.get(kind) ?? []) {
      if (entry.toolId === lastToolId || seen.has(entry.operation.id)) continue;
      seen.add(entry.operation.id);
      out.push({
        entry,
        kind,
        confidence,
        reason: `The output looks like ${pasteKindPhrases[kind]}`,
        rank,
        score: confidence * fit,
      });
    }
  }
  return out
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.rank - b.rank ||
        popularity(b.entry.toolId) - popularity(a.entry.toolId) ||
        a.entry.operation.id.localeCompare(b.entry.operation.id),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ entry, kind, confidence, reason }) => ({ entry, kind, confidence, reason }));
}
