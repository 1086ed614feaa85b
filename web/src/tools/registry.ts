import { compareToolNames, toolCategories, type ToolMeta } from './types';

// The catalogue is discovered from every tool folder's meta.ts: adding a folder adds a tool.
const modules = import.meta.glob<ToolMeta>('./*/meta.ts', { eager: true, import: 'meta' });

export const tools: ToolMeta[] = Object.values(modules).sort(
  (a, b) => toolCategories.indexOf(a.category) - toolCategories.indexOf(b.category) || compareToolNames(a.name, b.name),
);

const byId = new Map(tools.map((t) => [t.id, t]));

export function findTool(id: string): ToolMeta | undefined {
  return byId.get(id);
}
