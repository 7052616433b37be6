import { z } from 'zod';
import { ApiEntity } from './api.entity.js';
import { CategoryEntity } from './category.entity.js';

/** A category as a statement builds it (`json_build_object` of `categoryJson(alias)`). */
export const categoryJsonRow = z.object({ id: z.number(), slug: z.string(), name: z.string(), nameEn: z.string(), sortOrder: z.number() });

/** SQL: a category as JSON in the shape of `categoryJsonRow` (null when the join found none). */
export const categoryJson = (c: string) =>
  `CASE WHEN ${c}.id IS NULL THEN NULL ELSE json_build_object('id', ${c}.id, 'slug', ${c}.slug, 'name', ${c}.name,
     'nameEn', ${c}.name_en, 'sortOrder', ${c}.sort_order) END`;

/** SQL: every category as a JSON array of `categoryJsonRow`, in display order (as `ApiCatalogService.listCategories`). */
export const allCategoriesJson = `(SELECT coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
     'nameEn', c.name_en, 'sortOrder', c.sort_order) ORDER BY c.sort_order, c.id), '[]'::json) FROM category c)`;

/** The api table's columns a page of the catalogue shows, as `apiColumns(alias)` selects them. */
export const apiRow = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  image_url: z.string(),
  icon: z.string(),
  stars: z.number(),
  status: z.number(),
  is_original: z.boolean(),
  prototype: z.boolean(),
  need_token: z.boolean(),
  visibility: z.enum(['public', 'private']),
  address: z.string(),
  test_url: z.string(),
  request_method: z.string(),
  response_format: z.string(),
  response_example: z.string(),
  provider: z.string(),
  note: z.string(),
  note_en: z.string(),
  category_id: z.number().nullable(),
  creator_id: z.number().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
  /** The API's category (`categoryJson`), when the statement joins it. */
  category: categoryJsonRow.nullable(),
});
export type ApiRow = z.infer<typeof apiRow>;

/** SQL: the columns of `apiRow` (the category apart: `categoryJson`) of the api table aliased `a`. */
export const apiColumns = (a: string) =>
  ['id', 'slug', 'name', 'name_en', 'description', 'description_en', 'image_url', 'icon', 'stars', 'status', 'is_original',
    'prototype', 'need_token', 'visibility', 'address', 'test_url', 'request_method', 'response_format', 'response_example',
    'provider', 'note', 'note_en', 'category_id', 'creator_id', 'created_at', 'updated_at']
    .map((c) => `${a}.${c}`)
    .join(', ');

/**
 * The entity of an API row (the market page's items, the API page), as TypeORM hydrates it with its
 * category: one mapping for every declared statement that reads APIs.
 */
export function apiEntityOf(r: ApiRow, extra: Partial<Pick<ApiEntity, 'responseSchema'>> = {}): ApiEntity {
  return Object.assign(new ApiEntity(), {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameEn: r.name_en,
    description: r.description,
    descriptionEn: r.description_en,
    imageUrl: r.image_url,
    icon: r.icon,
    stars: r.stars,
    status: r.status,
    isOriginal: r.is_original,
    isPrototype: r.prototype,
    ...extra,
    needToken: r.need_token,
    visibility: r.visibility,
    address: r.address,
    testUrl: r.test_url,
    requestMethod: r.request_method,
    responseFormat: r.response_format,
    responseExample: r.response_example,
    provider: r.provider,
    note: r.note,
    noteEn: r.note_en,
    categoryId: r.category_id,
    category: r.category && Object.assign(new CategoryEntity(), r.category),
    creatorId: r.creator_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}
