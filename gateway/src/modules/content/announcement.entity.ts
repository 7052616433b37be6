import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const ANNOUNCEMENT_TYPES = ['system', 'update', 'activity'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** SPEC §3 Announcement: summary for lists, HTML content for the detail page. */
@Entity('announcement')
export class AnnouncementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  type: AnnouncementType;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'title_en', type: 'text', default: '' })
  titleEn: string;

  @Column({ type: 'text', default: '' })
  summary: string;

  @Column({ name: 'summary_en', type: 'text', default: '' })
  summaryEn: string;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ name: 'content_en', type: 'text', default: '' })
  contentEn: string;

  @Column({ type: 'text', default: '' })
  author: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;
}
