import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A platform release (SPEC §3 Version log: time, logname, version, description). */
@Entity('version_log')
export class VersionLogEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  version: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'title_en', type: 'text', default: '' })
  titleEn: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'description_en', type: 'text', default: '' })
  descriptionEn: string;

  @Column({ name: 'released_on', type: 'date' })
  releasedOn: string;
}
