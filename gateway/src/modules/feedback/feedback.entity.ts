import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { AttachedCall } from '../open-call/call-attachment.types.js';

/** open → in progress → resolved (an administrator may also move one back). */
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** Public feedback or an administrator's problem report. */
export const FEEDBACK_KINDS = ['public', 'admin'] as const;

/** Public feedback (kind 'public') or an admin problem report (kind 'admin'). */
@Entity('feedback')
export class FeedbackEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  kind: 'public' | 'admin';

  @Column({ name: 'problem_type_id', type: 'int', nullable: true })
  problemTypeId: number | null;

  @Column({ name: 'api_id', type: 'int', nullable: true })
  apiId: number | null;

  @Column({ type: 'text', default: '' })
  summary: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', nullable: true })
  severity: string | null;

  @Column({ type: 'text', nullable: true })
  urgency: string | null;

  @Column({ type: 'text', nullable: true })
  contact: string | null;

  @Column({ name: 'submitter_ref', type: 'text', nullable: true })
  submitterRef: string | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ name: 'assignee_id', type: 'int', nullable: true })
  assigneeId: number | null;

  @Column({ name: 'workspace_id', type: 'int', nullable: true })
  workspaceId: number | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** A recorded open call of the submitter, attached as a reproducible request (snapshot). */
  @Column({ name: 'attached_call', type: 'jsonb', nullable: true })
  attachedCall: AttachedCall | null;

  @Column({ name: 'ip_address', type: 'text', default: '' })
  ipAddress: string;

  @Column({ type: 'text', default: 'open' })
  status: FeedbackStatus;

  @Column({ type: 'text', nullable: true })
  resolution: string | null;

  @Column({ name: 'resolved_by', type: 'int', nullable: true })
  resolvedBy: number | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  createdAt: Date;
}

@Entity('feedback_screenshot')
export class FeedbackScreenshotEntity {
  @PrimaryColumn({ name: 'feedback_id', type: 'int' })
  feedbackId: number;

  @Column({ type: 'text' })
  mime: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;
}
