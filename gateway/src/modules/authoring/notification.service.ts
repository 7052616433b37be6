import { authorize, type Actor } from '../../core/policy.js';
import { notificationPolicy } from './authoring.policy.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { declaredWrite } from '../../core/request-writes.js';
import { authoringCache } from './authoring.cache.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';

const notificationRow = z.object({
  id: z.number(),
  apiId: z.number().nullable(),
  kind: z.string(),
  message: z.string(),
  messageEn: z.string(),
  read: z.boolean(),
  createdAt: z.date(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

const listStatement = statement<[userId: number, unreadOnly: boolean], typeof notificationRow>(
  'authoring.notifications',
  `SELECT id::int, api_id AS "apiId", kind, message, message_en AS "messageEn", read_at IS NOT NULL AS read,
          created_at AS "createdAt"
     FROM notification
    WHERE user_id = $1 AND (NOT $2::boolean OR read_at IS NULL) ORDER BY created_at DESC, id DESC LIMIT 200`,
  notificationRow,
);
const countRow = z.object({ n: z.number() });
const unreadStatement = statement<[userId: number], typeof countRow>(
  'authoring.notifications-unread',
  `SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND read_at IS NULL`,
  countRow,
);
const markReadCommand = command<[id: number, userId: number]>(
  'authoring.notification-read',
  `UPDATE notification SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2`,
);
const markAllReadCommand = command<[userId: number]>(
  'authoring.notifications-all-read',
  `UPDATE notification SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
);

/** A creator's notifications (API passed, rejected, published, taken offline), newest first. */
export class NotificationService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  /** The topic the caller's own notifications are published under (their account id). */
  topicOf(actor: Actor): number {
    return authorize(actor, notificationPolicy.readOwn).id;
  }

  async list(actor: Actor, unreadOnly = false): Promise<{ items: NotificationRow[]; unread: number }> {
    const user = authorize(actor, notificationPolicy.readOwn);
    const [items, count] = await Promise.all([
      this.sql.all(listStatement, [user.id, unreadOnly]),
      this.sql.first(unreadStatement, [user.id]),
    ]);
    return { items, unread: count?.n ?? 0 };
  }

  /** Marks one of the caller's notifications read (someone else's id is simply not found). */
  async markRead(actor: Actor, id: number): Promise<void> {
    const user = authorize(actor, notificationPolicy.markRead);
    const res = await declaredWrite(authoringCache.writes.notificationRead(), () => this.sql.run(markReadCommand, [id, user.id]));
    if (res.count === 0) throw notFound('通知不存在', 'Notification not found');
  }

  async markAllRead(actor: Actor): Promise<number> {
    const user = authorize(actor, notificationPolicy.markRead);
    return (await declaredWrite(authoringCache.writes.notificationRead(), () => this.sql.run(markAllReadCommand, [user.id]))).count;
  }
}
