// @vitest-environment node
// Our Redis subset against ioredis-mock as the oracle: the same command sequences (fixed ones and
// seeded random ones over every data type) must give the same replies. ioredis-mock does not raise
// Redis's errors (WRONGTYPE, not an integer…), so error replies are checked against the texts
// Redis 7 sends, quoted from its source and documentation. Where ioredis-mock 8.13 departs from
// Redis itself, the harness holds it to Redis's documented behaviour (see `compare`):
// - Redis deletes a list, hash, set or sorted set once it is empty; the mock keeps the empty key;
// - GETRANGE of a missing key is "" in Redis; the mock throws a TypeError;
// - the mock parses score bounds with parseInt, so "(2.5" excludes 2 instead of 2.5: bounds here are whole;
// - LRANGE/ZRANGE with a negative start before the first element: Redis clamps it to 0, the mock does
//   not; the harness clamps it before asking the mock.
import RedisMock from 'ioredis-mock';
import { describe, expect, it } from 'vitest';
import { formatReply, globToRegExp, Keyspace, parseCommandLine, REDIS_COMMANDS, type RedisReply } from './redis-commands';

type Mock = Record<string, (...args: string[]) => Promise<unknown>>;

const UNORDERED = new Set(['SMEMBERS', 'SINTER', 'SUNION', 'SDIFF', 'KEYS']);

/** Our reply in ioredis's shape: status as its text, HGETALL as an object, unordered replies sorted. */
function normaliseOurs(name: string, reply: RedisReply): unknown {
  if (reply !== null && typeof reply === 'object' && !Array.isArray(reply)) return 'status' in reply ? reply.status : reply;
  if (name === 'HGETALL' && Array.isArray(reply)) {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < reply.length; i += 2) object[reply[i] as string] = reply[i + 1];
    return object;
  }
  if (UNORDERED.has(name) && Array.isArray(reply)) return [...reply].sort();
  return reply;
}

function normaliseTheirs(name: string, reply: unknown): unknown {
  if (UNORDERED.has(name) && Array.isArray(reply)) return [...reply].sort();
  return reply;
}

async function compare(commands: string[][]) {
  const ours = new Keyspace();
  const theirs = new RedisMock() as unknown as Mock;
  await (theirs as unknown as { flushall: () => Promise<unknown> }).flushall();
  const store = (theirs as unknown as { data: { get: (key: string) => unknown; delete: (key: string) => void } }).data;
  for (const [name, ...args] of commands) {
    const missing = name === 'GETRANGE' && !(await theirs.exists(args[0]));
    const mockArgs = [...args];
    if ((name === 'LRANGE' || name === 'ZRANGE') && Number(args[1]) < 0) {
      const length = Number(await theirs[name === 'LRANGE' ? 'llen' : 'zcard'](args[0]));
      if (-Number(args[1]) > length) mockArgs[1] = '0';
    }
    const expected = missing ? '' : normaliseTheirs(name, await theirs[name.toLowerCase()](...mockArgs));
    const value = args[0] === undefined ? undefined : store.get(args[0]);
    const size = Array.isArray(value) ? value.length : value instanceof Map || value instanceof Set ? value.size : -1;
    if (size === 0) store.delete(args[0]);
    const actual = normaliseOurs(name, ours.execute([name, ...args]));
    expect({ command: [name, ...args].join(' '), reply: actual }).toEqual({
      command: [name, ...args].join(' '),
      reply: expected,
    });
  }
}

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Valid commands only (each key prefix holds one type), so both sides take the success path. */
function randomCommands(seed: number, count: number): string[][] {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)];
  const int = (min: number, max: number) => String(min + Math.floor(rnd() * (max - min + 1)));
  const word = () => pick(['a', 'b', 'c', 'd', 'e', 'f']);
  const key = (prefix: string) => `${prefix}:${int(1, 3)}`;
  const generators: (() => string[])[] = [
    () => ['SET', key('s'), int(-50, 50)],
    () => ['GET', key('s')],
    () => ['INCRBY', key('s'), int(-5, 5)],
    () => ['DECR', key('s')],
    () => ['APPEND', key('t'), word()],
    () => ['STRLEN', key('t')],
    () => ['GETRANGE', key('t'), int(-3, 2), int(-2, 4)],
    () => ['MSET', key('s'), int(0, 9), key('s'), int(0, 9)],
    () => ['MGET', key('s'), key('s'), 'missing'],
    () => ['SETNX', key('s'), int(0, 9)],
    () => ['HSET', key('h'), word(), int(0, 9), word(), int(0, 9)],
    () => ['HGET', key('h'), word()],
    () => ['HMGET', key('h'), word(), word()],
    () => ['HGETALL', key('h')],
    () => ['HDEL', key('h'), word()],
    () => ['HEXISTS', key('h'), word()],
    () => ['HLEN', key('h')],
    () => ['HINCRBY', key('h'), word(), int(-3, 3)],
    () => ['HKEYS', key('h')],
    () => ['LPUSH', key('l'), word(), word()],
    () => ['RPUSH', key('l'), word()],
    () => ['LPOP', key('l')],
    () => ['RPOP', key('l')],
    () => ['LRANGE', key('l'), int(-4, 2), int(-3, 5)],
    () => ['LLEN', key('l')],
    () => ['LINDEX', key('l'), int(-3, 3)],
    () => ['LREM', key('l'), int(-2, 2), word()],
    () => ['LTRIM', key('l'), int(0, 2), int(-2, 4)],
    () => ['SADD', key('S'), word(), word()],
    () => ['SREM', key('S'), word()],
    () => ['SMEMBERS', key('S')],
    () => ['SISMEMBER', key('S'), word()],
    () => ['SCARD', key('S')],
    () => ['SINTER', key('S'), key('S')],
    () => ['SUNION', key('S'), key('S')],
    () => ['SDIFF', key('S'), key('S')],
    () => ['ZADD', key('z'), int(0, 9), word(), int(0, 9), word()],
    () => ['ZREM', key('z'), word()],
    () => ['ZSCORE', key('z'), word()],
    () => ['ZINCRBY', key('z'), int(-2, 2), word()],
    () => ['ZCARD', key('z')],
    () => ['ZRANK', key('z'), word()],
    () => ['ZREVRANK', key('z'), word()],
    () => ['ZRANGE', key('z'), int(0, 2), int(-2, 4), 'WITHSCORES'],
    () => ['ZREVRANGE', key('z'), '0', '-1'],
    () => ['ZRANGEBYSCORE', key('z'), int(0, 4), pick(['+inf', '(7', '9'])],
    () => ['ZCOUNT', key('z'), pick(['-inf', '(2', '3']), int(4, 9)],
    () => ['EXISTS', key(pick(['s', 'h', 'l', 'S', 'z']))],
    () => ['DEL', key(pick(['s', 'h', 'l', 'S', 'z']))],
    () => ['TYPE', key(pick(['s', 'h', 'l', 'S', 'z', 'none']))],
    () => ['KEYS', pick(['*', 's:*', '?:1', '[hl]:*'])],
    () => ['DBSIZE'],
  ];
  return Array.from({ length: count }, () => pick(generators)());
}

describe('Redis subset vs ioredis-mock', () => {
  it('agrees on a walk through every data type', async () => {
    await compare([
      ['PING'],
      ['ECHO', 'hello'],
      ['SET', 'orders:count', '24'],
      ['INCR', 'orders:count'],
      ['INCRBY', 'orders:count', '10'],
      ['DECRBY', 'orders:count', '4'],
      ['GET', 'orders:count'],
      ['SET', 'greeting', 'hello', 'NX'],
      ['SET', 'greeting', 'again', 'NX'],
      ['SET', 'greeting', 'world', 'XX'],
      ['GETDEL', 'greeting'],
      ['INCRBYFLOAT', 'ratio', '10.5'],
      ['INCRBYFLOAT', 'ratio', '0.1'],
      ['HSET', 'user:1', 'name', 'Ada', 'country', 'UK'],
      ['HSETNX', 'user:1', 'name', 'Grace'],
      ['HGETALL', 'user:1'],
      ['HVALS', 'user:1'],
      ['RPUSH', 'queue', 'a', 'b', 'c', 'd'],
      ['LPOP', 'queue', '2'],
      ['LSET', 'queue', '-1', 'z'],
      ['LRANGE', 'queue', '0', '-1'],
      ['ZADD', 'scores', '1', 'ada', '2.5', 'grace', '2.5', 'alan'],
      ['ZADD', 'scores', 'XX', 'CH', '3', 'ada', '9', 'nobody'],
      ['ZADD', 'scores', 'NX', '7', 'ada', '4', 'linus'],
      ['ZRANGE', 'scores', '0', '-1', 'WITHSCORES'],
      ['ZRANGEBYSCORE', 'scores', '(2', '+inf', 'WITHSCORES', 'LIMIT', '0', '5'],
      ['ZINCRBY', 'scores', '1.5', 'grace'],
      ['SADD', 'tags', 'x', 'y', 'z'],
      ['SISMEMBER', 'tags', 'y'],
      ['EXPIRE', 'tags', '100'],
      ['TTL', 'tags'],
      ['PERSIST', 'tags'],
      ['TTL', 'tags'],
      ['TTL', 'nothing'],
      ['RENAME', 'tags', 'labels'],
      ['TYPE', 'labels'],
      ['TYPE', 'scores'],
      ['EXISTS', 'labels', 'tags', 'scores'],
      ['DEL', 'labels', 'nothing'],
      ['DBSIZE'],
      ['FLUSHDB'],
      ['DBSIZE'],
    ]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('agrees on 300 random valid commands (seed %i)', async (seed) => {
    await compare(randomCommands(seed, 300));
  });
});

describe('errors as Redis 7 sends them', () => {
  const ks = new Keyspace();
  ks.execute(['SET', 'text', 'abc']);
  ks.execute(['LPUSH', 'list', 'a']);
  it.each([
    [['GET', 'list'], 'WRONGTYPE Operation against a key holding the wrong kind of value'],
    [['INCR', 'text'], 'ERR value is not an integer or out of range'],
    [['GET'], "ERR wrong number of arguments for 'get' command"],
    [['HSET', 'h', 'f'], "ERR wrong number of arguments for 'hset' command"],
    [['ZADD', 'z', 'x', 'm'], 'ERR value is not a valid float'],
    [['SET', 'k', 'v', 'EX', '0'], "ERR invalid expire time in 'set' command"],
    [['LSET', 'missing', '0', 'x'], 'ERR no such key'],
    [['FOO', 'bar'], "ERR unknown command 'FOO', with args beginning with: 'bar'"],
  ])('%j', (args, message) => {
    expect(ks.execute(args as string[])).toEqual({ error: message });
  });
});

describe('expiry', () => {
  it('forgets a key once its time is up (clock passed in)', () => {
    let now = 1_000_000;
    const ks = new Keyspace(() => now);
    ks.execute(['SET', 'session', 'x', 'PX', '1500']);
    expect(ks.execute(['PTTL', 'session'])).toBe(1500);
    now += 1499;
    expect(ks.execute(['GET', 'session'])).toBe('x');
    now += 1;
    expect(ks.execute(['GET', 'session'])).toBeNull();
    expect(ks.execute(['TTL', 'session'])).toBe(-2);
  });
});

describe('SCAN', () => {
  it('visits every key once over a full iteration, filtered by MATCH and TYPE', () => {
    const ks = new Keyspace();
    for (let i = 0; i < 25; i++) ks.execute(['SET', `k:${i}`, String(i)]);
    ks.execute(['HSET', 'h:1', 'a', '1']);
    const seen: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = ks.execute(['SCAN', cursor, 'MATCH', 'k:*', 'COUNT', '7']) as [string, string[]];
      seen.push(...keys);
      cursor = next;
    } while (cursor !== '0');
    expect(seen.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `k:${i}`).sort());
    expect(ks.execute(['SCAN', '0', 'TYPE', 'hash', 'COUNT', '100'])).toEqual(['0', ['h:1']]);
  });
});

describe('parseCommandLine and formatReply (redis-cli)', () => {
  it('splits quoted arguments with escapes', () => {
    expect(parseCommandLine(`SET "user name" 'it\\'s' "a\\nb\\x41" ""`)).toEqual(['SET', 'user name', "it's", 'a\nbA', '']);
    expect(() => parseCommandLine('GET "open')).toThrow(/unbalanced quotes/);
  });

  it('prints replies as redis-cli does', () => {
    expect(formatReply(['a', 1, null, ['x']])).toBe('1) "a"\n2) (integer) 1\n3) (nil)\n4) 1) "x"');
    expect(formatReply({ status: 'OK' })).toBe('OK');
    expect(formatReply([])).toBe('(empty array)');
  });

  it('matches globs like KEYS', () => {
    expect(['user:1', 'user:22', 'product:1'].filter((k) => globToRegExp('user:?').test(k))).toEqual(['user:1']);
    expect(globToRegExp('h[ae]llo').test('hallo') && !globToRegExp('h[^e]llo').test('hello')).toBe(true);
  });

  it('documents each supported command once', () => {
    const all = Object.values(REDIS_COMMANDS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
