import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What this module needs of an AsyncLocalStorage. */
export type Disableable = { disable(): void };

/**
 * Runs the auth library's calls with its AsyncLocalStorage switched on, and switches it off
 * again once no call is under way.
 *
 * Why: on Node 20, the first `run()` of an AsyncLocalStorage installs async hooks for the whole
 * process, for good, and from then on every promise of every request pays for them. The auth
 * library keeps three storages (endpoint context, request state, database adapter), so a single
 * sign-in made every later API request about 40% dearer in CPU (bench/ai-usage: GET /api/keys
 * with a constant answer, 0.9× a bare Fastify before any sign-in, 0.6× after). `disable()`
 * removes the hooks when no storage is enabled any more; the library's next `run()` installs
 * them again.
 *
 * Safe because: a storage is only disabled when no wrapped call is under way, so no running
 * call loses its context. What the library leaves running after its call has returned, detached,
 * would lose it: with our configuration it leaves nothing (no `backgroundTasks` handler, so its
 * "background" work is awaited; our mail is queued by our own mailer).
 */
export function createAsyncContextSwitch(storages: Promise<readonly Disableable[]>) {
  let running = 0;
  return async function withAsyncContext<T>(call: () => Promise<T>): Promise<T> {
    running += 1;
    try {
      return await call();
    } finally {
      running -= 1;
      if (running === 0) {
        const list = await storages;
        // Checked again: a call may have started while the list was awaited.
        if (running === 0) for (const storage of list) storage.disable();
      }
    }
  };
}

export type AsyncContextSwitch = ReturnType<typeof createAsyncContextSwitch>;

let authSwitch: AsyncContextSwitch | undefined;

/**
 * The switch for the auth library's own storages (it creates them on first use; these getters
 * are its API for that). One per process, like the storages: the library keeps them in a global,
 * so two apps in one process (the two-instance tests) must count their calls together.
 */
export function authAsyncContextSwitch(): AsyncContextSwitch {
  authSwitch ??= createAsyncContextSwitch(
    Promise.all([getCurrentAuthContextAsyncLocalStorage(), getRequestStateAsyncLocalStorage(), getCurrentDBAdapterAsyncLocalStorage()]),
  );
  return authSwitch;
}
