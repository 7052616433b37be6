import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { onMarket } from '../../db/sql.js';
import type { SearchService } from '../search/search.service.js';
import { AssistantRanker, type AssistantDoc } from './assistant-ranker.js';

/** The catalogue's version as the read cache knows it; null when it cannot be known (Redis away). */
export type CatalogVersion = () => Promise<string | null>;

/** Without a known catalogue version, the catalogue is read again at most this often. */
const UNKNOWN_VERSION_MS = 1_000;

const paramRow = z.object({
  api_id: z.number(),
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  note: z.string(),
  noteEn: z.string(),
  example: z.string(),
});
export type AssistantParam = Omit<z.infer<typeof paramRow>, 'api_id'>;

/** What a card shows of an API. */
export interface AssistantApi {
  id: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  categoryName: string;
  categoryNameEn: string;
  requestMethod: string;
  needToken: boolean;
  status: number;
  params: AssistantParam[];
}

const apiRow = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  note: z.string(),
  note_en: z.string(),
  requestMethod: z.string(),
  needToken: z.boolean(),
  status: z.number(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  tags: z.string(),
});
const apisStatement = statement<[], typeof apiRow>(
  'assistant.market-apis',
  `SELECT a.id, a.name, a.name_en AS "nameEn", a.description, a.description_en AS "descriptionEn",
          a.note, a.note_en, a.request_method AS "requestMethod", a.need_token AS "needToken", a.status,
          coalesce(c.name, '') AS "categoryName", coalesce(c.name_en, '') AS "categoryNameEn",
          coalesce((SELECT string_agg(t.name || ' ' || t.name_en, E'\\n') FROM api_tag at
                      JOIN tag t ON t.id = at.tag_id WHERE at.api_id = a.id), '') AS tags
     FROM api a LEFT JOIN category c ON c.id = a.category_id
    WHERE ${onMarket('a')} ORDER BY a.id`,
  apiRow,
);
const paramsStatement = statement<[], typeof paramRow>(
  'assistant.market-params',
  `SELECT p.api_id, p.name, p.type, p.required, p.note, p.note_en AS "noteEn", p.example
     FROM api_param p JOIN api a ON a.id = p.api_id
    WHERE ${onMarket('a')} ORDER BY p.api_id, p.position, p.id`,
  paramRow,
);

/**
 * The market's APIs (listed, public, not taken offline) as the assistant reads them, with their
 * parameters, and the ranker built over them. Fresh like search: the catalogue's write generation is
 * read before each question, and a move (a publish, an edit, an unpublish on any gateway) reads the
 * catalogue again before answering.
 */
export class AssistantCatalogueService {
  private state: { ranker: AssistantRanker; apis: Map<number, AssistantApi> } | null = null;
  private version: string | null | undefined;
  private checkedAt = 0;
  private loading: Promise<void> | null = null;

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly search: SearchService,
    private readonly catalogVersion: CatalogVersion,
  ) {
    this.sql = sqlOn(ds);
  }

  async current(): Promise<{ ranker: AssistantRanker; apis: Map<number, AssistantApi> }> {
    const version = await this.catalogVersion();
    const fresh =
      this.state !== null &&
      (version !== null ? version === this.version : Date.now() - this.checkedAt < UNKNOWN_VERSION_MS);
    if (!fresh) {
      this.loading ??= this.load(version).finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    return this.state!;
  }

  private async load(version: string | null): Promise<void> {
    this.checkedAt = Date.now();
    const rows = await this.sql.all(apisStatement, []);
    const params = await this.sql.all(paramsStatement, []);
    const apis = new Map<number, AssistantApi>();
    for (const { note: _n, note_en: _ne, tags: _t, ...api } of rows) apis.set(api.id, { ...api, params: [] });
    for (const { api_id, ...p } of params) apis.get(api_id)?.params.push(p);
    const docs: AssistantDoc[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      nameEn: r.nameEn,
      category: `${r.categoryName}\n${r.categoryNameEn}\n${r.tags}`,
      description: [r.description, r.descriptionEn, r.note, r.note_en].join('\n'),
      params: apis
        .get(r.id)!
        .params.map((p) => `${p.name} ${p.note} ${p.noteEn}`)
        .join('\n'),
    }));
    const groups = await this.search.synonymGroups();
    this.state = { ranker: new AssistantRanker((t) => this.search.words(t), docs, groups), apis };
    this.version = version;
  }
}
