import { sql } from 'kysely';
import type { Plan } from '../../../common/auth';
import { nextUtcMidnight, utcDay } from '../ai/quota';
import type { Database } from '../db/database';
import { withoutWaitingForDisk } from '../db/unsynced-write';

export type OpsQuotaTake = { allowed: boolean; limit: number; used: number; resetAt: Date };

/**
 * The daily quota of operation calls (Free 1,000, Pro 100,000 by default), counted in the database
 * per user and UTC day like the AI quota, so it holds across instances: one atomic statement
 * creates the day's row at 1 or adds one only while below the limit, so parallel calls on any
 * number of instances never overshoot it. Counted without waiting for the disk (a counter is not
 * worth an fsync per call; see unsynced-write.ts).
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
  return {
    limitOf: (plan: Plan) => limits[plan],

    /** Takes one call of the user's day; `allowed` false (and nothing counted) once the limit is reached. */
    async take({ userId, plan }: { userId: string; plan: Plan }): Promise<OpsQuotaTake> {
      const now = clock();
      const limit = limits[plan];
      const resetAt = nextUtcMidnight(now);
      if (limit <= 0) return { allowed: false, limit, used: 0, resetAt };
      const day = utcDay(now);
      const rows = await withoutWaitingForDisk(database, async (trx) => {
        const result = await sql<{ count: number | string }>`
          insert into ops_usage_daily (user_id, day, count) values (${userId}, ${day}, 1)
          on conflict (user_id, day) do update set count = ops_usage_daily.count + 1
          where ops_usage_daily.count < ${limit}
          returning count`.execute(trx);
        return result.rows;
      });
      if (rows.length === 0) return { allowed: false, limit, used: limit, resetAt };
      return { allowed: true, limit, used: Number(rows[0]!.count), resetAt };
    },
  };
}

export type OpsQuota = ReturnType<typeof createOpsQuota>;
