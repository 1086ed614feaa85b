import type { Plan } from '../../../common/auth';
import { utcToday } from '../ai/quota';
import type { Database } from '../db/database';

export type OpsQuotaTake = { allowed: boolean; limit: number; used: number; resetAt: Date };

/**
 * The daily quota of operation calls (Free 1,000, Pro 100,000 by default), counted in the database
 * per user and UTC day like the AI quota, so it holds across instances: one atomic statement
 * creates the day's row or adds to it only while the sum stays within the limit, so parallel calls
 * on any number of instances never overshoot it. On SQLite counted without waiting for the disk (a
 * counter is not worth an fsync per call), straight on the driver (Database.countWrite).
 *
 * The calls of one user that arrive in the same turn of the event loop (a script with 50
 * connections) are counted by one statement (+n), not n: that statement was most of what a small
 * call cost. All n are allowed or none; when +n would pass the limit, they are counted one by one,
 * so the calls at the limit are exact. Nothing waits past the turn: every call is in the database
 * before it is answered, so a shutdown or crash loses no count.
 */
export function createOpsQuota({
  database,
  limits,
  clock = () => new Date(),
}: {
  database: Database;
  limits: Record<Plan, number>;
  clock?: () => Date;
}) {
  type Waiter = { resetAt: Date; resolve(take: OpsQuotaTake): void; reject(error: unknown): void };
  type Group = { userId: string; day: string; limit: number; waiters: Waiter[] };
  let groups = new Map<string, Group>();
  let flushing = false;

  /** Adds `n` to the user's day if the sum stays within `limit`: the new count, or null (nothing added). */
  async function add(userId: string, day: string, limit: number, n: number): Promise<number | null> {
    if (n > limit) return null;
    const rows = await database.countWrite<{ count: number | string }>`
      insert into ops_usage_daily (user_id, day, count) values (${userId}, ${day}, ${n})
      on conflict (user_id, day) do update set count = ops_usage_daily.count + ${n}
      where ops_usage_daily.count + ${n} <= ${limit}
      returning count`;
    return rows.length === 0 ? null : Number(rows[0]!.count);
  }

  async function count({ userId, day, limit, waiters }: Group): Promise<void> {
    const together = waiters.length > 1 ? await add(userId, day, limit, waiters.length) : null;
    if (together !== null) {
      waiters.forEach((w, i) => w.resolve({ allowed: true, limit, used: together - waiters.length + i + 1, resetAt: w.resetAt }));
      return;
    }
    for (const w of waiters) {
      const used = await add(userId, day, limit, 1);
      w.resolve(
        used === null
          ? { allowed: false, limit, used: limit, resetAt: w.resetAt }
          : { allowed: true, limit, used, resetAt: w.resetAt },
      );
    }
  }

  function flush() {
    const due = groups;
    groups = new Map();
    flushing = false;
    for (const group of due.values()) {
      count(group).catch((error: unknown) => {
        for (const w of group.waiters) w.reject(error);
      });
    }
  }

  return {
    limitOf: (plan: Plan) => limits[plan],

    /** Takes one call of the user's day; `allowed` false (and nothing counted) once the limit is reached. */
    take({ userId, plan }: { userId: string; plan: Plan }): Promise<OpsQuotaTake> {
      const limit = limits[plan];
      const { day, resetAt } = utcToday(clock());
      if (limit <= 0) return Promise.resolve({ allowed: false, limit, used: 0, resetAt });
      return new Promise<OpsQuotaTake>((resolve, reject) => {
        const key = `${userId}\n${day}\n${limit}`;
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { userId, day, limit, waiters: [] }));
        group.waiters.push({ resetAt, resolve, reject });
        // After this turn's I/O callbacks: the calls parsed in it are counted together.
        if (!flushing) {
          flushing = true;
          setImmediate(flush);
        }
      });
    },
  };
}

export type OpsQuota = ReturnType<typeof createOpsQuota>;
