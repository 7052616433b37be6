import { z } from 'zod';
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
