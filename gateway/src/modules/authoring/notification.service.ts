import { authorize, type Actor } from '../../core/policy.js';
import { notificationPolicy } from './authoring.policy.js';
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors.js';

export interface NotificationRow {
  id: number;
  apiId: number | null;
  kind: string;
  message: string;
  messageEn: string;
  read: boolean;
  createdAt: Date;
}

/** A creator's notifications (API passed, rejected, published, taken offline), newest first. */
export class NotificationService {
  constructor(private readonly ds: DataSource) {}

  /** The topic the caller's own notifications are published under (their account id). */
  topicOf(actor: Actor): number {
    return authorize(actor, notificationPolicy.readOwn).id;
  }

  async list(actor: Actor, unreadOnly = false): Promise<{ items: NotificationRow[]; unread: number }> {
    const user = authorize(actor, notificationPolicy.readOwn);
    const [items, count] = await Promise.all([
      this.ds.query<NotificationRow[]>(
        `SELECT id::int, api_id AS "apiId", kind, message, message_en AS "messageEn", read_at IS NOT NULL AS read,
                created_at AS "createdAt"
           FROM notification
          WHERE user_id = $1 AND (NOT $2::boolean OR read_at IS NULL) ORDER BY created_at DESC, id DESC LIMIT 200`,
        [user.id, unreadOnly],
      ),
      this.ds.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND read_at IS NULL`, [user.id]),
    ]);
    return { items, unread: count[0]?.n ?? 0 };
  }

  /** Marks one of the caller's notifications read (someone else's id is simply not found). */
  async markRead(actor: Actor, id: number): Promise<void> {
    const user = authorize(actor, notificationPolicy.markRead);
    const res: [unknown[], number] = await this.ds.query(
      `UPDATE notification SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2`,
      [id, user.id],
    );
    if (res[1] === 0) throw notFound('通知不存在', 'Notification not found');
  }

  async markAllRead(actor: Actor): Promise<number> {
    const user = authorize(actor, notificationPolicy.markRead);
    const res: [unknown[], number] = await this.ds.query(
      `UPDATE notification SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [user.id],
    );
    return res[1];
  }
}
