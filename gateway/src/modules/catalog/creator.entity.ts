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

  /** Uploaded avatar URL; empty: the client draws the name's initials. */
  @Column({ type: 'text', default: '' })
  icon: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  @Column({ name: 'bio_en', type: 'text', default: '' })
  bioEn: string;

  /** Badge: a platform (official) creator, granted by an administrator. */
  @Column({ type: 'boolean', default: false })
  official: boolean;

  /** Badge: a VIP creator, granted by an administrator. */
  @Column({ type: 'boolean', default: false })
  vip: boolean;

  @Column({ name: 'user_id', type: 'int', nullable: true, unique: true })
  userId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
