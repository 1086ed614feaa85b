// The Redis subset's engine: one command per line, run on an in-memory keyspace. Runs in redis.worker.ts.
import type { EngineBackend, StartOptions } from '../protocol';
import { deleteSavedCopy, readSavedCopy, writeSavedCopy } from '../saved-copy';
import { redisSampleCommands } from '../sample-data';
import { positionAt } from '../text-position';
import { EngineQueryError, type Cell, type QueryResult } from '../types';
import { formatReply, Keyspace, parseCommandLine, type KeyspaceSnapshot, type RedisReply } from './redis-commands';

const SAVED_COPY = 'redis';
const READ_ONLY = new Set([
  'GET',
  'MGET',
  'STRLEN',
  'GETRANGE',
  'HGET',
  'HMGET',
  'HGETALL',
  'HEXISTS',
  'HKEYS',
  'HVALS',
  'HLEN',
  'LRANGE',
  'LLEN',
  'LINDEX',
  'SMEMBERS',
  'SISMEMBER',
  'SCARD',
  'SINTER',
  'SUNION',
  'SDIFF',
  'ZSCORE',
  'ZCARD',
  'ZCOUNT',
  'ZRANK',
  'ZREVRANK',
  'ZRANGE',
  'ZREVRANGE',
  'ZRANGEBYSCORE',
  'EXISTS',
  'KEYS',
  'TYPE',
  'TTL',
  'PTTL',
  'SCAN',
  'DBSIZE',
  'PING',
  'ECHO',
]);
// Replies that are field/value or member/score pairs, shown as two columns.
const PAIRS: Record<string, [string, string]> = { HGETALL: ['field', 'value'] };

type Line = { args: string[]; text: string; offset: number };

/** The commands of `text`: one per non-blank line; lines starting with # are comments. */
export function parseRedisScript(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const trimmed = raw.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) {
      try {
        lines.push({ args: parseCommandLine(trimmed), text: trimmed, offset: offset + raw.indexOf(trimmed) });
      } catch (error) {
        throw new EngineQueryError({
          message: (error as Error).message,
          position: positionAt(text, offset + raw.indexOf(trimmed)),
        });
      }
    }
    offset += raw.length + 1;
  }
  return lines;
}

/** One command's reply as a table: pairs as two columns, arrays one value per row, anything else one cell. */
function replyTable(name: string, args: string[], reply: RedisReply): { columns: string[]; rows: Cell[][] } {
  if (Array.isArray(reply)) {
    const withScores = args.some((a) => a.toUpperCase() === 'WITHSCORES');
    const pairs = withScores ? ['member', 'score'] : PAIRS[name];
    if (pairs) {
      const rows: Cell[][] = [];
      for (let i = 0; i < reply.length; i += 2)
        rows.push([reply[i] as Cell, withScores ? Number(reply[i + 1]) : (reply[i + 1] as Cell)]);
      return { columns: pairs, rows };
    }
    if (name === 'SCAN') {
      const [cursor, keys] = reply as [string, string[]];
      return { columns: ['cursor', 'key'], rows: keys.length ? keys.map((k) => [cursor, k]) : [[cursor, null]] };
    }
    return {
      columns: ['#', 'value'],
      rows: reply.map((v, i) => [i + 1, typeof v === 'object' && v !== null ? formatReply(v) : (v as Cell)]),
    };
  }
  if (reply !== null && typeof reply === 'object')
    return { columns: ['reply'], rows: [['status' in reply ? reply.status : reply.error]] };
  return { columns: ['reply'], rows: [[reply]] };
}

export class RedisBackend implements EngineBackend {
  private keyspace = new Keyspace();
  private options: StartOptions = { persist: false, sample: true };

  private fresh() {
    this.keyspace = new Keyspace();
    if (this.options.sample) for (const command of redisSampleCommands()) this.keyspace.execute(command);
  }

  async start(options: StartOptions) {
    this.options = options;
    const saved = options.persist ? await readSavedCopy<KeyspaceSnapshot>(SAVED_COPY) : undefined;
    if (saved) {
      this.keyspace = new Keyspace();
      this.keyspace.restore(saved);
    } else this.fresh();
    return { restored: Boolean(saved) };
  }

  private async save() {
    if (this.options.persist) await writeSavedCopy(SAVED_COPY, this.keyspace.snapshot());
  }

  async query(text: string, { maxRows }: { maxRows: number }): Promise<QueryResult> {
    const started = performance.now();
    const lines = parseRedisScript(text);
    if (lines.length === 0) throw new EngineQueryError({ message: 'Type a command, e.g. GET orders:count' });
    const replies = lines.map((line) => this.keyspace.execute(line.args));
    if (lines.some((line) => !READ_ONLY.has((line.args[0] ?? '').toUpperCase()))) await this.save();
    const elapsedMs = performance.now() - started;
    const statements = lines.map((line, i) => {
      const reply = replies[i];
      const count = Array.isArray(reply) ? reply.length : 1;
      return { command: (line.args[0] ?? '').toUpperCase(), columns: null, rowCount: count };
    });
    let table: { columns: string[]; rows: Cell[][] };
    if (lines.length === 1) {
      const reply = replies[0];
      // A lone failing command is an error, as redis-cli shows it; in a script the others still run.
      if (reply && typeof reply === 'object' && !Array.isArray(reply) && 'error' in reply) {
        throw new EngineQueryError({ message: `(error) ${reply.error}`, position: positionAt(text, lines[0].offset) });
      }
      table = replyTable(statements[0].command, lines[0].args, reply);
    } else {
      table = { columns: ['#', 'command', 'reply'], rows: lines.map((line, i) => [i + 1, line.text, formatReply(replies[i])]) };
    }
    return {
      statements,
      columns: table.columns.map((name) => ({ name })),
      rows: table.rows.slice(0, maxRows),
      truncated: table.rows.length > maxRows,
      totalRows: table.rows.length,
      elapsedMs,
      notes: [],
    };
  }

  async transaction(): Promise<never> {
    throw new EngineQueryError({ message: 'Transactions are offered on the SQL engines only.' });
  }

  async catalogue() {
    return { tables: [], keys: this.keyspace.keysWithTypes() };
  }

  async reset() {
    this.fresh();
    await this.save();
  }

  async setPersistence(on: boolean) {
    this.options = { ...this.options, persist: on };
    if (on) await this.save();
    else await deleteSavedCopy(SAVED_COPY);
  }
}
