import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One request parameter of an API (SPEC §3 requestParamList item). */
@Entity('api_param')
export class ApiParamEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'api_id', type: 'int' })
  apiId: number;

  /** Display order on the detail page. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'text' })
  name: string;

  /** string, number, boolean, object or array. */
  @Column({ type: 'text', default: 'string' })
  type: string;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ name: 'note_en', type: 'text', default: '' })
  noteEn: string;

  @Column({ type: 'text', default: '' })
  example: string;

  /** query, path, header, cookie or body (PARAM_LOCATIONS of @api-market/rules). */
  @Column({ type: 'text' })
  location: string;
}
