import { restSchemaOf } from '../../core/rest-schema.js';
import { ApiParam, BugFix, Creator } from './api-detail.types.js';
import { Api, Category } from './api.types.js';
import { arrayOf, int, nullable, obj, str } from '../../core/json-schema.js';

/**
 * A REST API list item (SPEC §3 field names, typos included), shared by the list and search routes: the
 * Api view (api.types.ts) under its `@RestName`s, in the SPEC's order.
 */
export const listItemSchema = restSchemaOf(Api, {
  pick: ['id', 'name', 'description', 'imageUrl', 'icon', 'stars', 'updatedAt', 'status', 'isOriginal', 'isNew', 'needToken', 'testUrl', 'responseExample', 'provider', 'note', 'creatorId', 'category'],
});

/** A REST category: the Category view's id and name (`categoryName`). */
export const categorySchema = restSchemaOf(Category, { pick: ['id', 'name'] });

export const detailSchema = obj({
  apiName: str,
  name: str,
  address: { type: 'string', description: 'The open-call address through the gateway.' },
  description: str,
  note: str,
  requestMethod: str,
  responseFormat: str,
  updateTime: { type: 'string', format: 'date-time' },
  authorName: nullable(str),
  status: int,
  callCount: int,
  requestParamList: arrayOf(restSchemaOf(ApiParam, { omit: ['noteEn'] })),
  responseExample: str,
  bugFixHistory: arrayOf(restSchemaOf(BugFix)),
});

/**
 * SPEC §3 Creator as GET /api/findDevelopers lists it: the Creator view's profile and the measured figures
 * its resolver adds (creators.resolver.ts) — derived when the routes are registered, once every resolver is loaded.
 */
export const creatorSchema = () =>
  restSchemaOf(Creator, { pick: ['id', 'name', 'title', 'icon', 'apiCount'], resolved: ['rating', 'activity', 'responseRate', 'isOnline'] });
