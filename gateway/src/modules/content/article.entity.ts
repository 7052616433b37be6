import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A documentation article: a Chinese version and an optional English one (HTML content). */
@Entity('article')
export class ArticleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ name: 'category_en', type: 'text', default: '' })
  categoryEn: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'title_en', type: 'text', nullable: true })
  titleEn: string | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'content_en', type: 'text', nullable: true })
  contentEn: string | null;

  @Column({ name: 'is_original', type: 'boolean', default: true })
  isOriginal: boolean;

  @Column({ name: 'author_name', type: 'text' })
  authorName: string;

  @Column({ name: 'published_on', type: 'date' })
  publishedOn: string;

  @Column({ type: 'int', default: 0 })
  views: number;
}
