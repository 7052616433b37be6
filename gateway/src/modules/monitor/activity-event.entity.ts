import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The platform events the control center's activity log shows (SPEC §2.9). */
export const ActivityKinds = [
  'API_PUBLISHED',
  'API_SHUT_DOWN',
  'ALERT_RAISED',
  'USER_REGISTERED',
  'FEEDBACK_RECEIVED',
] as const;
export type ActivityKindName = (typeof ActivityKinds)[number];

@Entity('activity_event')
export class ActivityEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  kind: ActivityKindName;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'title_en', type: 'text' })
  titleEn: string;

  /** Who caused it (account or nickname); empty for the system itself. */
  @Column({ type: 'text', default: '' })
  actor: string;

  @Column({ name: 'api_id', type: 'int', nullable: true })
  apiId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
