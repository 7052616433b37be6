import { PARAM_LOCATIONS } from '@api-market/rules';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { type Sql, statement } from '../../core/sql.js';
import type { AuthUser } from '../../core/auth-user.js';
import { listedApi } from '../../db/sql.js';
import { ApiBugFixEntity } from './api-bug-fix.entity.js';
import { visibleTo } from './api-detail.service.js';
import { ApiParamEntity } from './api-param.entity.js';
import type { ApiEntity } from './api.entity.js';
import { apiColumns, apiEntityOf, apiRow, categoryJson } from './api-row.js';
import { CreatorEntity } from './creator.entity.js';
import type { CreatorWithCount } from './creator.service.js';

/** A row of the API page's statement: the API, its category, author (with their listed APIs counted), call count, parameters and fixes. */
const pageRow = apiRow.extend({
  response_schema: z.record(z.string(), z.unknown()).nullable(),
  author: z
    .object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      nameEn: z.string(),
      title: z.string(),
      titleEn: z.string(),
      icon: z.string(),
      bio: z.string(),
      bioEn: z.string(),
      official: z.boolean(),
      vip: z.boolean(),
      userId: z.number().nullable(),
      createdAt: z.string(),
      apiCount: z.number(),
    })
    .nullable(),
  call_count: z.number(),
  params: z.array(
    z.object({
      id: z.number(),
      apiId: z.number(),
      position: z.number(),
      name: z.string(),
      type: z.string(),
      required: z.boolean(),
      note: z.string(),
      noteEn: z.string(),
      example: z.string(),
      location: z.enum(PARAM_LOCATIONS),
    }),
  ),
  bug_fixes: z.array(z.object({ id: z.number(), apiId: z.number(), version: z.string(), fixedOn: z.string(), description: z.string() })),
});

const pageStatement = statement<[id: number], typeof pageRow>(
  'catalog.api-page',
  `SELECT ${apiColumns('a')}, a.response_schema, ${categoryJson('c')} AS category,
          CASE WHEN cr.id IS NULL THEN NULL ELSE json_build_object('id', cr.id, 'slug', cr.slug, 'name', cr.name,
            'nameEn', cr.name_en, 'title', cr.title, 'titleEn', cr.title_en, 'icon', cr.icon, 'bio', cr.bio,
            'bioEn', cr.bio_en, 'official', cr.official, 'vip', cr.vip, 'userId', cr.user_id, 'createdAt', cr.created_at,
            'apiCount', (SELECT count(*)::int FROM api x WHERE x.creator_id = cr.id AND ${listedApi('x')})) END AS author,
          COALESCE(t.calls, 0)::int AS call_count,
          COALESCE((SELECT json_agg(json_build_object('id', p.id, 'apiId', p.api_id, 'position', p.position, 'name', p.name,
                      'type', p.type, 'required', p.required, 'note', p.note, 'noteEn', p.note_en, 'example', p.example,
                      'location', p.location)
                      ORDER BY p.position, p.id)
                    FROM api_param p WHERE p.api_id = a.id), '[]'::json) AS params,
          COALESCE((SELECT json_agg(json_build_object('id', b.id, 'apiId', b.api_id, 'version', b.version,
                      'fixedOn', b.fixed_on, 'description', b.description) ORDER BY b.fixed_on DESC, b.id DESC)
                    FROM api_bug_fix b WHERE b.api_id = a.id), '[]'::json) AS bug_fixes
     FROM api a
     LEFT JOIN category c ON c.id = a.category_id
     LEFT JOIN creator cr ON cr.id = a.creator_id
     LEFT JOIN api_call_total t ON t.api_id = a.id
    WHERE a.id = $1 AND a.status >= 0`,
  pageRow,
);

/** Everything the API page shows, as the GraphQL loaders hold it (they are primed with it). */
export interface ApiPage {
  api: ApiEntity;
  author: CreatorWithCount | null;
  callCount: number;
  params: ApiParamEntity[];
  bugFixes: ApiBugFixEntity[];
}

/** The GraphQL `api(id)` read: one prepared statement for the API and what its page shows. */
export class ApiPageReads {
  constructor(private readonly sql: Sql) {}

  /** A listed API visible to `viewer` and what its page shows, or NOT_FOUND (as `findPublic`). */
  async page(id: number, viewer: AuthUser | null): Promise<ApiPage> {
    const r = await this.sql.first(pageStatement, [id]);
    if (!r || !visibleTo(viewer, { visibility: r.visibility, creatorId: r.creator_id, status: r.status })) {
      throw notFound(`接口 ${id} 不存在`, `API ${id} does not exist`, 'API_NOT_FOUND');
    }
    const api = apiEntityOf(r, { responseSchema: r.response_schema });
    let author: CreatorWithCount | null = null;
    if (r.author) {
      const { apiCount, createdAt, ...creator } = r.author;
      author = { creator: Object.assign(new CreatorEntity(), { ...creator, createdAt: new Date(createdAt) }), apiCount };
    }
    return {
      api,
      author,
      callCount: r.call_count,
      params: r.params.map((p) => Object.assign(new ApiParamEntity(), p)),
      bugFixes: r.bug_fixes.map((b) => Object.assign(new ApiBugFixEntity(), b)),
    };
  }
}
