import { useEffect, useState } from 'react';
import type { OperationSummary } from './catalogue-search';

// The operations the search can find: every tool's operations.ts, loaded by the operation
// registry. Never in a page's first load: fetched when a search first needs it (the catalogue's
// search box is used, the palette opens), once per page; until then the search finds tools only.

let loading: Promise<OperationSummary[]> | null = null;
let loaded: OperationSummary[] | null = null;

export function loadOperationIndex(): Promise<OperationSummary[]> {
  loading ??= import('../operation-registry').then(
    ({ operationCatalogue }) =>
      (loaded = operationCatalogue.list.map(({ operation, toolId }) => ({
        id: operation.id,
        name: operation.name,
        description: operation.description,
        keywords: operation.keywords ?? [],
        toolId,
      }))),
    (error: unknown) => {
      // Offline before the chunk was ever cached: tools are still found; a later search tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The operations index once `wanted` has been true (and it has arrived), else null. */
export function useOperationIndex(wanted: boolean): OperationSummary[] | null {
  const [operations, setOperations] = useState(loaded);
  useEffect(() => {
    if (!wanted || operations) return;
    let live = true;
    loadOperationIndex().then(
      (list) => live && setOperations(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, operations]);
  return operations;
}
