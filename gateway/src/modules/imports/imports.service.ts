import type { DataSource } from 'typeorm';
import { AppError, badInput } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import type { ApiFormInput } from '../authoring/api-form.rules.js';
import type { AuthoringService } from '../authoring/authoring.service.js';
import type { UpstreamAddressRule } from '../open-call/upstream-address.rules.js';
import { toFormInput, type AdaptedOperation, type ImportForm, type PreparedDocument } from './form-adapt.js';
import type { Said, SourceFormat } from './import-model.js';
import { existingApis, matcher, mergeShapes, type DiffEntry, type ExistingApi } from './import-match.js';
import { importsPolicy } from './imports.policy.js';
import type { ParseRunner } from './parse-runner.js';
import { loadSource, type DocumentFetcher, type ImportSource } from './source-load.js';

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

/** Import (issue #29): any supported document → a preview → the creator's draft APIs, and re-sync from a source URL. */
export class ApiImportService {
  constructor(
    private readonly ds: DataSource,
    private readonly authoring: AuthoringService,
    private readonly addresses: UpstreamAddressRule,
    private readonly fetcher: DocumentFetcher,
    private readonly parser: ParseRunner,
  ) {}

  /** What an import would do, with nothing written. */
  async preview(actor: Actor, source: ImportSource): Promise<ImportPreview> {
    const user = authorize(actor, importsPolicy.importApis);
    const { text, url } = await loadSource(source, this.fetcher);
    const doc = await this.parser.parse(text, url ?? undefined);
    return this.rows(doc, url, await existingApis(this.ds, user.creatorId));
  }

  /** Imports the chosen operations (`choices`: key → action; without one, the preview's suggestion). */
  async apply(actor: Actor, source: ImportSource, choices: Record<string, string> = {}): Promise<ImportOutcome> {
    for (const a of Object.values(choices)) {
      if (!(IMPORT_ACTIONS as readonly string[]).includes(a)) throw badInput('导入方式只能是 new、update 或 skip', 'The choice must be new, update or skip');
    }
    const user = authorize(actor, importsPolicy.importApis);
    const preview = await this.preview(user, source);
    const looks = await this.lookups();
    const results: ImportedRow[] = [];
    for (const row of preview.rows) {
      const action = (choices[row.key] as ImportAction | undefined) ?? row.action;
      results.push(await this.importRow(user, row, action, preview, looks));
    }
    return { preview, results };
  }

  private async rows(doc: PreparedDocument, sourceUrl: string | null, apis: ExistingApi[]): Promise<ImportPreview> {
    const refusals = new Map<string, Promise<Said | null>>();
    const rows: PreviewRow[] = [];
    const findMatch = matcher(apis, sourceUrl);
    for (const adapted of doc.operations) {
      const error = adapted.error ?? (await this.addressRefusal(adapted, refusals));
      const found = findMatch(adapted.key, adapted.form);
      const match = found && { apiId: found.id, name: found.shape.name, status: found.status, diff: mergeShapes(found.shape, adapted.form, found.snapshot).diff };
      rows.push({ key: adapted.key, form: adapted.form, warnings: adapted.warnings, error, schema: adapted.schema, match, action: error ? 'skip' : match ? (match.diff.length ? 'update' : 'skip') : 'new' });
    }
    return { format: doc.format, title: doc.title, version: doc.version, sourceUrl, rows };
  }

  /** The SSRF guard's verdict on an operation's address, asked once per origin. */
  private addressRefusal(a: AdaptedOperation, seen: Map<string, Promise<Said | null>>): Promise<Said | null> {
    let origin: string;
    try {
      origin = new URL(a.form.address).origin;
    } catch {
      return Promise.resolve(null);
    }
    if (!seen.has(origin)) {
      seen.set(origin, this.addresses.check(origin, { zh: '接口地址', en: 'API address' }).then(() => null, (e: unknown) => (e instanceof AppError ? e.messages : null)));
    }
    return seen.get(origin)!;
  }

  private async lookups(): Promise<Lookups> {
    const [tags, categories] = await Promise.all([
      this.ds.query<Array<{ id: number; name: string; name_en: string }>>(`SELECT id, name, name_en FROM tag`),
      this.ds.query<Array<{ id: number; name: string; name_en: string }>>(`SELECT id, name, name_en FROM category`),
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
  private async remember(apiId: number, row: PreviewRow, preview: ImportPreview): Promise<void> {
    await this.ds.query(
      `INSERT INTO api_import_source (api_id, source_url, source_format, operation_key, snapshot, imported_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (api_id) DO UPDATE SET source_url = coalesce($2, api_import_source.source_url), source_format = $3,
              operation_key = $4, snapshot = $5, imported_at = now()`,
      [apiId, preview.sourceUrl, preview.format, row.key, JSON.stringify(row.form)],
    );
    if (!row.schema) return;
    // A draft takes the schema at once; a listed API's waits on its pending revision and is applied at its
    // release (the revision's release tells the gateways), so callers never see a contract before review.
    await this.ds.query(`UPDATE api SET response_schema = $2 WHERE id = $1 AND status < 0`, [apiId, JSON.stringify(row.schema)]);
    await this.ds.query(
      `UPDATE api_contract_revision SET response_schema = $2, updated_at = now()
        WHERE id = (SELECT r.id FROM api_contract_revision r JOIN api a ON a.id = r.api_id
                     WHERE r.api_id = $1 AND a.status >= 0 AND r.status IN (-1, 1) ORDER BY r.number DESC LIMIT 1)`,
      [apiId, JSON.stringify(row.schema)],
    );
  }
}
