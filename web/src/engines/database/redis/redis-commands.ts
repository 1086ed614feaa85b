// A documented subset of Redis over an in-memory keyspace: strings, hashes, lists, sets, sorted
// sets, keys, expiry, TYPE and SCAN. Replies and error texts follow Redis 7 (checked against
// ioredis-mock in redis-commands.test.ts). Pure: the clock is passed in, nothing is saved here.

export type RedisReply = null | number | string | { status: string } | { error: string } | RedisReply[];

type Entry =
  | { type: 'string'; value: string; expiresAt?: number }
  | { type: 'hash'; value: Map<string, string>; expiresAt?: number }
  | { type: 'list'; value: string[]; expiresAt?: number }
  | { type: 'set'; value: Set<string>; expiresAt?: number }
  | { type: 'zset'; value: Map<string, number>; expiresAt?: number };

/** What the keyspace saves as: plain JSON. */
export type KeyspaceSnapshot = [key: string, type: Entry['type'], value: unknown, expiresAt: number | null][];

export const REDIS_COMMANDS = {
  strings: [
    'GET',
    'SET',
    'SETNX',
    'SETEX',
    'MGET',
    'MSET',
    'GETDEL',
    'INCR',
    'DECR',
    'INCRBY',
    'DECRBY',
    'INCRBYFLOAT',
    'APPEND',
    'STRLEN',
    'GETRANGE',
  ],
  hashes: ['HSET', 'HSETNX', 'HGET', 'HMGET', 'HGETALL', 'HDEL', 'HEXISTS', 'HKEYS', 'HVALS', 'HLEN', 'HINCRBY'],
  lists: ['LPUSH', 'RPUSH', 'LPOP', 'RPOP', 'LRANGE', 'LLEN', 'LINDEX', 'LSET', 'LREM', 'LTRIM'],
  sets: ['SADD', 'SREM', 'SMEMBERS', 'SISMEMBER', 'SCARD', 'SINTER', 'SUNION', 'SDIFF'],
  'sorted sets': [
    'ZADD',
    'ZREM',
    'ZSCORE',
    'ZINCRBY',
    'ZCARD',
    'ZCOUNT',
    'ZRANK',
    'ZREVRANK',
    'ZRANGE',
    'ZREVRANGE',
    'ZRANGEBYSCORE',
  ],
  keys: ['DEL', 'EXISTS', 'KEYS', 'TYPE', 'RENAME', 'EXPIRE', 'PEXPIRE', 'TTL', 'PTTL', 'PERSIST', 'SCAN', 'DBSIZE', 'FLUSHDB'],
  server: ['PING', 'ECHO'],
} as const;

const ALL_COMMANDS = new Set<string>(Object.values(REDIS_COMMANDS).flat());

const OK = { status: 'OK' };
const WRONGTYPE = 'WRONGTYPE Operation against a key holding the wrong kind of value';
const NOT_INTEGER = 'ERR value is not an integer or out of range';
const NOT_FLOAT = 'ERR value is not a valid float';
const SYNTAX = 'ERR syntax error';

class ReplyError extends Error {}
const err = (message: string): never => {
  throw new ReplyError(message);
};

function toInteger(text: string): number {
  if (!/^-?\d+$/.test(text)) err(NOT_INTEGER);
  const n = Number(text);
  if (!Number.isSafeInteger(n)) err(NOT_INTEGER);
  return n;
}

function toFloat(text: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Infinity;
  if (lower === '-inf') return -Infinity;
  const n = Number(text);
  if (text.trim() === '' || Number.isNaN(n)) err(NOT_FLOAT);
  return n;
}

/** Redis prints doubles in their shortest exact form, infinities as inf. */
export function formatScore(n: number): string {
  if (n === Infinity) return 'inf';
  if (n === -Infinity) return '-inf';
  return String(n);
}

/** Glob matching as KEYS and SCAN MATCH do it: * ? [abc] [^a] [a-z] and \ escapes. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') source += '.*';
    else if (c === '?') source += '.';
    else if (c === '\\' && i + 1 < pattern.length) source += `\\${pattern[++i]}`.replace(/\\([a-zA-Z0-9])/, '$1');
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        let body = pattern.slice(i + 1, end);
        const negate = body.startsWith('^');
        if (negate) body = body.slice(1);
        source += `[${negate ? '^' : ''}${body.replace(/[\]\\]/g, '\\$&')}]`;
        i = end;
      }
    } else source += c.replace(/[.+^${}()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 's');
}

function scoreBound(text: string): { value: number; exclusive: boolean } {
  const exclusive = text.startsWith('(');
  const value = toFloatBound(exclusive ? text.slice(1) : text);
  return { value, exclusive };
}

function toFloatBound(text: string): number {
  try {
    return toFloat(text);
  } catch {
    return err('ERR min or max is not a float');
  }
}

export class Keyspace {
  private data = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The live entry of `key` (an expired one is removed first, as Redis does lazily). */
  private get(key: string): Entry | undefined {
    const entry = this.data.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.data.delete(key);
      return undefined;
    }
    return entry;
  }

  private typed<T extends Entry['type']>(key: string, type: T): Extract<Entry, { type: T }> | undefined {
    const entry = this.get(key);
    if (entry && entry.type !== type) err(WRONGTYPE);
    return entry as Extract<Entry, { type: T }> | undefined;
  }

  private create<T extends Entry['type']>(key: string, type: T): Extract<Entry, { type: T }> {
    const existing = this.typed(key, type);
    if (existing) return existing;
    const value = type === 'hash' || type === 'zset' ? new Map() : type === 'list' ? [] : type === 'set' ? new Set() : '';
    const entry = { type, value } as Extract<Entry, { type: T }>;
    this.data.set(key, entry);
    return entry;
  }

  /** Empty collections do not exist in Redis. */
  private dropIfEmpty(key: string) {
    const entry = this.data.get(key);
    if (!entry || entry.type === 'string') return;
    const size = entry.value instanceof Map || entry.value instanceof Set ? entry.value.size : entry.value.length;
    if (size === 0) this.data.delete(key);
  }

  private liveKeys(): string[] {
    return [...this.data.keys()].filter((k) => this.get(k) !== undefined);
  }

  snapshot(): KeyspaceSnapshot {
    return this.liveKeys().map((key) => {
      const e = this.data.get(key)!;
      const value = e.value instanceof Map ? [...e.value.entries()] : e.value instanceof Set ? [...e.value] : e.value;
      return [key, e.type, value, e.expiresAt ?? null];
    });
  }

  restore(snapshot: KeyspaceSnapshot) {
    this.data.clear();
    for (const [key, type, value, expiresAt] of snapshot) {
      const restored =
        type === 'hash' || type === 'zset'
          ? new Map(value as [string, never][])
          : type === 'set'
            ? new Set(value as string[])
            : type === 'list'
              ? [...(value as string[])]
              : String(value);
      this.data.set(key, { type, value: restored, ...(expiresAt !== null ? { expiresAt } : {}) } as Entry);
    }
  }

  /** Keys with their types, for the schema browser. */
  keysWithTypes(): { name: string; type: string }[] {
    return this.liveKeys()
      .sort()
      .map((name) => ({ name, type: this.data.get(name)!.type }));
  }

  /** Runs one command (name first). Errors come back as error replies, as a Redis server sends them. */
  execute(args: string[]): RedisReply {
    if (args.length === 0) return { error: 'ERR empty command' };
    const name = args[0].toUpperCase();
    if (!ALL_COMMANDS.has(name)) {
      const rest = args
        .slice(1)
        .map((a) => `'${a}'`)
        .join(' ');
      return { error: `ERR unknown command '${args[0]}', with args beginning with: ${rest}` };
    }
    try {
      return this.run(name, args.slice(1));
    } catch (error) {
      if (error instanceof ReplyError) return { error: error.message };
      throw error;
    }
  }

  private arity(name: string, args: string[], min: number, max = Infinity, step = 1) {
    if (args.length < min || args.length > max || (args.length - min) % step !== 0)
      err(`ERR wrong number of arguments for '${name.toLowerCase()}' command`);
  }

  private run(name: string, a: string[]): RedisReply {
    switch (name) {
      // ---- server
      case 'PING':
        this.arity(name, a, 0, 1);
        return a.length ? a[0] : { status: 'PONG' };
      case 'ECHO':
        this.arity(name, a, 1, 1);
        return a[0];

      // ---- strings
      case 'GET':
        this.arity(name, a, 1, 1);
        return this.typed(a[0], 'string')?.value ?? null;
      case 'SET':
        return this.set(a);
      case 'SETNX':
        this.arity(name, a, 2, 2);
        if (this.get(a[0])) return 0;
        this.data.set(a[0], { type: 'string', value: a[1] });
        return 1;
      case 'SETEX': {
        this.arity(name, a, 3, 3);
        const seconds = toInteger(a[1]);
        if (seconds <= 0) err("ERR invalid expire time in 'setex' command");
        this.data.set(a[0], { type: 'string', value: a[2], expiresAt: this.now() + seconds * 1000 });
        return OK;
      }
      case 'MGET':
        this.arity(name, a, 1);
        return a.map((key) => {
          const entry = this.get(key);
          return entry?.type === 'string' ? entry.value : null;
        });
      case 'MSET':
        this.arity(name, a, 2, Infinity, 2);
        for (let i = 0; i < a.length; i += 2) this.data.set(a[i], { type: 'string', value: a[i + 1] });
        return OK;
      case 'GETDEL': {
        this.arity(name, a, 1, 1);
        const value = this.typed(a[0], 'string')?.value ?? null;
        this.data.delete(a[0]);
        return value;
      }
      case 'INCR':
      case 'DECR':
        this.arity(name, a, 1, 1);
        return this.incrBy(a[0], name === 'INCR' ? 1 : -1);
      case 'INCRBY':
      case 'DECRBY':
        this.arity(name, a, 2, 2);
        return this.incrBy(a[0], toInteger(a[1]) * (name === 'INCRBY' ? 1 : -1));
      case 'INCRBYFLOAT': {
        this.arity(name, a, 2, 2);
        const entry = this.typed(a[0], 'string');
        const current = entry ? toFloat(entry.value) : 0;
        const next = current + toFloat(a[1]);
        if (!Number.isFinite(next)) err('ERR increment would produce NaN or Infinity');
        const text = String(next);
        this.data.set(a[0], { type: 'string', value: text, expiresAt: entry?.expiresAt });
        return text;
      }
      case 'APPEND': {
        this.arity(name, a, 2, 2);
        const entry = this.typed(a[0], 'string');
        const value = (entry?.value ?? '') + a[1];
        this.data.set(a[0], { type: 'string', value, expiresAt: entry?.expiresAt });
        return value.length;
      }
      case 'STRLEN':
        this.arity(name, a, 1, 1);
        return this.typed(a[0], 'string')?.value.length ?? 0;
      case 'GETRANGE': {
        this.arity(name, a, 3, 3);
        const value = this.typed(a[0], 'string')?.value ?? '';
        const [start, end] = this.range(value.length, toInteger(a[1]), toInteger(a[2]));
        return start > end ? '' : value.slice(start, end + 1);
      }

      // ---- hashes
      case 'HSET': {
        this.arity(name, a, 3, Infinity, 2);
        const hash = this.create(a[0], 'hash').value;
        let added = 0;
        for (let i = 1; i < a.length; i += 2) {
          if (!hash.has(a[i])) added++;
          hash.set(a[i], a[i + 1]);
        }
        return added;
      }
      case 'HSETNX': {
        this.arity(name, a, 3, 3);
        const hash = this.create(a[0], 'hash').value;
        if (hash.has(a[1])) return 0;
        hash.set(a[1], a[2]);
        return 1;
      }
      case 'HGET':
        this.arity(name, a, 2, 2);
        return this.typed(a[0], 'hash')?.value.get(a[1]) ?? null;
      case 'HMGET': {
        this.arity(name, a, 2);
        const hash = this.typed(a[0], 'hash')?.value;
        return a.slice(1).map((f) => hash?.get(f) ?? null);
      }
      case 'HGETALL':
        this.arity(name, a, 1, 1);
        return [...(this.typed(a[0], 'hash')?.value.entries() ?? [])].flat();
      case 'HDEL': {
        this.arity(name, a, 2);
        const hash = this.typed(a[0], 'hash')?.value;
        const removed = a.slice(1).filter((f) => hash?.delete(f)).length;
        this.dropIfEmpty(a[0]);
        return removed;
      }
      case 'HEXISTS':
        this.arity(name, a, 2, 2);
        return this.typed(a[0], 'hash')?.value.has(a[1]) ? 1 : 0;
      case 'HKEYS':
        this.arity(name, a, 1, 1);
        return [...(this.typed(a[0], 'hash')?.value.keys() ?? [])];
      case 'HVALS':
        this.arity(name, a, 1, 1);
        return [...(this.typed(a[0], 'hash')?.value.values() ?? [])];
      case 'HLEN':
        this.arity(name, a, 1, 1);
        return this.typed(a[0], 'hash')?.value.size ?? 0;
      case 'HINCRBY': {
        this.arity(name, a, 3, 3);
        const by = toInteger(a[2]);
        const hash = this.create(a[0], 'hash').value;
        const current = hash.get(a[1]);
        let n = 0;
        if (current !== undefined) {
          try {
            n = toInteger(current);
          } catch {
            err('ERR hash value is not an integer');
          }
        }
        const next = n + by;
        if (!Number.isSafeInteger(next)) err('ERR increment or decrement would overflow');
        hash.set(a[1], String(next));
        return next;
      }

      // ---- lists
      case 'LPUSH':
      case 'RPUSH': {
        this.arity(name, a, 2);
        const list = this.create(a[0], 'list').value;
        for (const v of a.slice(1)) {
          if (name === 'LPUSH') list.unshift(v);
          else list.push(v);
        }
        return list.length;
      }
      case 'LPOP':
      case 'RPOP': {
        this.arity(name, a, 1, 2);
        const list = this.typed(a[0], 'list')?.value;
        const count = a.length === 2 ? toInteger(a[1]) : undefined;
        if (count !== undefined && count < 0) err('ERR value is out of range, must be positive');
        if (!list) return null;
        const take = (n: number) =>
          name === 'LPOP' ? list.splice(0, n) : list.splice(Math.max(0, list.length - n), n).reverse();
        const popped = take(count ?? 1);
        this.dropIfEmpty(a[0]);
        return count === undefined ? (popped[0] ?? null) : popped;
      }
      case 'LRANGE': {
        this.arity(name, a, 3, 3);
        const list = this.typed(a[0], 'list')?.value ?? [];
        const [start, end] = this.range(list.length, toInteger(a[1]), toInteger(a[2]));
        return start > end ? [] : list.slice(start, end + 1);
      }
      case 'LLEN':
        this.arity(name, a, 1, 1);
        return this.typed(a[0], 'list')?.value.length ?? 0;
      case 'LINDEX': {
        this.arity(name, a, 2, 2);
        const list = this.typed(a[0], 'list')?.value ?? [];
        const i = toInteger(a[1]);
        return list[i < 0 ? list.length + i : i] ?? null;
      }
      case 'LSET': {
        this.arity(name, a, 3, 3);
        const list = this.typed(a[0], 'list')?.value;
        if (!list) err('ERR no such key');
        const i = toInteger(a[1]);
        const at = i < 0 ? list!.length + i : i;
        if (at < 0 || at >= list!.length) err('ERR index out of range');
        list![at] = a[2];
        return OK;
      }
      case 'LREM': {
        this.arity(name, a, 3, 3);
        const entry = this.typed(a[0], 'list');
        const count = toInteger(a[1]);
        if (!entry) return 0;
        let removed = 0;
        const limit = count === 0 ? Infinity : Math.abs(count);
        const indexes = entry.value.map((_, i) => i);
        if (count < 0) indexes.reverse();
        const doomed = new Set<number>();
        for (const i of indexes) {
          if (removed >= limit) break;
          if (entry.value[i] === a[2]) {
            doomed.add(i);
            removed++;
          }
        }
        entry.value = entry.value.filter((_, i) => !doomed.has(i));
        this.dropIfEmpty(a[0]);
        return removed;
      }
      case 'LTRIM': {
        this.arity(name, a, 3, 3);
        const entry = this.typed(a[0], 'list');
        if (!entry) return OK;
        const [start, end] = this.range(entry.value.length, toInteger(a[1]), toInteger(a[2]));
        entry.value = start > end ? [] : entry.value.slice(start, end + 1);
        this.dropIfEmpty(a[0]);
        return OK;
      }

      // ---- sets
      case 'SADD': {
        this.arity(name, a, 2);
        const set = this.create(a[0], 'set').value;
        let added = 0;
        for (const m of a.slice(1)) {
          if (!set.has(m)) {
            set.add(m);
            added++;
          }
        }
        return added;
      }
      case 'SREM': {
        this.arity(name, a, 2);
        const set = this.typed(a[0], 'set')?.value;
        const removed = a.slice(1).filter((m) => set?.delete(m)).length;
        this.dropIfEmpty(a[0]);
        return removed;
      }
      case 'SMEMBERS':
        this.arity(name, a, 1, 1);
        return [...(this.typed(a[0], 'set')?.value ?? [])];
      case 'SISMEMBER':
        this.arity(name, a, 2, 2);
        return this.typed(a[0], 'set')?.value.has(a[1]) ? 1 : 0;
      case 'SCARD':
        this.arity(name, a, 1, 1);
        return this.typed(a[0], 'set')?.value.size ?? 0;
      case 'SINTER':
      case 'SUNION':
      case 'SDIFF': {
        this.arity(name, a, 1);
        const sets = a.map((k) => this.typed(k, 'set')?.value ?? new Set<string>());
        const [first, ...rest] = sets;
        if (name === 'SUNION') return [...new Set(sets.flatMap((s) => [...s]))];
        if (name === 'SINTER') return [...first].filter((m) => rest.every((s) => s.has(m)));
        return [...first].filter((m) => rest.every((s) => !s.has(m)));
      }

      // ---- sorted sets
      case 'ZADD':
        return this.zadd(a);
      case 'ZREM': {
        this.arity(name, a, 2);
        const zset = this.typed(a[0], 'zset')?.value;
        const removed = a.slice(1).filter((m) => zset?.delete(m)).length;
        this.dropIfEmpty(a[0]);
        return removed;
      }
      case 'ZSCORE': {
        this.arity(name, a, 2, 2);
        const score = this.typed(a[0], 'zset')?.value.get(a[1]);
        return score === undefined ? null : formatScore(score);
      }
      case 'ZINCRBY': {
        this.arity(name, a, 3, 3);
        const by = toFloat(a[1]);
        const zset = this.create(a[0], 'zset').value;
        const next = (zset.get(a[2]) ?? 0) + by;
        if (Number.isNaN(next)) err('ERR resulting score is not a number (NaN)');
        zset.set(a[2], next);
        return formatScore(next);
      }
      case 'ZCARD':
        this.arity(name, a, 1, 1);
        return this.typed(a[0], 'zset')?.value.size ?? 0;
      case 'ZCOUNT': {
        this.arity(name, a, 3, 3);
        const min = scoreBound(a[1]);
        const max = scoreBound(a[2]);
        return this.sorted(a[0]).filter(([, s]) => inBounds(s, min, max)).length;
      }
      case 'ZRANK':
      case 'ZREVRANK': {
        this.arity(name, a, 2, 2);
        const sorted = this.sorted(a[0]);
        if (name === 'ZREVRANK') sorted.reverse();
        const i = sorted.findIndex(([m]) => m === a[1]);
        return i === -1 ? null : i;
      }
      case 'ZRANGE':
      case 'ZREVRANGE': {
        this.arity(name, a, 3, 4);
        const withScores = a.length === 4;
        if (withScores && a[3].toUpperCase() !== 'WITHSCORES') err(SYNTAX);
        const sorted = this.sorted(a[0]);
        if (name === 'ZREVRANGE') sorted.reverse();
        const [start, end] = this.range(sorted.length, toInteger(a[1]), toInteger(a[2]));
        const picked = start > end ? [] : sorted.slice(start, end + 1);
        return withScores ? picked.flatMap(([m, s]) => [m, formatScore(s)]) : picked.map(([m]) => m);
      }
      case 'ZRANGEBYSCORE': {
        this.arity(name, a, 3);
        const min = scoreBound(a[1]);
        const max = scoreBound(a[2]);
        let withScores = false;
        let offset = 0;
        let count = -1;
        for (let i = 3; i < a.length; i++) {
          const option = a[i].toUpperCase();
          if (option === 'WITHSCORES') withScores = true;
          else if (option === 'LIMIT' && i + 2 < a.length) {
            offset = toInteger(a[i + 1]);
            count = toInteger(a[i + 2]);
            i += 2;
          } else err(SYNTAX);
        }
        let picked = this.sorted(a[0]).filter(([, s]) => inBounds(s, min, max));
        if (offset < 0) picked = [];
        else picked = picked.slice(offset, count < 0 ? undefined : offset + count);
        return withScores ? picked.flatMap(([m, s]) => [m, formatScore(s)]) : picked.map(([m]) => m);
      }

      // ---- keys
      case 'DEL':
        this.arity(name, a, 1);
        return a.filter((k) => this.get(k) !== undefined && this.data.delete(k)).length;
      case 'EXISTS':
        this.arity(name, a, 1);
        return a.filter((k) => this.get(k) !== undefined).length;
      case 'KEYS': {
        this.arity(name, a, 1, 1);
        const pattern = globToRegExp(a[0]);
        return this.liveKeys().filter((k) => pattern.test(k));
      }
      case 'TYPE':
        this.arity(name, a, 1, 1);
        return { status: this.get(a[0])?.type ?? 'none' };
      case 'RENAME': {
        this.arity(name, a, 2, 2);
        const entry = this.get(a[0]);
        if (!entry) err('ERR no such key');
        this.data.delete(a[0]);
        this.data.set(a[1], entry!);
        return OK;
      }
      case 'EXPIRE':
      case 'PEXPIRE': {
        this.arity(name, a, 2, 2);
        const amount = toInteger(a[1]);
        const entry = this.get(a[0]);
        if (!entry) return 0;
        const ms = name === 'EXPIRE' ? amount * 1000 : amount;
        if (ms <= 0) this.data.delete(a[0]);
        else entry.expiresAt = this.now() + ms;
        return 1;
      }
      case 'TTL':
      case 'PTTL': {
        this.arity(name, a, 1, 1);
        const entry = this.get(a[0]);
        if (!entry) return -2;
        if (entry.expiresAt === undefined) return -1;
        const left = entry.expiresAt - this.now();
        return name === 'TTL' ? Math.round(left / 1000) : left;
      }
      case 'PERSIST': {
        this.arity(name, a, 1, 1);
        const entry = this.get(a[0]);
        if (!entry || entry.expiresAt === undefined) return 0;
        delete entry.expiresAt;
        return 1;
      }
      case 'SCAN':
        return this.scan(a);
      case 'DBSIZE':
        this.arity(name, a, 0, 0);
        return this.liveKeys().length;
      case 'FLUSHDB':
        this.arity(name, a, 0, 1);
        this.data.clear();
        return OK;
    }
    return err(`ERR unknown command '${name}'`);
  }

  private set(a: string[]): RedisReply {
    this.arity('SET', a, 2);
    const [key, value] = a;
    let expiresAt: number | undefined;
    let mode: 'NX' | 'XX' | undefined;
    let keepTtl = false;
    let get = false;
    for (let i = 2; i < a.length; i++) {
      const option = a[i].toUpperCase();
      if ((option === 'EX' || option === 'PX') && i + 1 < a.length && expiresAt === undefined && !keepTtl) {
        const amount = toInteger(a[++i]);
        if (amount <= 0) err("ERR invalid expire time in 'set' command");
        expiresAt = this.now() + amount * (option === 'EX' ? 1000 : 1);
      } else if ((option === 'NX' || option === 'XX') && !mode) mode = option;
      else if (option === 'KEEPTTL' && expiresAt === undefined) keepTtl = true;
      else if (option === 'GET') get = true;
      else err(SYNTAX);
    }
    const existing = this.get(key);
    if (get && existing && existing.type !== 'string') err(WRONGTYPE);
    const previous = existing?.type === 'string' ? existing.value : null;
    if ((mode === 'NX' && existing) || (mode === 'XX' && !existing)) return get ? previous : null;
    this.data.set(key, { type: 'string', value, expiresAt: keepTtl ? existing?.expiresAt : expiresAt });
    return get ? previous : OK;
  }

  private incrBy(key: string, by: number): number {
    const entry = this.typed(key, 'string');
    const current = entry ? toInteger(entry.value) : 0;
    const next = current + by;
    if (!Number.isSafeInteger(next)) err('ERR increment or decrement would overflow');
    this.data.set(key, { type: 'string', value: String(next), expiresAt: entry?.expiresAt });
    return next;
  }

  private zadd(a: string[]): RedisReply {
    this.arity('ZADD', a, 3);
    let i = 1;
    const flags = new Set<string>();
    while (i < a.length && ['NX', 'XX', 'GT', 'LT', 'CH', 'INCR'].includes(a[i].toUpperCase())) flags.add(a[i++].toUpperCase());
    const pairs = a.slice(i);
    if (pairs.length === 0 || pairs.length % 2 !== 0) err(SYNTAX);
    if (flags.has('NX') && flags.has('XX')) err('ERR XX and NX options at the same time are not compatible');
    if (flags.has('INCR') && pairs.length !== 2) err('ERR INCR option supports a single increment-element pair');
    const parsed: [number, string][] = [];
    for (let j = 0; j < pairs.length; j += 2) parsed.push([toFloat(pairs[j]), pairs[j + 1]]);
    if (flags.has('XX') && !this.get(a[0])) return flags.has('INCR') ? null : 0;
    const zset = this.create(a[0], 'zset').value;
    let added = 0;
    let changed = 0;
    let incrResult: number | null = null;
    for (const [score, member] of parsed) {
      const current = zset.get(member);
      if ((flags.has('NX') && current !== undefined) || (flags.has('XX') && current === undefined)) continue;
      const next = flags.has('INCR') ? (current ?? 0) + score : score;
      if (current !== undefined && ((flags.has('GT') && next <= current) || (flags.has('LT') && next >= current))) continue;
      if (current === undefined) added++;
      else if (current !== next) changed++;
      zset.set(member, next);
      incrResult = next;
    }
    this.dropIfEmpty(a[0]);
    if (flags.has('INCR')) return incrResult === null ? null : formatScore(incrResult);
    return flags.has('CH') ? added + changed : added;
  }

  private scan(a: string[]): RedisReply {
    this.arity('SCAN', a, 1);
    const cursor = toInteger(a[0]);
    let match: RegExp | undefined;
    let count = 10;
    let type: string | undefined;
    for (let i = 1; i < a.length; i += 2) {
      const option = a[i].toUpperCase();
      const value = a[i + 1];
      if (value === undefined) err(SYNTAX);
      if (option === 'MATCH') match = globToRegExp(value);
      else if (option === 'COUNT') {
        count = toInteger(value);
        if (count < 1) err(SYNTAX);
      } else if (option === 'TYPE') type = value.toLowerCase();
      else err(SYNTAX);
    }
    // The cursor is a position in the sorted key list: stable while keys are not added or removed.
    const keys = this.liveKeys().sort();
    const page = keys.slice(cursor, cursor + count);
    const next = cursor + count >= keys.length ? 0 : cursor + count;
    const found = page.filter((k) => (!match || match.test(k)) && (!type || this.data.get(k)!.type === type));
    return [String(next), found];
  }

  /** Members by score, then by member (byte order), as Redis orders them. */
  private sorted(key: string): [string, number][] {
    const zset = this.typed(key, 'zset')?.value;
    return [...(zset?.entries() ?? [])].sort(([ma, sa], [mb, sb]) => sa - sb || (ma < mb ? -1 : ma > mb ? 1 : 0));
  }

  /** Redis's inclusive start..end with negative indexes from the end, clamped. */
  private range(length: number, start: number, end: number): [number, number] {
    let s = start < 0 ? length + start : start;
    let e = end < 0 ? length + end : end;
    s = Math.max(0, s);
    e = Math.min(length - 1, e);
    return [s, e];
  }
}

function inBounds(
  score: number,
  min: { value: number; exclusive: boolean },
  max: { value: number; exclusive: boolean },
): boolean {
  const aboveMin = min.exclusive ? score > min.value : score >= min.value;
  const belowMax = max.exclusive ? score < max.value : score <= max.value;
  return aboveMin && belowMax;
}

/**
 * Splits a line into arguments as redis-cli does: blanks separate, "double quotes" take \n \t \"
 * \\ and \xHH escapes, 'single quotes' take only \'. Throws on an unbalanced quote.
 */
export function parseCommandLine(line: string): string[] {
  const args: string[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i])) i++;
    if (i >= line.length) break;
    let arg = '';
    let quoted = false;
    while (i < line.length && !/\s/.test(line[i])) {
      const c = line[i];
      if (c === '"' || c === "'") {
        quoted = true;
        i++;
        let closed = false;
        while (i < line.length) {
          const d = line[i];
          if (d === '\\' && i + 1 < line.length) {
            const e = line[i + 1];
            if (c === "'") {
              arg += e === "'" ? "'" : `\\${e}`;
              i += 2;
            } else if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(line.slice(i + 2, i + 4))) {
              arg += String.fromCharCode(parseInt(line.slice(i + 2, i + 4), 16));
              i += 4;
            } else {
              arg += ({ n: '\n', r: '\r', t: '\t', b: '\b', a: '\x07' } as Record<string, string>)[e] ?? e;
              i += 2;
            }
          } else if (d === c) {
            closed = true;
            i++;
            break;
          } else {
            arg += d;
            i++;
          }
        }
        if (!closed) throw new Error('Invalid argument(s): unbalanced quotes');
        if (i < line.length && !/\s/.test(line[i]))
          throw new Error('Invalid argument(s): a closing quote must be followed by a space');
      } else {
        arg += c;
        i++;
      }
    }
    if (arg !== '' || quoted) args.push(arg);
  }
  return args;
}

/** A reply as redis-cli prints it. */
export function formatReply(reply: RedisReply, indent = ''): string {
  if (reply === null) return '(nil)';
  if (typeof reply === 'number') return `(integer) ${reply}`;
  if (typeof reply === 'string') return JSON.stringify(reply);
  if (Array.isArray(reply)) {
    if (reply.length === 0) return '(empty array)';
    const width = String(reply.length).length;
    return reply
      .map((item, i) => {
        const label = `${String(i + 1).padStart(width)}) `;
        const nested = formatReply(item, `${indent}${' '.repeat(label.length)}`);
        return `${i === 0 ? '' : indent}${label}${nested}`;
      })
      .join('\n');
  }
  if ('error' in reply) return `(error) ${reply.error}`;
  return reply.status;
}
