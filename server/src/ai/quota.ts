import { USAGE_HISTORY_DAYS, type UsageResponse } from '../../../common/ai';
import type { Database } from '../db/database';

const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as the quota counts it: 'YYYY-MM-DD'. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** When the daily count starts again: the next UTC midnight. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/**
 * Today's UTC day and when its count starts again, worked out once a day: formatting a date on
 * every counted call showed in the operations API's profile.
 */
let lastToday = { dayStart: NaN, day: '', resetAt: new Date(0) };
export function utcToday(at: Date): { day: string; resetAt: Date } {
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (dayStart !== lastToday.dayStart) lastToday = { dayStart, day: utcDay(at), resetAt: nextUtcMidnight(at) };
  return lastToday;
}

/** The last `count` UTC days up to and including `at`'s, oldest first. */
export function lastUtcDays({ at, count = USAGE_HISTORY_DAYS }: { at: Date; count?: number }): string[] {
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Array.from({ length: count }, (_, i) => utcDay(new Date(today - (count - 1 - i) * DAY_MS)));
}

/**
 * The days a usage read covers, for the UTC day of `at`. The usage panel polls, so the last day's
 * answer is kept: the date arithmetic and formatting cost more than the database read.
 */
type UsageDays = { days: string[]; today: string; monthStart: string; resetTime: string };
let lastUsageDays: { dayStart: number; value: UsageDays } | undefined;

function usageDays(at: Date): UsageDays {
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  if (lastUsageDays?.dayStart !== dayStart) {
    const days = lastUtcDays({ at });
    const today = days[days.length - 1]!;
    lastUsageDays = {
      dayStart,
      value: { days, today, monthStart: `${today.slice(0, 7)}-01`, resetTime: nextUtcMidnight(at).toISOString() },
    };
  }
  return lastUsageDays.value;
}

export type UsageCounter = ReturnType<typeof createUsageCounter>;

/**
 * The daily AI quota, counted in the database per user and UTC day so that it holds across
 * server instances. Each reservation is one atomic statement: the row is created at 1, or
 * incremented only while below the limit, so parallel requests can never overshoot it.
 * On SQLite counted without waiting for the disk, like the operations quota and the rate limits
 * (Database.countWrite): the fsync of each counter was most of what an AI call cost the event loop
 * (0.6 ms each, two per call, measured under the 1,000-user load); a power loss may forget the
 * last counts, never corrupt them.
 */
export function createUsageCounter({ database }: { database: Database }) {
  return {
    /** Takes one use of the day's quota; false when the limit is reached. limit null: unlimited, still counted. */
    async reserve({ userId, day, limit }: { userId: string; day: string; limit: number | null }): Promise<boolean> {
      if (limit !== null && limit <= 0) return false;
      const rows =
        limit === null
          ? await database.countWrite<{ count: number }>`
              insert into ai_usage_daily (user_id, day, count) values (${userId}, ${day}, 1)
              on conflict (user_id, day) do update set count = ai_usage_daily.count + 1
              returning count`
          : await database.countWrite<{ count: number }>`
              insert into ai_usage_daily (user_id, day, count) values (${userId}, ${day}, 1)
              on conflict (user_id, day) do update set count = ai_usage_daily.count + 1 where ai_usage_daily.count < ${limit}
              returning count`;
      return rows.length > 0;
    },

    /** Gives a reserved use back, when the call it was taken for failed. */
    async refund({ userId, day }: { userId: string; day: string }): Promise<void> {
      await database.countWrite`update ai_usage_daily set count = count - 1 where user_id = ${userId} and day = ${day} and count > 0`;
    },

    /** Per-feature usage (spec §3 Usage record features, Monthly usage), for counted calls that succeeded. */
    async recordFeature({ userId, day, feature }: { userId: string; day: string; feature: string }): Promise<void> {
      await database.countWrite`
        insert into ai_usage_features (user_id, day, feature, count) values (${userId}, ${day}, ${feature}, 1)
        on conflict (user_id, day, feature) do update set count = ai_usage_features.count + 1`;
    },

    /** GET /api/ai/usage: today, limit, remaining, reset time, 7-day history, features today and this month. */
    async stats({
      userId,
      at,
      limit,
      plan,
    }: {
      userId: string;
      at: Date;
      limit: number | null;
      plan: 'free' | 'pro';
    }): Promise<UsageResponse> {
      const { days, today, monthStart, resetTime } = usageDays(at);
      // One statement for both tables: each read statement is a read transaction of its own
      // (SQLite's WAL locks, a round trip on PostgreSQL), and the usage panel polls this.
      // database.read, not the query builder: building and queueing the query cost more than
      // running it. Daily rows have feature null.
      const rows = await database.read<{ day: string; feature: string | null; count: number | string }>`
        select day, null as feature, count from ai_usage_daily where user_id = ${userId} and day >= ${days[0]!} and day <= ${today}
        union all
        select day, feature, count from ai_usage_features where user_id = ${userId} and day >= ${monthStart} and day <= ${today}`;
      const byDay = new Map<string, number>();
      const todayFeatures: Record<string, number> = {};
      const monthFeatures: Record<string, number> = {};
      for (const row of rows) {
        const count = Number(row.count);
        if (row.feature === null) {
          byDay.set(row.day, count);
          continue;
        }
        if (row.day === today) todayFeatures[row.feature] = (todayFeatures[row.feature] ?? 0) + count;
        monthFeatures[row.feature] = (monthFeatures[row.feature] ?? 0) + count;
      }
      const todayCount = byDay.get(today) ?? 0;
      return {
        plan,
        today: todayCount,
        limit,
        remaining: limit === null ? null : Math.max(0, limit - todayCount),
        resetTime,
        history: days.map((date) => ({ date, count: byDay.get(date) ?? 0 })),
        features: todayFeatures,
        monthly: { month: today.slice(0, 7), features: monthFeatures },
      };
    },
  };
}
