import { useEffect, useState, useSyncExternalStore } from 'react';
import { openEngine, type DatabaseEngine, type OpenEngineOptions } from './client';
import type { EngineKind, EngineStatus } from './types';

type Snapshot = { engine: DatabaseEngine | null; status: EngineStatus };
const initial: Snapshot = { engine: null, status: { state: 'starting', step: 'download' } };

/** Holds the open engine and its status for React (an external store: the worker changes it). */
function createEngineStore() {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const emit = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    open(kind: EngineKind, sample: boolean) {
      const engine = openEngine(kind, { sample });
      emit({ engine, status: engine.status() });
      const unsubscribe = engine.subscribe((status) => emit({ engine, status }));
      return () => {
        unsubscribe();
        engine.close();
      };
    },
  };
}

/**
 * Opens `kind` for as long as the component is mounted (a new kind closes the old engine) and
 * follows its start-up status. The engine is null only before the first effect runs.
 */
export function useDatabaseEngine(kind: EngineKind, options: Pick<OpenEngineOptions, 'sample'> = {}): Snapshot {
  const sample = options.sample ?? true;
  const [store] = useState(createEngineStore);
  useEffect(() => store.open(kind, sample), [store, kind, sample]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
