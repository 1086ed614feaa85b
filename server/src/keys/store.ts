import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { providerIds, providerName, type ApiKeyRecord, type ProviderId } from '../../../common/ai';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { UserApiKeyTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { KeyDecryptionError, createApiKeyCipher, type ApiKeyCipher } from './cipher';
import { maskApiKey } from './mask';
import { resolveKeysSecret } from './secret';

type Row = Selectable<UserApiKeyTable>;

export type KeyStore = ReturnType<typeof createKeyStore>;

function isProviderId(value: string): value is ProviderId {
  return (providerIds as readonly string[]).includes(value);
}

/** The authenticated context of a stored key: its ciphertext only decrypts in its own row. */
function contextOf(row: Pick<Row, 'user_id' | 'provider'>): string {
  return `${row.user_id}:${row.provider}`;
}

/**
 * Users' API keys (spec platform.md §3, §4, §7 Data API), always scoped to their owner: another
 * user's id behaves exactly like an id that does not exist.
 */
export function createKeyStore({ database, cipher, now = () => new Date() }: { database: Database; cipher: ApiKeyCipher; now?: () => Date }) {
  const { db } = database;

  // The masks of stored values already decrypted. A stored value decrypts to one key only (in its
  // own row's context), so its mask never changes; decrypting costs ~5 µs a key (the AES-GCM
  // set-up), and the list is read on every visit of the account page and the builder. Bounded:
  // the oldest entry goes first. Values that fail to decrypt are not kept.
  const masks = new Map<string, string>();
  const MAX_MASKS = 10_000;

  function maskOf(row: Row): string {
    const context = contextOf(row);
    const memoKey = `${context} ${row.api_key}`;
    let masked = masks.get(memoKey);
    if (masked === undefined) {
      try {
        masked = maskApiKey({ apiKey: cipher.decrypt(row.api_key, context) });
      } catch (err) {
        if (!(err instanceof KeyDecryptionError)) throw err;
        return 'unreadable: save it again';
      }
      if (masks.size >= MAX_MASKS) masks.delete(masks.keys().next().value!);
      masks.set(memoKey, masked);
    }
    return masked;
  }

  function toRecord(row: Row): ApiKeyRecord {
    const provider = row.provider as ProviderId;
    const maskedKey = maskOf(row);
    return {
      id: row.id,
      provider,
      providerName: providerName(provider),
      maskedKey,
      isActive: row.is_active === 1,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  function decryptOrExplain(row: Row): string {
    try {
      return cipher.decrypt(row.api_key, contextOf(row));
    } catch (err) {
      if (!(err instanceof KeyDecryptionError)) throw err;
      const name = providerName(row.provider as ProviderId);
      throw new HttpError(500, 'api_key_unreadable', `Your saved ${name} API key could not be read. Please save it again in Account Settings.`);
    }
  }

  async function ownRow(userId: string, id: string): Promise<Row | undefined> {
    return db.selectFrom('user_api_keys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  return {
    /** Newest first (spec §7: ordered by created_at descending). */
    async list(userId: string): Promise<ApiKeyRecord[]> {
      // database.read, not the query builder: this read runs on every visit of the account page
      // and the builder, and building and queueing the query cost more than running it (bench/ai-usage).
      const rows = await database.read<Row>`
        select id, user_id, provider, api_key, is_active, created_at, updated_at
        from user_api_keys where user_id = ${userId} order by created_at desc, id`;
      return rows.filter((row) => isProviderId(row.provider)).map(toRecord);
    },

    /** Inserts an active key, or replaces the provider's existing key and makes it active (spec §4), in one statement. */
    async save(userId: string, provider: ProviderId, apiKey: string): Promise<{ record: ApiKeyRecord; created: boolean }> {
      const id = randomUUID();
      const at = now().toISOString();
      const encrypted = cipher.encrypt(apiKey, contextOf({ user_id: userId, provider }));
      const row = await db
        .insertInto('user_api_keys')
        .values({ id, user_id: userId, provider, api_key: encrypted, is_active: 1, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ api_key: encrypted, is_active: 1, updated_at: at }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { record: toRecord(row), created: row.id === id };
    },

    async setActive(userId: string, id: string, isActive: boolean): Promise<ApiKeyRecord | null> {
      const row = await db
        .updateTable('user_api_keys')
        .set({ is_active: isActive ? 1 : 0, updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('user_api_keys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The key in clear, for its owner only. */
    async reveal(userId: string, id: string): Promise<string | null> {
      const row = await ownRow(userId, id);
      return row ? decryptOrExplain(row) : null;
    },

    /** The user's active key for a provider, which AI calls use instead of the built-in key. */
    async activeKeyFor(userId: string, provider: ProviderId): Promise<string | null> {
      const row = await db
        .selectFrom('user_api_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return row ? decryptOrExplain(row) : null;
    },

    async activeProviders(userId: string): Promise<Set<ProviderId>> {
      const rows = await db.selectFrom('user_api_keys').select('provider').where('user_id', '=', userId).where('is_active', '=', 1).execute();
      return new Set(rows.map((r) => r.provider).filter(isProviderId));
    },
  };
}

/** The key store with the configured secret (AI_KEYS_SECRET, else the one generated into dataDir). */
export function createConfiguredKeyStore({ database, config }: { database: Database; config: Pick<Config, 'ai' | 'dataDir'> }): KeyStore {
  const secret = resolveKeysSecret({ secret: config.ai.keysSecret, dataDir: config.dataDir });
  return createKeyStore({ database, cipher: createApiKeyCipher({ secret }) });
}
