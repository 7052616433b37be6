import type { ApiEntity } from './api.entity.js';
import type { CategoryEntity } from './category.entity.js';
import { Api, type Category } from './api.types.js';
import { isNewApi } from './api.rules.js';

export function toCategory(c: CategoryEntity): Category {
  return { id: c.id, slug: c.slug, name: c.name, nameEn: c.nameEn };
}

/**
 * An `Api` instance, not a plain object: type-graphql copies a plain root into one for every field
 * resolver that takes `@Root() api: Api` (three per home card), an instance passes as it is.
 */
export function toApi(a: ApiEntity, now = new Date()): Api {
  return Object.assign(new Api(), {
    id: a.id,
    name: a.name,
    nameEn: a.nameEn,
    description: a.description,
    descriptionEn: a.descriptionEn,
    imageUrl: a.imageUrl,
    icon: a.icon,
    stars: a.stars,
    status: a.status,
    isOriginal: a.isOriginal,
    isPrototype: a.isPrototype,
    isNew: isNewApi(a.updatedAt, now),
    needToken: a.needToken,
    testUrl: a.testUrl,
    requestMethod: a.requestMethod,
    responseFormat: a.responseFormat || 'JSON',
    responseExample: a.responseExample,
    provider: a.provider,
    note: a.note,
    noteEn: a.noteEn,
    creatorId: a.creatorId,
    category: a.category ? toCategory(a.category) : null,
    updatedAt: a.updatedAt,
  });
}

/** SPEC §3 "API (list item)" field names, typos included (`starts`, `respose`). */
export function toRestListItem(a: ApiEntity, now = new Date()) {
  return {
    apiid: a.id,
    name: a.name,
    description: a.description,
    imageUrl: a.imageUrl,
    icon: a.icon,
    starts: a.stars,
    updatetime: a.updatedAt.toISOString(),
    status: a.status,
    isCreate: a.isOriginal ? 1 : 0,
    isNew: isNewApi(a.updatedAt, now),
    isneedtoken: a.needToken ? 1 : 0,
    testurl: a.testUrl,
    respose: a.responseExample,
    apiapply: a.provider,
    note: a.note,
    talentid: a.creatorId,
    category_name: a.category?.name ?? '',
  };
}

export function toRestCategory(c: CategoryEntity) {
  return { id: c.id, categoryName: c.name };
}
