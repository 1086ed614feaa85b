import type { OperationCatalogue, OperationEntry } from '@/operations/catalogue';
import { kindLabels, type Kind } from '@/operations/kinds';

// Finding an operation to add as a step: every word of the query in its name, its tool's name, its
// keywords, its description, its id, or its kinds ("bytes", "json", "text → json").

export type OperationMatch = { entry: OperationEntry; toolName: string };

function kindWords(entry: OperationEntry): string {
  const { input, output } = entry.operation as { input: Kind; output: Kind };
  return `takes ${kindLabels[input]} gives ${kindLabels[output]}`;
}

/** Operations matching `query`, the closest first: the id or name itself, then a name that starts with a word, then the tool's popularity. */
export function searchOperations(
  catalogue: OperationCatalogue,
  query: string,
  { toolName, popularity = () => 0 }: { toolName: (toolId: string) => string; popularity?: (toolId: string) => number },
): OperationMatch[] {
  let q = query.trim().toLowerCase().replace(/->/g, '→');
  // "text → json" is one phrase: what the operation takes and gives.
  const flow = /(\S+)\s*→\s*(\S+)/.exec(q);
  if (flow) q = q.replace(flow[0], ' ').trim();
  const words = q.split(/\s+/).filter(Boolean);
  const matches: (OperationMatch & { score: number })[] = [];
  for (const entry of catalogue.list) {
    const { operation, toolId } = entry;
    const tool = toolName(toolId);
    const name = operation.name.toLowerCase();
    const haystack = [operation.id, name, tool, operation.description, ...(operation.keywords ?? []), kindWords(entry)]
      .join(' ')
      .toLowerCase();
    if (!words.every((w) => haystack.includes(w))) continue;
    if (
      flow &&
      `${kindLabels[operation.input as Kind]} → ${kindLabels[operation.output as Kind]}`.toLowerCase() !==
        `${flow[1]} → ${flow[2]}`
    )
      continue;
    const idLike = q.replace(/\s+/g, '-');
    const score =
      (operation.id === idLike ? 100 : 0) +
      (operation.id.includes(idLike) ? 20 : 0) +
      (name === q || `${tool.toLowerCase()} ${name}` === q ? 50 : 0) +
      (words.some((w) => name.startsWith(w)) ? 10 : 0) +
      popularity(toolId) / 100;
    matches.push({ entry, toolName: tool, score });
  }
  return matches
    .sort((a, b) => b.score - a.score || a.entry.operation.id.localeCompare(b.entry.operation.id))
    .map(({ entry, toolName: t }) => ({ entry, toolName: t }));
}
