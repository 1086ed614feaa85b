// Semantic JSON diff with jsondiffpatch (array items matched by id/_id/key/name, or by content;
// moves detected; strings compared whole, as the main entry has no text diff), written as a JSON
// Patch (RFC 6902) that turns the first document into the second.

export type PatchOperation = {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
};

/** How array items are recognised across the two documents. */
export function objectHash(item: object, index?: number): string {
  if (item === null || typeof item !== 'object') return JSON.stringify(item) ?? 'undefined';
  const o = item as Record<string, unknown>;
  for (const key of ['id', '_id', 'key', 'name', 'uuid']) {
    const v = o[key];
    if (typeof v === 'string' || typeof v === 'number') return `${key}:${v}`;
  }
  try {
    return JSON.stringify(item);
  } catch {
    return `#${index ?? 0}`;
  }
}

export async function jsonPatch(left: unknown, right: unknown): Promise<PatchOperation[]> {
  const [{ create }, { format }] = await Promise.all([import('jsondiffpatch'), import('jsondiffpatch/formatters/jsonpatch')]);
  const differ = create({
    objectHash,
    arrays: { detectMove: true, includeValueOnMove: false },
  });
  const delta = differ.diff(left, right);
  return delta ? (format(delta) as PatchOperation[]) : [];
}

export type DiffSummary = { added: number; removed: number; changed: number; moved: number };

export function summarise(patch: readonly PatchOperation[]): DiffSummary {
  const summary = { added: 0, removed: 0, changed: 0, moved: 0 };
  for (const op of patch) {
    if (op.op === 'add') summary.added++;
    else if (op.op === 'remove') summary.removed++;
    else if (op.op === 'replace') summary.changed++;
    else if (op.op === 'move') summary.moved++;
  }
  return summary;
}
