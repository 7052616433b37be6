import { z } from 'zod';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import type { DataSource } from 'typeorm';
import { AppError, badInput } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import type { ApiFormInput } from '../authoring/api-form.rules.js';
import type { AuthoringService } from '../authoring/authoring.service.js';
import type { UpstreamAddressRule } from '../open-call/upstream-address.rules.js';
import type { Lang } from '../../core/errors.js';
import { toFormInput, type ImportForm, type PreparedDocument } from './form-adapt.js';
import { IMPORT_LIMITS, type Said, type SourceFormat } from './import-model.js';
import { ImportUploads } from './import-uploads.js';
import { existingApis, type DiffEntry, type ExistingApi } from './import-match.js';
import { importsCache } from './imports.cache.js';
import { importsPolicy } from './imports.policy.js';
import type { KeptDocument, ParseRunner } from './parse-runner.js';
import { buildPreview, originsOf } from './preview-rows.js';
import { loadSource, type DocumentFetcher, type ImportSource } from './source-load.js';

/** An import that would write more APIs than one import may (refused before anything is written). */
const tooManyWrites = (writes: number) =>
  new AppError(
    'BAD_USER_INPUT',
    {
      zh: `一次导入最多写入 ${IMPORT_LIMITS.maxWrites} 个接口，本次将写入 ${writes} 个：请在预览中跳过一部分，分批导入`,
      en: `One import writes at most ${IMPORT_LIMITS.maxWrites} APIs and this one would write ${writes}: skip some in the preview and import the rest in another batch`,
    },
    { reason: 'IMPORT_TOO_MANY_APIS' },
  );

/** Where an imported API came from and what the source said (the base of the next re-import's merge). */
const rememberSourceCommand = command<[apiId: number, url: string | null, format: string, key: string, snapshot: string]>(
  'imports.remember-source',
  `INSERT INTO api_import_source (api_id, source_url, source_format, operation_key, snapshot, imported_at)
   VALUES ($1, $2, $3, $4, $5, now())
   ON CONFLICT (api_id) DO UPDATE SET source_url = coalesce($2, api_import_source.source_url), source_format = $3,
          operation_key = $4, snapshot = $5, imported_at = now()`,
);
const nameRow = z.object({ id: z.number(), name: z.string(), name_en: z.string() });
/** Tags and categories by name (either language): an imported API's tags and category. */
const tagNamesStatement = statement<[], typeof nameRow>('imports.tag-names', `SELECT id, name, name_en FROM tag`, nameRow);
const categoryNamesStatement = statement<[], typeof nameRow>('imports.category-names', `SELECT id, name, name_en FROM category`, nameRow);
/** A draft's answer schema, at once. */
const draftSchemaCommand = command<[apiId: number, schema: string]>(
  'imports.draft-schema',
  `UPDATE api SET response_schema = $2 WHERE id = $1 AND status < 0`,
);
/** A listed API's answer schema, on its newest waiting revision (applied at its release). */
const revisionSchemaCommand = command<[apiId: number, schema: string]>(
  'imports.revision-schema',
  `UPDATE api_contract_revision SET response_schema = $2, updated_at = now()
    WHERE id = (SELECT r.id FROM api_contract_revision r JOIN api a ON a.id = r.api_id
                 WHERE r.api_id = $1 AND a.status >= 0 AND r.status IN (-1, 1) ORDER BY r.number DESC LIMIT 1)`,
);

export type ImportAction = 'new' | 'update' | 'skip';
export const IMPORT_ACTIONS: readonly ImportAction[] = ['new', 'update', 'skip'];

export interface PreviewRow {
  key: string;
  form: ImportForm;
  warnings: Said[];
  error: Said | null;
  /** The answer's JSON schema from the document (stored in `api.response_schema`). */
  schema: Record<string, unknown> | null;
  match: { apiId: number; name: string; status: number; diff: DiffEntry[] } | null;
  /** What an import without a choice does: update a match, create otherwise, skip what cannot be written. */
  action: ImportAction;
}

export interface ImportPreview {
  format: SourceFormat;
  title: string;
  version: string;
  sourceUrl: string | null;
  rows: PreviewRow[];
}

export interface ImportedRow {
  key: string;
  action: ImportAction;
  apiId: number | null;
  /** A listed API's change waits as this revision (reviewed like any contract change). */
  revisionNumber: number | null;
  error: Said | null;
}

export interface ImportOutcome {
  preview: ImportPreview;
  results: ImportedRow[];
}

interface Lookups {
  tags: Map<string, number>;
  categories: Map<string, number>;
}

const key = (s: string) => s.trim().toLowerCase();

/** A source whose document may already be parsed (the REST door's JSON body, read on the parse worker). */
export type RequestSource = ImportSource & { document?: PreparedDocument };

/** Import (issue #29): any supported document → a preview → the creator's draft APIs, and re-sync from a source URL. */
export class ApiImportService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly authoring: AuthoringService,
    private readonly addresses: UpstreamAddressRule,
    private readonly fetcher: DocumentFetcher,
    private readonly parser: ParseRunner,
  ) {
    this.sql = sqlOn(ds);
  }

  /** Documents uploaded for the GraphQL door, by their short-lived reference. */
  private get uploads(): ImportUploads {
    return (this.kept ??= new ImportUploads(this.ds));
  }
  private kept: ImportUploads | undefined;

  /** Keeps an uploaded document's bytes (not parsed here) for a preview or an import by `uploadId`. */
  upload(actor: Actor, bytes: Buffer): Promise<{ uploadId: string; bytes: number; expiresAt: Date }> {
    const user = authorize(actor, importsPolicy.importApis);
    return this.uploads.put(user.id, bytes);
  }

  /**
   * The GraphQL door's source: an uploaded document by its reference, or content of at most
   * IMPORT_LIMITS.inlineBytes (a larger one is uploaded first, never sent in a GraphQL body).
   */
  async graphqlSource(actor: Actor, source: ImportSource): Promise<ImportSource> {
    const user = authorize(actor, importsPolicy.importApis);
    if (source.uploadId) return { content: await this.uploads.text(user.id, source.uploadId), url: source.url };
    if (source.content && Buffer.byteLength(source.content) > IMPORT_LIMITS.inlineBytes) {
      const kb = IMPORT_LIMITS.inlineBytes / 1024;
      throw new AppError(
        'BAD_USER_INPUT',
        {
          zh: `GraphQL 中的文档内容不能超过 ${kb} KB：请先上传到 /api/apis/import/uploads，再用 uploadId 导入`,
          en: `A document in a GraphQL request may be at most ${kb} KB: upload it to /api/apis/import/uploads first and import it by its uploadId`,
        },
        { reason: 'IMPORT_DOCUMENT_INVALID' },
      );
    }
    return source;
  }

  /** What an import would do, with nothing written. */
  async preview(actor: Actor, source: RequestSource): Promise<ImportPreview> {
    const user = authorize(actor, importsPolicy.importApis);
    const { doc, url } = await this.load(source, false);
    return this.rows(doc as PreparedDocument, url, await existingApis(this.sql, user.creatorId));
  }

  /**
   * The REST door's JSON body as it came (bytes): where the document is, the document itself (parsed on
   * the worker when the body is large, never on the event loop) and the choices. `keep`: a large
   * document stays on the worker for `previewAnswer`.
   */
  async readRequest(actor: Actor, raw: Buffer, keep: boolean): Promise<{ source: ImportSource & { document?: PreparedDocument | KeptDocument }; choices: unknown }> {
    authorize(actor, importsPolicy.importApis);
    const read = await this.parser.readBody(raw, keep);
    return { source: { url: read.url, document: read.document ?? undefined }, choices: read.choices };
  }

  /**
   * A preview for the REST door: a large document's preview is built and serialised on the worker and
   * comes back as the envelope's JSON text (`message` in it); a small one's as the preview.
   */
  async previewAnswer(
    actor: Actor,
    source: ImportSource & { document?: PreparedDocument | KeptDocument },
    lang: Lang,
    message: string,
  ): Promise<{ json: string } | { preview: ImportPreview }> {
    const user = authorize(actor, importsPolicy.importApis);
    const { doc, url } = await this.load(source, true);
    if (!('kept' in doc)) return { preview: await this.rows(doc, url, await existingApis(this.sql, user.creatorId)) };
    try {
      const [apis, refusals] = await Promise.all([existingApis(this.sql, user.creatorId), this.refusals(doc.kept.origins)]);
      return { json: await this.parser.render(doc, { sourceUrl: url, apis, refusals: [...refusals], lang, message }) };
    } catch (err) {
      this.parser.drop(doc);
      throw err;
    }
  }

  /** The document (parsed here or on the worker; `keep`: a large one may stay there) and its source URL. */
  private async load(source: ImportSource & { document?: PreparedDocument | KeptDocument }, keep: boolean): Promise<{ doc: PreparedDocument | KeptDocument; url: string | null }> {
    if (source.document) return { doc: source.document, url: source.url?.trim() || null };
    const { text, url } = await loadSource(source, this.fetcher);
    return { doc: keep ? await this.parser.parseKept(text, url ?? undefined) : await this.parser.parse(text, url ?? undefined), url };
  }

  /** Imports the chosen operations (`choices`: key → action; without one, the preview's suggestion). */
  async apply(actor: Actor, source: RequestSource, choices: Record<string, string> = {}): Promise<ImportOutcome> {
    for (const a of Object.values(choices)) {
      if (!(IMPORT_ACTIONS as readonly string[]).includes(a)) throw badInput('导入方式只能是 new、update 或 skip', 'The choice must be new, update or skip');
    }
    const user = authorize(actor, importsPolicy.importApis);
    const preview = await this.preview(user, source);
    const actions = preview.rows.map((row) => (choices[row.key] as ImportAction | undefined) ?? row.action);
    const writes = actions.filter((a) => a !== 'skip').length;
    if (writes > IMPORT_LIMITS.maxWrites) throw tooManyWrites(writes);
    const looks = await this.lookups();
    const results: ImportedRow[] = [];
    for (const [i, row] of preview.rows.entries()) results.push(await this.importRow(user, row, actions[i]!, preview, looks));
    return { preview, results };
  }

  private async rows(doc: PreparedDocument, sourceUrl: string | null, apis: ExistingApi[]): Promise<ImportPreview> {
    return buildPreview(doc, sourceUrl, apis, await this.refusals(originsOf(doc)));
  }

  /** The SSRF guard's verdict on each origin of a document's addresses (null: allowed). */
  private async refusals(origins: string[]): Promise<Map<string, Said | null>> {
    const verdicts = await Promise.all(
      origins.map((origin) => this.addresses.check(origin, { zh: '接口地址', en: 'API address' }).then(() => null, (e: unknown) => (e instanceof AppError ? e.messages : null))),
    );
    return new Map(origins.map((o, i) => [o, verdicts[i]!]));
  }

  private async lookups(): Promise<Lookups> {
    const [tags, categories] = await Promise.all([
      this.sql.all(tagNamesStatement, []),
      this.sql.all(categoryNamesStatement, []),
    ]);
    const index = (list: typeof tags) => new Map(list.flatMap((t) => [[key(t.name_en), t.id], [key(t.name), t.id]] as Array<[string, number]>));
    return { tags: index(tags), categories: index(categories) };
  }

  /** The form input of the fields `fields` names (all for a new API), tags and category by id. */
  private input(form: ImportForm, looks: Lookups, fields?: Set<string>): ApiFormInput {
    const all = toFormInput(form);
    const has = (f: keyof ImportForm) => !fields || fields.has(f);
    const input: ApiFormInput = {
      name: has('name') ? all.name : undefined,
      description: has('description') ? all.description : undefined,
      rqsType: has('method') ? all.rqsType : undefined,
      apiurl: has('address') ? all.apiurl : undefined,
      testurl: has('testUrl') ? all.testurl : undefined,
      resType: has('responseFormat') ? all.resType : undefined,
      note: has('note') ? all.note : undefined,
      isneedtoken: has('needToken') ? all.isneedtoken : undefined,
      parameters: has('parameters') ? all.parameters : undefined,
      respose: has('responseExample') ? all.respose : undefined,
    };
    if (has('tags')) input.tags = form.tags.map((t) => looks.tags.get(key(t))).filter((id): id is number => id !== undefined).slice(0, 20);
    if (has('category')) input.category = looks.categories.get(key(form.category)) ?? null;
    if (has('icon')) input.icon = form.icon;
    return input;
  }

  private async importRow(user: Actor, row: PreviewRow, action: ImportAction, preview: ImportPreview, looks: Lookups): Promise<ImportedRow> {
    const out: ImportedRow = { key: row.key, action, apiId: null, revisionNumber: null, error: null };
    if (action === 'skip') return out;
    if (row.error) return { ...out, action: 'skip', error: row.error };
    try {
      if (action === 'update') {
        if (!row.match) return { ...out, action: 'skip', error: { zh: '没有可更新的同名接口', en: 'No matching API to update' } };
        out.apiId = row.match.apiId;
        if (row.match.diff.length) {
          const { revision } = await this.authoring.update(user, row.match.apiId, this.input(row.form, looks, new Set(row.match.diff.map((d) => d.field))));
          out.revisionNumber = revision?.number ?? null;
        }
      } else {
        out.apiId = (await this.authoring.create(user, this.input(row.form, looks))).id;
      }
      await this.remember(out.apiId, row, preview);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.error = err.messages;
    }
    return out;
  }

  /** Where the API came from and what the source said (the base of the next re-import's merge), and its answer's schema. */
  private remember(apiId: number, row: PreviewRow, preview: ImportPreview): Promise<void> {
    return declaredWrite(importsCache.writes.source(), async () => {
      await this.sql.run(rememberSourceCommand, [apiId, preview.sourceUrl, preview.format, row.key, JSON.stringify(row.form)]);
      if (!row.schema) return;
      // A draft takes the schema at once; a listed API's waits on its pending revision and is applied at its
      // release (the revision's release tells the gateways), so callers never see a contract before review.
      await this.sql.run(draftSchemaCommand, [apiId, JSON.stringify(row.schema)]);
      await this.sql.run(revisionSchemaCommand, [apiId, JSON.stringify(row.schema)]);
    });
  }
}
