import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A feedback problem type (SPEC §3 Problem type: id, kind). */
@Entity('problem_type')
export class ProblemTypeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  kind: string;

  @Column({ name: 'kind_en', type: 'text', default: '' })
  kindEn: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;
}
