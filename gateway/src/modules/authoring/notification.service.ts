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

/** A page row, with the caller's unread count read in the same statement (one snapshot). */
const listedRow = notificationRow.extend({ unread: z.number() });
const listStatement = statement<[userId: number, unreadOnly: boolean], typeof listedRow>(
  'authoring.notifications',
  `SELECT id::int, api_id AS "apiId", kind, message, message_en AS "messageEn", read_at IS NOT NULL AS read,
          created_at AS "createdAt",
          (SELECT count(*)::int FROM notification u WHERE u.user_id = $1 AND u.read_at IS NULL) AS unread
     FROM notification
    WHERE user_id = $1 AND (NOT $2::boolean OR read_at IS NULL) ORDER BY created_at DESC, id DESC LIMIT 200`,
  listedRow,
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

  /**
   * Newest first (200 at most) with the unread count, in ONE statement: read as two statements on two
   * connections, a "mark all read" committed between them gave unread items beside a count of 0 (the
   * bell said nothing was unread while the list showed two unread; creator-journey in CI). With no row
   * there is no unread one either (the count is then 0 in both modes).
   */
  async list(actor: Actor, unreadOnly = false): Promise<{ items: NotificationRow[]; unread: number }> {
    const user = authorize(actor, notificationPolicy.readOwn);
    const rows = await this.sql.all(listStatement, [user.id, unreadOnly]);
    return { items: rows.map(({ unread: _unread, ...item }) => item), unread: rows[0]?.unread ?? 0 };
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
