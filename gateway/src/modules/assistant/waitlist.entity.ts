import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone who asked to hear when the AI assistant (/dsChatBot) opens; one row per e-mail address. */
@Entity('assistant_waitlist')
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  email: string;

  /** What they would like the assistant to do (optional). */
  @Column({ type: 'text', default: '' })
  wish: string;

  /** The language to write to them in: zh or en. */
  @Column({ type: 'text', default: 'zh' })
  language: string;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'text', default: '' })
  ip: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
