import { PARAM_LOCATIONS } from '@api-market/rules';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { type Sql, statement } from '../../core/sql.js';
import type { AuthUser } from '../../core/auth-user.js';
import { visibleTo } from './api-detail.service.js';

/** A row of the detail page's statement. */
const detailRow = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  note: z.string(),
  request_method: z.string(),
  response_format: z.string(),
  updated_at: z.date(),
  status: z.number(),
  visibility: z.enum(['public', 'private']),
  creator_id: z.number().nullable(),
  response_example: z.string(),
  author_name: z.string().nullable(),
  call_count: z.number(),
  params: z.array(
    z.object({
      id: z.number(), name: z.string(), type: z.string(), required: z.boolean(), note: z.string(), example: z.string(),
      location: z.enum(PARAM_LOCATIONS),
    }),
  ),
  bug_fixes: z.array(z.object({ version: z.string(), fixedOn: z.string(), description: z.string() })),
});
export type ApiDetailRow = z.infer<typeof detailRow>;

/** One listed API's detail page in one statement: the API, its author's name, call count, parameters and fixes. */
export const detailStatement = statement<[id: number], typeof detailRow>(
  'catalog.api-detail',
  `SELECT a.id, a.name, a.description, a.note, a.request_method, a.response_format, a.updated_at, a.status,
          a.visibility, a.creator_id, a.response_example, cr.name AS author_name,
          COALESCE(t.calls, 0)::int AS call_count,
          COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'type', p.type,
                      'required', p.required, 'note', p.note, 'example', p.example, 'location', p.location) ORDER BY p.position, p.id)
                    FROM api_param p WHERE p.api_id = a.id), '[]'::json) AS params,
          COALESCE((SELECT json_agg(json_build_object('version', b.version, 'fixedOn', b.fixed_on,
                      'description', b.description) ORDER BY b.fixed_on DESC, b.id DESC)
                    FROM api_bug_fix b WHERE b.api_id = a.id), '[]'::json) AS bug_fixes
     FROM api a
     LEFT JOIN creator cr ON cr.id = a.creator_id
     LEFT JOIN api_call_total t ON t.api_id = a.id
    WHERE a.id = $1 AND a.status >= 0`,
  detailRow,
);

/** The detail page's read (REST `GET /api/api/details/{id}`): one prepared statement, no ORM on the way. */
export class ApiDetailReads {
  constructor(private readonly sql: Sql) {}

  /**
   * A listed API's detail, or NOT_FOUND — also for a private one to anyone but its creator and
   * administrators (nothing revealed). `shared`: everyone may see it (it may be kept for everyone).
   */
  async detail(id: number, viewer: AuthUser | null): Promise<{ row: ApiDetailRow; shared: boolean }> {
    const row = await this.sql.first(detailStatement, [id]);
    if (!row || !visibleTo(viewer, { visibility: row.visibility, creatorId: row.creator_id, status: row.status })) {
      throw notFound(`接口 ${id} 不存在`, `API ${id} does not exist`, 'API_NOT_FOUND');
    }
    return { row, shared: visibleTo(null, { visibility: row.visibility, creatorId: row.creator_id, status: row.status }) };
  }
}
