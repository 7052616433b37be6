import type { DataSource } from 'typeorm';
import { lazyModule } from '../../core/lazy-module.js';
import { authorize, can, type Actor } from '../../core/policy.js';
import type { ApiDetailService } from '../catalog/api-detail.service.js';
import { apiWithContract, existingApis } from './import-match.js';
import { type Sql, sqlOn } from '../../core/sql.js';
import { importsPolicy } from './imports.policy.js';
import { openApiDocument } from './openapi-export.js';

export type ExportFormat = 'json' | 'yaml';

/** The YAML writer, loaded with the first YAML export (the import parsers load it too). */
const yaml = lazyModule(() => import('yaml'));

/** A document as text in the asked format. */
export const render = async (doc: Record<string, unknown>, format: ExportFormat): Promise<string> =>
  format === 'yaml' ? (await yaml()).stringify(doc, { aliasDuplicateObjects: false }) : JSON.stringify(doc, null, 2);

/** What callers see of one API as OpenAPI 3.1 (the MCP door's document: the open call address, never the upstream's). */
export type CallerDocument = (id: number, viewer: Actor, origin: string) => Promise<Record<string, unknown>>;

/** Export (issue #29): a listed API's contract, or all of a creator's APIs, as OpenAPI 3.1. */
export class ApiExportService {
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly details: ApiDetailService,
    private readonly callerDocument: CallerDocument,
  ) {
    this.sql = sqlOn(ds);
  }

  /**
   * One API the viewer may see (the visibility rule: anyone else gets API_NOT_FOUND): its whole contract
   * for its creator and administrators, what callers see for everyone else (`origin`: where they call).
   */
  async one(viewer: Actor, id: number, origin: string): Promise<Record<string, unknown>> {
    const api = await this.details.findPublic(id, viewer ?? null);
    if (!can(viewer, importsPolicy.exportContract, api)) return this.callerDocument(id, viewer, origin);
    const apis = await apiWithContract(this.sql, id);
    return openApiDocument(apis, { title: api.name, description: api.description });
  }

  /** Every API of the caller's (an administrator's own: the platform's), whatever its status. */
  async own(actor: Actor): Promise<Record<string, unknown>> {
    const user = authorize(actor, importsPolicy.exportOwn);
    // Platform APIs (no creator) are an administrator's own; an account without a creator profile owns none.
    const apis =
      user.creatorId === null && user.role !== 'ADMIN'
        ? []
        : await existingApis(this.sql, user.creatorId);
    return openApiDocument(apis, { title: `${user.username} · API Market` });
  }
}
