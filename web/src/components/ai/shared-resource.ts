import { useEffect, useSyncExternalStore } from 'react';

// One copy of a piece of server state that several screens show (the day's AI usage, the AI
// providers and their keys): every component reading it sees the same value, and a refresh from
// anywhere (after an AI request, after a key is saved) updates them all without a reload.

export type ResourceSnapshot<T> = {
  value: T | null;
  /** The last refresh failed (the last value, if any, is kept). */
  error: string | null;
  /** Whose value it is: a sign-out or another user's sign-in must not show the previous one's. */
  owner: string | null;
};

export type SharedResource<T> = {
  /** Fetches again (one request at a time: callers during a fetch share it). */
  refresh: () => Promise<void>;
  /** Changes the value here without asking the server (an update the server has already confirmed). */
  update: (change: (value: T) => T) => void;
  snapshot: () => ResourceSnapshot<T>;
  subscribe: (listener: () => void) => () => void;
  /** Forgets the value (another user signed in, tests). */
  reset: (owner?: string | null) => void;
};

export function createSharedResource<T>(load: () => Promise<T>): SharedResource<T> {
  let state: ResourceSnapshot<T> = { value: null, error: null, owner: null };
  let inflight: Promise<void> | null = null;
  /** Bumped by reset: an answer to a request made before it is dropped. */
  let epoch = 0;
  const listeners = new Set<() => void>();

  function set(next: ResourceSnapshot<T>) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    refresh() {
      if (inflight) return inflight;
      const mine = epoch;
      const request: Promise<void> = load()
        .then(
          (value) => {
            if (mine === epoch) set({ ...state, value, error: null });
          },
          (err: Error) => {
            if (mine === epoch) set({ ...state, error: err.message });
          },
        )
        .finally(() => {
          if (inflight === request) inflight = null;
        });
      inflight = request;
      return request;
    },
    update(change) {
      if (state.value !== null) set({ ...state, value: change(state.value) });
    },
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset(owner = null) {
      epoch++;
      inflight = null;
      set({ value: null, error: null, owner });
    },
  };
}

/**
 * Reads a shared resource for the signed-in user `owner`: fetched when the component mounts (and
 * when the owner changes), then every `refreshMs` while the page is visible and when it comes
 * back into view.
 */
export function useSharedResource<T>(resource: SharedResource<T>, { owner, refreshMs }: { owner: string | null; refreshMs?: number }): ResourceSnapshot<T> {
  const snapshot = useSyncExternalStore(resource.subscribe, resource.snapshot, resource.snapshot);

  useEffect(() => {
    if (resource.snapshot().owner !== owner) resource.reset(owner);
    // Each screen that shows it asks once when it opens; screens opening together share the request.
    void resource.refresh();
  }, [resource, owner]);

  useEffect(() => {
    if (!refreshMs) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void resource.refresh();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void resource.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [resource, refreshMs]);

  // Until the effect above has run for a new owner, the previous owner's value is not shown.
  return snapshot.owner === owner ? snapshot : { value: null, error: null, owner };
}
