import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The home page notice panel; the newest active row is the current notice. */
@Entity('notice')
export class NoticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'content_en', type: 'text', default: '' })
  contentEn: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
