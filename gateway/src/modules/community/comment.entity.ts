import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { AttachedCall } from '../open-call/call-attachment.types.js';

/** Device details stored with a comment or reply: parsed on the server, screen size from the client. */
export interface StoredDeviceInfo {
  browser: string;
  os: string;
  device: string;
  screenResolution: string;
  ip: string;
  userAgent: string;
}

/** The columns a comment and a reply have alike: who wrote it, what, and from which device. */
abstract class WrittenText {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ name: 'visitor_id', type: 'text', nullable: true })
  visitorId: string | null;

  @Column({ type: 'text' })
  nickname: string;

  /** Stored verbatim (trimmed); clients render it as text, never as HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'is_anonymous', type: 'boolean', default: false })
  isAnonymous: boolean;

  @Column({ name: 'device_info', type: 'jsonb', default: {} })
  deviceInfo: StoredDeviceInfo;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  createdAt: Date;
}

@Entity('comment')
export class CommentEntity extends WrittenText {
  @Column({ name: 'api_id', type: 'int' })
  apiId: number;

  /** A recorded open call of the author, attached as a reproducible request (snapshot). */
  @Column({ name: 'attached_call', type: 'jsonb', nullable: true })
  attachedCall: AttachedCall | null;
}

@Entity('reply')
export class ReplyEntity extends WrittenText {
  @Column({ name: 'comment_id', type: 'int' })
  commentId: number;

  @Column({ name: 'reply_to_user_id', type: 'text', nullable: true })
  replyToUserId: string | null;

  @Column({ name: 'reply_to_nickname', type: 'text', nullable: true })
  replyToNickname: string | null;
}

@Entity('comment_like')
export class CommentLikeEntity {
  @PrimaryColumn({ name: 'comment_id', type: 'int' })
  commentId: number;

  /** `u:<user id>` or the visitor id. */
  @PrimaryColumn({ type: 'text' })
  liker: string;
}

@Entity('reply_like')
export class ReplyLikeEntity {
  @PrimaryColumn({ name: 'reply_id', type: 'int' })
  replyId: number;

  @PrimaryColumn({ type: 'text' })
  liker: string;
}
