import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** A post of the platform blog (/doc/blog): Chinese, optionally English, HTML sanitised on write. */
@Entity('blog_post')
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stable key of seeded posts; null for posts written in the console. */
  @Column({ type: 'text', unique: true, nullable: true })
  slug: string | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'title_en', type: 'text', nullable: true })
  titleEn: string | null;

  @Column({ type: 'text', default: '' })
  summary: string;

  @Column({ name: 'summary_en', type: 'text', default: '' })
  summaryEn: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'content_en', type: 'text', nullable: true })
  contentEn: string | null;

  /** Reading time of `content` (blog.rules.ts `readingMinutes`), written with it: the lists never read the HTML. */
  @Column({ name: 'reading_minutes', type: 'int', default: 1 })
  readingMinutes: number;

  /** Lower-case tag keys (`release`, `engineering`…); the client labels the ones it knows. */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  @Column({ name: 'author_name', type: 'text' })
  authorName: string;

  @Column({ type: 'text', default: 'published' })
  status: BlogStatus;

  @Column({ type: 'int', default: 0 })
  views: number;

  /** `preset:<key>` (BLOG_COVER_PRESETS), `upload:<id>` (blog_cover) or '' (none). */
  @Column({ type: 'text', default: '' })
  cover: string;

  /** The account that wrote it in the console; null for seeded posts. */
  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy: number | null;

  /** Set when first published; the lists order by it. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
