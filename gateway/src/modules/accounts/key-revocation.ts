import type { ApiKeyRevokeReason } from '@api-market/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, sqlOn } from '../../core/sql.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import { keysRevokedMessage, type ApiKeyService } from '../keys/api-key.service.js';

const noticeRow = z.object({ id: z.string(), created_at: z.date() });
const keysNoticeCommand = command<[userId: number, message: string, messageEn: string], typeof noticeRow>(
  'accounts.keys-notice',
  `INSERT INTO notification (user_id, kind, message, message_en) VALUES ($1, 'keys', $2, $3) RETURNING id, created_at`,
  noticeRow,
);

/**
 * Ends an account's API keys for `reason` inside the running transaction, with the owner's notification
 * (kind `keys`: how many, and why). Returns the event to publish once the transaction commits.
 */
export async function revokeKeysOf(
  em: EntityManager | DataSource,
  keys: ApiKeyService | undefined,
  userId: number,
  reason: ApiKeyRevokeReason,
): Promise<NotificationEvent | null> {
  const notice = await keys?.revokeAllOf(em, userId, reason);
  if (!notice) return null;
  const text = keysRevokedMessage(notice.count, reason);
  const { rows } = await sqlOn(em).run(keysNoticeCommand, [userId, text.zh, text.en]);
  return { id: Number(rows[0]!.id), apiId: null, kind: 'keys', message: text.zh, messageEn: text.en, read: false, createdAt: rows[0]!.created_at };
}

/** The owner hears it (after the commit), on whichever gateway their socket is. */
export function announce(pubsub: AppPubSub | undefined, userId: number, event: NotificationEvent | null): void {
  if (event) pubsub?.publish(Topic.NotificationAdded, userId, event);
}
