import { API_STATUS } from '@api-market/rules';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { CategoryEntity } from './category.entity.js';

/**
 * Lifecycle status (SPEC §4). Public pages show status ≥ 0:
 * 1 published / normal, 0 offline / abnormal, 2 disabled, 3 updating;
 * -1 and -2 draft, -3 review failed (creator and admin views only).
 */
export const ApiStatus = API_STATUS;

@Entity('api')
export class ApiEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stable key used by the seed and by built-in upstreams. */
  @Column({ type: 'text', unique: true, nullable: true })
  slug: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'name_en', type: 'text', default: '' })
  nameEn: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'description_en', type: 'text', default: '' })
  descriptionEn: string;

  @Column({ name: 'image_url', type: 'text', default: '' })
  imageUrl: string;

  /** Interface type shown as an icon: REST, GraphQL, anything else is "unknown". */
  @Column({ type: 'text', default: 'REST' })
  icon: string;

  @Column({ type: 'int', default: 0 })
  stars: number;

  @Column({ type: 'smallint', default: ApiStatus.Draft })
  status: number;

  /** Original work of the platform (the "original" badge). */
  @Column({ name: 'is_original', type: 'boolean', default: false })
  isOriginal: boolean;

  @Column({ name: 'need_token', type: 'boolean', default: false })
  needToken: boolean;

  /** `private` APIs stay out of the public catalogue; only their creator and administrators see them. */
  @Column({ type: 'text', default: 'public' })
  visibility: 'public' | 'private';

  /** Upstream address the gateway calls (`apiurl`), or `builtin:<name>` for the platform's own. */
  @Column({ type: 'text', default: '' })
  address: string;

  /** Address used by testers (`testurl`). */
  @Column({ name: 'test_url', type: 'text', default: '' })
  testUrl: string;

  @Column({ name: 'request_method', type: 'text', default: 'GET' })
  requestMethod: string;

  @Column({ name: 'response_format', type: 'text', default: 'JSON' })
  responseFormat: string;

  /** Sample response, JSON text (`respose`). */
  @Column({ name: 'response_example', type: 'text', default: '' })
  responseExample: string;

  /** A JSON schema of the answer, when one is known: the mock generates data that validates against it. */
  @Column({ name: 'response_schema', type: 'jsonb', nullable: true })
  responseSchema: Record<string, unknown> | null;

  /** Published as a prototype (原型) before its upstream exists: its open calls answer the mock (issue #29). */
  @Column({ name: 'prototype', type: 'boolean', default: false })
  isPrototype: boolean;

  /** Provider name shown on cards (`apiapply`). */
  @Column({ type: 'text', default: '' })
  provider: string;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ name: 'note_en', type: 'text', default: '' })
  noteEn: string;

  @Column({ name: 'category_id', type: 'int', nullable: true })
  categoryId: number | null;

  @ManyToOne(() => CategoryEntity, { nullable: true })
  @JoinColumn({ name: 'category_id' })
  category: Relation<CategoryEntity> | null;

  /** The creator who owns the API (`talentid`). */
  @Column({ name: 'creator_id', type: 'int', nullable: true })
  creatorId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
