import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import { IMPORT_LIMITS } from './import-model.js';

/** How long an uploaded document waits for its preview and import. */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;
/** Uploads one account keeps at once (the oldest goes first); all accounts together hold at most TOTAL bytes. */
const PER_USER = 3;
const TOTAL_BYTES = 8 * IMPORT_LIMITS.maxBytes;

interface Upload {
  userId: number;
  bytes: Buffer;
  expires: number;
}

const gone = () =>
  new AppError(
    'BAD_USER_INPUT',
    { zh: '上传的文档不存在或已过期，请重新上传', en: 'The uploaded document is unknown or expired: upload it again' },
    { reason: 'IMPORT_DOCUMENT_INVALID' },
  );

/**
 * Documents uploaded through the REST door (`POST /api/apis/import/uploads`, bytes as they came: never
 * parsed on the event loop) for the GraphQL door to import by a short-lived reference (`uploadId`), so a
 * large document never travels in a GraphQL body. Kept in this gateway's memory for UPLOAD_TTL_MS, only
 * for the account that uploaded it.
 */
export class ImportUploads {
  private readonly uploads = new Map<string, Upload>();
  private total = 0;

  constructor(private readonly now: () => number = Date.now) {}

  put(userId: number, bytes: Buffer): { uploadId: string; bytes: number; expiresAt: Date } {
    this.sweep();
    if (bytes.length === 0) {
      throw new AppError('BAD_USER_INPUT', { zh: '上传的文档是空的', en: 'The uploaded document is empty' }, { reason: 'IMPORT_DOCUMENT_INVALID' });
    }
    if (bytes.length > IMPORT_LIMITS.maxBytes) {
      const mb = IMPORT_LIMITS.maxBytes / 1024 / 1024;
      throw new AppError('BAD_USER_INPUT', { zh: `文档超过 ${mb} MB 上限`, en: `The document exceeds the ${mb} MB limit` }, { reason: 'IMPORT_DOCUMENT_INVALID' });
    }
    const mine = [...this.uploads.entries()].filter(([, u]) => u.userId === userId);
    for (const [id] of mine.slice(0, Math.max(0, mine.length - PER_USER + 1))) this.drop(id);
    if (this.total + bytes.length > TOTAL_BYTES) {
      throw new AppError('SERVICE_UNAVAILABLE', { zh: '导入服务繁忙，请稍后再试', en: 'The import service is busy: try again in a few minutes' });
    }
    const uploadId = randomUUID();
    const expires = this.now() + UPLOAD_TTL_MS;
    this.uploads.set(uploadId, { userId, bytes, expires });
    this.total += bytes.length;
    return { uploadId, bytes: bytes.length, expiresAt: new Date(expires) };
  }

  /** The document's text, for the account that uploaded it (anyone else: as unknown). */
  text(userId: number, uploadId: string): string {
    this.sweep();
    const u = this.uploads.get(uploadId);
    if (!u || u.userId !== userId) throw gone();
    return u.bytes.toString('utf8');
  }

  private drop(id: string): void {
    const u = this.uploads.get(id);
    if (!u) return;
    this.total -= u.bytes.length;
    this.uploads.delete(id);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, u] of this.uploads) if (u.expires <= now) this.drop(id);
  }
}
