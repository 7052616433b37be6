import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of an API's bug-fix history (SPEC §3 bugFixHistory item). */
@Entity('api_bug_fix')
export class ApiBugFixEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'api_id', type: 'int' })
  apiId: number;

  @Column({ type: 'text' })
  version: string;

  /** A calendar date, kept as 'YYYY-MM-DD' text (no time zone shifts). */
  @Column({ name: 'fixed_on', type: 'date' })
  fixedOn: string;

  @Column({ type: 'text' })
  description: string;
}
