import { API_KEY_NAME_MAX, API_KEY_REVOKE_REASONS, type ApiKeyRevokeReason } from '@api-market/rules';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '@api-market/rules';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { keysPolicy } from './keys.policy.js';
import { declaredWrite, untrackedWrite } from '../../core/request-writes.js';
import { keysCache } from './keys.cache.js';
import { charLength, hasNameControls } from '../../core/text.js';
import type { ApiKey, CreatedApiKey } from './keys.types.js';

/** A notification to write for the owner once revocations commit (the caller publishes it). */
export interface KeysRevokedNotice {
  userId: number;
  count: number;
  reason: ApiKeyRevokeReason;
}

const apiKeyRow = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.date(),
  last_used_at: z.date().nullable(),
  revoked_at: z.date().nullable(),
  revoked_reason: z.string().nullable(),
});
type ApiKeyRow = z.infer<typeof apiKeyRow>;

/** Who holds an active key, and which key it is. */
export interface KeyOwner {
  userId: number;
  keyId: number;
}

export const MAX_KEYS_PER_USER = 20;
/** Revoked keys a list shows (the most recently revoked). */
export const REVOKED_KEYS_LISTED = 50;
/** How long a key's owner is remembered without asking the database. */
const KEY_CACHE_MS = 500;

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const view = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
  revokedReason: r.revoked_at ? (r.revoked_reason && r.revoked_reason in API_KEY_REVOKE_REASONS ? (r.revoked_reason as ApiKeyRevokeReason) : 'OWNER') : null,
});
const COLUMNS = 'id, name, prefix, created_at, last_used_at, revoked_at, revoked_reason';

const lockedRow = z.object({ locked: z.number() });
const lockUserStatement = statement<[userId: number], typeof lockedRow>(
  'keys.lock-user',
  `SELECT 1 AS locked FROM app_user WHERE id = $1 FOR UPDATE`,
  lockedRow,
);
const countRow = z.object({ n: z.number() });
const activeCountStatement = statement<[userId: number], typeof countRow>(
  'keys.active-count',
  `SELECT count(*)::int AS n FROM api_key WHERE user_id = $1 AND revoked_at IS NULL`,
  countRow,
);
const createCommand = command<[userId: number, name: string, prefix: string, keyHash: string], typeof apiKeyRow>(
  'keys.create',
  `INSERT INTO api_key (user_id, name, prefix, key_hash) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
  apiKeyRow,
);
/**
 * The active keys (at most MAX_KEYS_PER_USER) and the REVOKED_KEYS_LISTED revoked last: revoked rows stay
 * (a subscription held by a key keeps its history), so creating and revoking in a loop grew the list
 * without end. Newest first.
 */
const listStatement = statement<[userId: number, revokedShown: number], typeof apiKeyRow>(
  'keys.list',
  `SELECT ${COLUMNS} FROM api_key WHERE user_id = $1 AND revoked_at IS NULL
   UNION ALL
   (SELECT ${COLUMNS} FROM api_key WHERE user_id = $1 AND revoked_at IS NOT NULL ORDER BY revoked_at DESC, id DESC LIMIT $2)
   ORDER BY created_at DESC, id DESC`,
  apiKeyRow,
);
const revokedRow = apiKeyRow.extend({ key_hash: z.string() });
const revokeCommand = command<[id: number, userId: number], typeof revokedRow>(
  'keys.revoke',
  `UPDATE api_key SET revoked_reason = CASE WHEN revoked_at IS NULL THEN 'OWNER' ELSE revoked_reason END,
          revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND user_id = $2
   RETURNING ${COLUMNS}, key_hash`,
  revokedRow,
);
const hashRow = z.object({ key_hash: z.string() });
const revokeAllCommand = command<[userId: number, reason: ApiKeyRevokeReason], typeof hashRow>(
  'keys.revoke-all',
  `UPDATE api_key SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING key_hash`,
  hashRow,
);
const ownerRow = z.object({ user_id: z.number(), id: z.number() });
const useCommand = command<[keyHash: string], typeof ownerRow>(
  'keys.use',
  `UPDATE api_key k SET last_used_at = now() FROM app_user u
    WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.id = k.user_id AND u.status = 1
    RETURNING k.user_id, k.id`,
  ownerRow,
);

/** The owner's notification of keys revoked for them (kind `keys`), in both languages. */
export function keysRevokedMessage(count: number, reason: ApiKeyRevokeReason): { zh: string; en: string } {
  const why = API_KEY_REVOKE_REASONS[reason];
  return {
    zh: `你的 ${count} 个 API 密钥已被吊销（${why.zh}）。使用它们的服务器需要换用新密钥。`,
    en: `${count} of your API keys ${count === 1 ? 'was' : 'were'} revoked (${why.en.toLowerCase()}). Servers using them need a new key.`,
  };
}

/**
 * Personal API keys for open calls to APIs that need a token. A key is 32 random bytes; only its
 * SHA-256 is stored (a key has full entropy, so a slow hash adds nothing), so it is shown once.
 */
export class ApiKeyService {
  /** Hash → owner and key id for recently used keys, so a keyed call costs no query in the steady state. */
  private readonly cache = new Map<string, { owner: KeyOwner | null; at: number }>();

  private readonly sql: Sql;

  constructor(private readonly ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  async create(actor: Actor, name: string): Promise<CreatedApiKey> {
    const userId = authorize(actor, keysPolicy.own).id;
    const trimmed = name.trim();
    // Characters as both doors' schemas count them (an emoji is one, not two UTF-16 units).
    const length = charLength(trimmed);
    if (length < 1 || length > API_KEY_NAME_MAX) {
      throw badInput(`密钥名称需为 1–${API_KEY_NAME_MAX} 个字符`, `A key name must be 1–${API_KEY_NAME_MAX} characters`);
    }
    // A one-line name like an account's: no line breaks, escapes or text direction overrides.
    if (hasNameControls(trimmed)) {
      throw badInput('密钥名称不能包含控制字符、换行或文字方向控制符', 'A key name cannot contain control characters, line breaks or text direction controls');
    }
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    // One creation per user at a time (the user's row locked): parallel requests cannot all pass the
    // count before any of them has inserted (#26.7).
    // No cached answer shows a key (keys.cache.ts).
    const { rows } = await declaredWrite(keysCache.writes.key(), () => this.ds.transaction(async (em) => {
      await this.sql.all(lockUserStatement, [userId], em);
      const n = (await this.sql.first(activeCountStatement, [userId], em))?.n ?? 0;
      if (n >= MAX_KEYS_PER_USER) {
        throw new AppError('CONFLICT', {
          zh: `每个用户最多 ${MAX_KEYS_PER_USER} 个有效密钥，请先吊销不用的密钥`,
          en: `At most ${MAX_KEYS_PER_USER} active keys per user; revoke one first`,
        });
      }
      return this.sql.run(createCommand, [userId, trimmed, key.slice(0, API_KEY_PREFIX.length + 6), sha256(key)], em);
    }));
    return { key, apiKey: view(rows[0]!) };
  }

  async list(actor: Actor): Promise<ApiKey[]> {
    const userId = authorize(actor, keysPolicy.own).id;
    return (await this.sql.all(listStatement, [userId, REVOKED_KEYS_LISTED])).map(view);
  }

  async revoke(actor: Actor, id: number): Promise<ApiKey> {
    const userId = authorize(actor, keysPolicy.own).id;
    const { rows } = await declaredWrite(keysCache.writes.key(), () => this.sql.run(revokeCommand, [id, userId]));
    const row = rows[0];
    if (!row) throw notFound('密钥不存在', 'API key not found');
    this.cache.delete(row.key_hash);
    return view(row);
  }

  /**
   * Revokes every active key of an account (a password change, a disabled account, "sign out
   * everywhere"), inside the caller's transaction. This gateway forgets them at once; every other one
   * re-reads a key at most KEY_CACHE_MS after it last did, so they stop everywhere within a second. The
   * notice (null when there was nothing to revoke) is for the caller to write and publish.
   */
  async revokeAllOf(em: EntityManager | DataSource, userId: number, reason: ApiKeyRevokeReason): Promise<KeysRevokedNotice | null> {
    // Inside the caller's transaction: what it touches is the caller's to declare (keys.cache.ts).
    const { rows } = await sqlOn(em).run(revokeAllCommand, [userId, reason]);
    this.forgetUser(userId);
    for (const r of rows) this.cache.delete(r.key_hash);
    return rows.length ? { userId, count: rows.length, reason } : null;
  }

  /** Every cached view of this account's keys on this gateway is dropped (read again on next use). */
  forgetUser(userId: number): void {
    for (const [hash, hit] of this.cache) if (hit.owner?.userId === userId) this.cache.delete(hash);
  }

  /** The owner of an active key, or null. Revocation clears the cache entry at once. */
  async resolve(key: string): Promise<number | null> {
    return (await this.resolveKey(key))?.userId ?? null;
  }

  /** The owner and id of an active key (a subscription is held by a key), or null. */
  async resolveKey(key: string): Promise<KeyOwner | null> {
    if (!API_KEY_PATTERN.test(key)) return null;
    const hash = sha256(key);
    const hit = this.cache.get(hash);
    // Half a second: a key revoked, or its owner disabled, on any gateway stops here within 1 s (#26.6).
    if (hit && Date.now() - hit.at < KEY_CACHE_MS) return hit.owner;
    // A key's last use is shown by no cached answer (the owner's key list is never cached): an open call
    // that stamps it is no catalogue write of the request's.
    const { rows } = await untrackedWrite(() => this.sql.run(useCommand, [hash]));
    const owner = rows[0] ? { userId: rows[0].user_id, keyId: rows[0].id } : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(hash, { owner, at: Date.now() });
    return owner;
  }
}
