import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { IMPORT_LIMITS } from './import-model.js';
import { importsCache } from './imports.cache.js';

/** How long an uploaded document waits for its preview and import. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;
/** Uploads one account keeps at once (the oldest goes first); all accounts together hold at most TOTAL bytes. */
const PER_USER = 3;
const TOTAL_BYTES = 8 * IMPORT_LIMITS.maxBytes;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sweepCommand = command<[]>('imports.uploads-sweep', `DELETE FROM import_upload WHERE expires_at <= now()`);
/** The account's uploads beyond the newest `keep` go (the oldest first). */
const trimCommand = command<[userId: number, keep: number]>(
  'imports.uploads-trim',
  `DELETE FROM import_upload WHERE id IN (
     SELECT id FROM import_upload WHERE user_id = $1 ORDER BY created_at DESC OFFSET $2)`,
);
const totalRow = z.object({ total: z.number() });
const totalStatement = statement<[], typeof totalRow>('imports.uploads-total', `SELECT coalesce(sum(size), 0)::int AS total FROM import_upload`, totalRow);
const putCommand = command<[id: string, userId: number, bytes: Buffer, size: number, ttlMs: number]>(
  'imports.uploads-put',
  `INSERT INTO import_upload (id, user_id, bytes, size, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::float8 / 1000))`,
);
const bytesRow = z.object({ bytes: z.instanceof(Buffer) });
const textStatement = statement<[id: string, userId: number], typeof bytesRow>(
  'imports.uploads-text',
  `SELECT bytes FROM import_upload WHERE id = $1 AND user_id = $2 AND expires_at > now()`,
  bytesRow,
);

const gone = () =>
  new AppError(
    'BAD_USER_INPUT',
    { zh: '上传的文档不存在或已过期，请重新上传', en: 'The uploaded document is unknown or expired: upload it again' },
    { reason: 'IMPORT_DOCUMENT_INVALID' },
  );

/**
 * Documents uploaded through the REST door (`POST /api/apis/import/uploads`, bytes as they came: never
 * parsed on the event loop) for the GraphQL door to import by a short-lived reference (`uploadId`), so a
 * large document never travels in a GraphQL body. Kept in PostgreSQL (`import_upload`) for UPLOAD_TTL_MS,
 * only for the account that uploaded it, so any gateway behind a load balancer can take the import;
 * expired ones are swept at each upload and each read.
 * No cached answer shows an upload: its writes touch nothing.
 */
export class ImportUploads {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  async put(userId: number, bytes: Buffer): Promise<{ uploadId: string; bytes: number; expiresAt: Date }> {
    if (bytes.length === 0) {
      throw new AppError('BAD_USER_INPUT', { zh: '上传的文档是空的', en: 'The uploaded document is empty' }, { reason: 'IMPORT_DOCUMENT_INVALID' });
    }
    if (bytes.length > IMPORT_LIMITS.maxBytes) {
      const mb = IMPORT_LIMITS.maxBytes / 1024 / 1024;
      throw new AppError('BAD_USER_INPUT', { zh: `文档超过 ${mb} MB 上限`, en: `The document exceeds the ${mb} MB limit` }, { reason: 'IMPORT_DOCUMENT_INVALID' });
    }
    return declaredWrite(importsCache.writes.upload(), async () => {
      await this.sweep();
      await this.sql.run(trimCommand, [userId, PER_USER - 1]);
      const total = (await this.sql.first(totalStatement, []))?.total ?? 0;
      if (total + bytes.length > TOTAL_BYTES) {
        throw new AppError('SERVICE_UNAVAILABLE', { zh: '导入服务繁忙，请稍后再试', en: 'The import service is busy: try again in a few minutes' });
      }
      const uploadId = randomUUID();
      await this.sql.run(putCommand, [uploadId, userId, bytes, bytes.length, UPLOAD_TTL_MS]);
      return { uploadId, bytes: bytes.length, expiresAt: new Date(Date.now() + UPLOAD_TTL_MS) };
    });
  }

  /** The document's text, for the account that uploaded it (anyone else, or an expired one: as unknown). */
  async text(userId: number, uploadId: string): Promise<string> {
    if (!UUID.test(uploadId)) throw gone();
    const row = await this.sql.first(textStatement, [uploadId, userId]);
    // Expired documents go at each read too, not only at the next upload: a gateway that only previews
    // and imports (the uploads came earlier, or through another gateway) still empties the table.
    await this.sweep();
    if (!row) throw gone();
    return row.bytes.toString('utf8');
  }

  /** Every account's expired documents deleted (index on expires_at): shown by no cached answer. */
  private sweep(): Promise<unknown> {
    return declaredWrite(importsCache.writes.upload(), () => this.sql.run(sweepCommand, []));
  }
}
