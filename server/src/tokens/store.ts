import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_CHARS,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type CreatedApiTokenResponse,
} from '../../../common/api-tokens';
import type { SessionUser } from '../auth/routes';
import { planOf } from '../auth/plan';
import type { Database } from '../db/database';
import type { ApiTokenTable } from '../db/schema';
import { HttpError } from '../http/errors';

// Personal API tokens: `dfk_` + 256 random bits (base64url). Only the SHA-256 of a token is
// stored: a database leak gives no usable token, and a token of this entropy needs no slow hash.
// Every use reads the row again (no cache), so a revoked or expired token is refused at once on
// every instance.

const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
const DAY_MS = 86_400_000;
/** "Last used" is written at most this often per token: a write per call would cost more than the call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toRecord(row: Pick<ApiTokenTable, 'id' | 'name' | 'prefix' | 'created_at' | 'expires_at' | 'last_used_at'>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}

export type TokenCaller = { tokenId: string; user: SessionUser };

export function createTokenStore({ database, now = () => new Date() }: { database: Database; now?: () => Date }) {
  const { db } = database;
  // When this instance last wrote each token's "last used": a burst of calls writes it once.
  const noted = new Map<string, number>();
  const MAX_NOTED = 10_000;

  async function noteUse(id: string, lastUsedAt: string | null, at: Date): Promise<void> {
    const since = Math.max(lastUsedAt === null ? -Infinity : Date.parse(lastUsedAt), noted.get(id) ?? -Infinity);
    if (at.getTime() - since < LAST_USED_RESOLUTION_MS) return;
    noted.delete(id);
    if (noted.size >= MAX_NOTED) noted.delete(noted.keys().next().value!);
    noted.set(id, at.getTime());
    await database.countWrite`update api_tokens set last_used_at = ${at.toISOString()} where id = ${id}`;
  }

  type TokenRow = { id: string; user_id: string; expires_at: string | null; last_used_at: string | null; email: string; plan: string | null };
  async function findToken(secret: string): Promise<TokenRow | undefined> {
    const [row] = await database.read<TokenRow>`
      select t.id, t.user_id, t.expires_at, t.last_used_at, u.email, u.plan
      from api_tokens t join "user" u on u.id = t.user_id
      where t.token_hash = ${hashToken(secret)}`;
    return row;
  }
  // The lookups asked for in this turn of the event loop, by token: the calls of a script that arrive
  // together share one read. Only within the turn (each call's read is sent after it arrived): on
  // SQLite the reads of a turn run together, in one transaction, so each would have seen the same
  // row anyway; a call in a later turn reads again, so a token revoked a moment ago is refused by
  // the next call, on every instance.
  const lookups = new Map<string, Promise<TokenRow | undefined>>();
  let clearing = false;

  return {
    async create(
      userId: string,
      { name, expiresInDays }: { name: string; expiresInDays: number | null },
    ): Promise<CreatedApiTokenResponse> {
      const { count } = await db
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= API_TOKENS_PER_USER_MAX) {
        throw new HttpError(
          409,
          'too_many_tokens',
          `You have ${API_TOKENS_PER_USER_MAX} API tokens, the most an account may have. Revoke one you no longer use first.`,
        );
      }
      const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const at = now();
      const row = {
        id: randomUUID(),
        user_id: userId,
        name,
        prefix: secret.slice(0, API_TOKEN_SHOWN_CHARS),
        token_hash: hashToken(secret),
        created_at: at.toISOString(),
        expires_at: expiresInDays === null ? null : new Date(at.getTime() + expiresInDays * DAY_MS).toISOString(),
        last_used_at: null,
      };
      await db.insertInto('api_tokens').values(row).execute();
      return { token: toRecord(row), secret };
    },

    /** The user's tokens, newest first (expired ones too, marked by their date, until revoked). */
    async list(userId: string): Promise<ApiToken[]> {
      const rows = await database.read<
        Pick<ApiTokenTable, 'id' | 'name' | 'prefix' | 'created_at' | 'expires_at' | 'last_used_at'>
      >`
        select id, name, prefix, created_at, expires_at, last_used_at from api_tokens where user_id = ${userId} order by created_at desc, id`;
      return rows.map(toRecord);
    },

    /** Deletes the user's token; false when there is none with that id (another user's included). */
    async revoke(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The owner of a valid, unexpired token, or null. Notes the use (at most once a minute per token). */
    async authenticate(secret: string): Promise<TokenCaller | null> {
      if (!TOKEN_PATTERN.test(secret)) return null;
      let lookup = lookups.get(secret);
      if (!lookup) {
        lookup = findToken(secret);
        lookups.set(secret, lookup);
        if (!clearing) {
          clearing = true;
          setImmediate(() => {
            lookups.clear();
            clearing = false;
          });
        }
      }
      const row = await lookup;
      if (!row) return null;
      const at = now();
      if (row.expires_at !== null && row.expires_at <= at.toISOString()) return null;
      await noteUse(row.id, row.last_used_at, at);
      return { tokenId: row.id, user: { id: row.user_id, email: row.email, plan: planOf({ plan: row.plan }) } };
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
