import { z } from 'zod';
import { PARAM_LOCATIONS } from '@api-market/rules';
import { statement } from '../../core/sql.js';

const targetRow = z.object({
  id: z.number(),
  status: z.number(),
  need_token: z.boolean(),
  address: z.string(),
  creator_id: z.number().nullable(),
  name: z.string(),
  visibility: z.string(),
  prototype: z.boolean(),
});

/**
 * What the proxy needs of an API (OpenCallService.loadTarget, behind its RefreshingCache). Never a
 * prepared statement before core/sql.ts: it stays unnamed (`prepare: false`).
 */
export const targetStatement = statement<[apiId: number], typeof targetRow>(
  'open-call.target',
  `SELECT id, status, need_token, address, creator_id, name, visibility, prototype FROM api WHERE id = $1`,
  targetRow,
  { prepare: false },
);

const targetParamRow = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  location: z.enum(PARAM_LOCATIONS),
});

/** The API's parameters and where each goes (issue #29), read with its target. */
export const targetParamsStatement = statement<[apiId: number], typeof targetParamRow>(
  'open-call.target-params',
  `SELECT name, type, required, location FROM api_param WHERE api_id = $1 ORDER BY position, id`,
  targetParamRow,
  { prepare: false },
);
