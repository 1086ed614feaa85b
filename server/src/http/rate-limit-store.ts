import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from './errors';

export type RateLimitHit = { count: number; resetAt: number };

/**
 * Fixed-window counters kept in the database, so a limit holds across server instances.
 * One atomic upsert per hit: a window that has expired starts again at 1. On SQLite counted without
 * waiting for the disk (Database.countWrite).
 */
export async function hitRateLimit(
  database: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitHit> {
  const resetAt = now + windowMs;
  const [hit] = await database.countWrite<{ count: number | string; reset_at: number | string }>`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end
    returning count, reset_at`;
  return { count: Number(hit!.count), resetAt: Number(hit!.reset_at) };
}

/** Several counters hit one after the other (each atomic on its own). */
export async function hitRateLimits(database: Database, hits: { key: string; windowMs: number }[], now = Date.now()): Promise<RateLimitHit[]> {
  const results: RateLimitHit[] = [];
  for (const { key, windowMs } of hits) results.push(await hitRateLimit(database, key, windowMs, now));
  return results;
}

export type RateLimitRule = {
  /** What is counted, e.g. 'feedback'. */
  name: string;
  max: number;
  windowMs: number;
  /** Which bucket a request falls in; by default the client IP (see trustProxy in config). */
  key?: (request: FastifyRequest) => string;
};

/**
 * A preHandler that answers 429 once a bucket is over its limit, with the standard headers.
 * Counting in the database (not in memory) is what makes the limit hold across instances.
 */
export function rateLimit(database: Database, rule: RateLimitRule) {
  return rateLimits(database, [rule]);
}

/**
 * Like rateLimit, for several rules counted together (per user and per IP): every bucket is hit,
 * and the headers describe the one closest to its limit.
 */
export function rateLimits(database: Database, rules: RateLimitRule[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    const keys = rules.map((rule) => ({ key: `${rule.name}:${rule.key ? rule.key(request) : request.ip}`, windowMs: rule.windowMs }));
    const hits = await hitRateLimits(database, keys, now);
    const tightest = rules
      .map((rule, i) => ({ rule, hit: hits[i]!, remaining: rule.max - hits[i]!.count }))
      .reduce((a, b) => (b.remaining < a.remaining ? b : a));
    const { rule, hit } = tightest;
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt - now) / 1000));
    reply.header('RateLimit-Limit', rule.max);
    reply.header('RateLimit-Remaining', Math.max(0, rule.max - hit.count));
    reply.header('RateLimit-Reset', retryAfter);
    if (hit.count > rule.max) {
      reply.header('Retry-After', retryAfter);
      throw new HttpError(429, 'rate_limited', `Too many requests. Please try again in ${retryAfter} s.`);
    }
    // Expired windows are swept now and then, not on every hit.
    if (Math.random() < 0.01) {
      await database.db.deleteFrom('rate_limits').where('reset_at', '<', now).execute();
    }
  };
}
