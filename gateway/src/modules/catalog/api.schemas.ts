import { PARAM_LOCATIONS } from '@api-market/rules';
import { arrayOf, bool, int, nullable, num, obj, str } from '../../core/json-schema.js';

/** JSON schema of a REST API list item (SPEC §3 field names, typos included), shared by the list and search routes. */
export const listItemSchema = obj({
  apiid: int,
  name: str,
  description: str,
  imageUrl: str,
  icon: { type: 'string', description: 'REST, GraphQL, …' },
  starts: { type: 'integer', description: 'Stars (SPEC spelling).' },
  updatetime: { type: 'string', format: 'date-time' },
  status: { type: 'integer', description: '1 normal, 0 abnormal, 2 disabled, 3 updating.' },
  isCreate: { type: 'integer', enum: [0, 1], description: '1: original.' },
  isNew: { type: 'boolean', description: 'Updated within 7 days.' },
  isneedtoken: { type: 'integer', enum: [0, 1], description: '1: calls need a token or X-API-Key.' },
  testurl: str,
  respose: { type: 'string', description: 'Sample response (SPEC spelling).' },
  apiapply: { type: 'string', description: 'Provider.' },
  note: str,
  talentid: { ...nullable(int), description: 'Creator id.' },
  category_name: str,
});

export const categorySchema = obj({ id: int, categoryName: str });

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
  requestParamList: arrayOf(
    obj({
      id: int,
      paramsName: str,
      paramsType: str,
      need: { type: 'integer', enum: [0, 1] },
      note: str,
      eg: str,
      location: { type: 'string', enum: [...PARAM_LOCATIONS], description: 'Where the parameter travels: query, path, header, cookie or body.' },
    }),
  ),
  responseExample: str,
  bugFixHistory: arrayOf(obj({ version: str, fixTime: str, fixBug: str })),
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
