import { restSchemaOf } from '../../core/rest-schema.js';
import { ApiParam, BugFix } from './api-detail.types.js';
import { Api, Category } from './api.types.js';
import { arrayOf, bool, int, nullable, num, obj, str } from '../../core/json-schema.js';

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

export const creatorSchema = obj({
  id: int,
  name: str,
  title: str,
  icon: str,
  apiCount: int,
  rating: { ...nullable(num), description: 'Derived from stars and feedback; null before there is any.' },
  activity: int,
  responseRate: { ...nullable(int), description: 'Percent of feedback answered within 24 h; null when there was none.' },
  isOnline: bool,
});
