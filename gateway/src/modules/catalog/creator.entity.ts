import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A creator's public profile (SPEC §3 Creator); `userId` links the account that signs in. */
@Entity('creator')
export class CreatorEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'name_en', type: 'text', default: '' })
  nameEn: string;

  @Column({ type: 'text', default: '' })
  title: string;

  @Column({ name: 'title_en', type: 'text', default: '' })
  titleEn: string;

  @Column({ type: 'text', default: '' })
  icon: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  @Column({ name: 'bio_en', type: 'text', default: '' })
  bioEn: string;

  /** 0.0–5.0 */
  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rating: number;

  /** Activity score 0–100. */
  @Column({ type: 'int', default: 0 })
  activity: number;

  /** Response rate, percent. */
  @Column({ name: 'response_rate', type: 'int', default: 0 })
  responseRate: number;

  @Column({ name: 'is_online', type: 'boolean', default: false })
  isOnline: boolean;

  @Column({ name: 'user_id', type: 'int', nullable: true, unique: true })
  userId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
