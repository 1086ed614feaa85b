import type { SessionUser } from './routes';

type Entry = { user: SessionUser; until: number };

/**
 * Remembers for a few seconds which user the auth library found for a Cookie header.
 *
 * Why: the feature routes (keys, AI usage, builder) read the session on every request, and the
 * library's getSession costs about 2 ms (its router plus the session and user queries), which
 * capped those routes at a few hundred requests per second per core.
 *
 * Safe because: entries are written only from the library's own answer, so a forged cookie is
 * never taken as valid; no entry outlives its session; every auth request that may change a
 * session on this instance (sign-out, password reset, revocation, 2FA) clears the cache. What
 * remains is a sign-out or plan change made on another instance or by the admin CLI, which takes
 * effect here within `ttlMs` (SESSION_CACHE_SECONDS, default 5; 0 turns the cache off).
 */
export function createSessionCache({ ttlMs, maxEntries = 5_000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const entries = new Map<string, Entry>();
  // Lookups under way: when an entry expires under load, the many requests that carry the same
  // cookie wait for one library call instead of each making their own.
  const pending = new Map<string, Promise<SessionUser | null>>();
  let generation = 0;
  // Longer headers are not kept, so the cache's memory stays bounded (maxEntries × this).
  const MAX_KEY_LENGTH = 4_096;

  return {
    enabled: ttlMs > 0,

    get(cookieHeader: string): SessionUser | undefined {
      const entry = entries.get(cookieHeader);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookieHeader);
        return undefined;
      }
      return entry.user;
    },

    set(cookieHeader: string, user: SessionUser, sessionExpiresAt: Date): void {
      if (ttlMs <= 0 || cookieHeader.length > MAX_KEY_LENGTH) return;
      const until = Math.min(now() + ttlMs, sessionExpiresAt.getTime());
      if (until <= now()) return;
      entries.delete(cookieHeader);
      entries.set(cookieHeader, { user, until });
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    /** The cached user for the header, else `load`'s answer (remembered when it is a user). */
    async read(cookieHeader: string, load: () => Promise<{ user: SessionUser; expiresAt: Date } | null>): Promise<SessionUser | null> {
      const cached = this.get(cookieHeader);
      if (cached) return cached;
      let lookup = pending.get(cookieHeader);
      if (!lookup) {
        const startedIn = generation;
        lookup = load()
          .then((found) => {
            // A clear() while the lookup ran (a sign-out, say) may have made its answer stale.
            if (found && startedIn === generation) this.set(cookieHeader, found.user, found.expiresAt);
            return found?.user ?? null;
          })
          .finally(() => pending.delete(cookieHeader));
        if (ttlMs > 0) pending.set(cookieHeader, lookup);
      }
      return lookup;
    },

    clear(): void {
      generation += 1;
      entries.clear();
      pending.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
