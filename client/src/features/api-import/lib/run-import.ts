import type { ApiImportFieldsFragment } from '../../../gql/graphql';

export type ImportData = ApiImportFieldsFragment;
export type ImportRow = ImportData['operations'][number];
export type ImportAction = 'new' | 'update' | 'skip';

/** Where the document comes from, as the creator gave it. */
export interface ImportSource {
  text?: string;
  file?: File | null;
  url?: string;
}

/**
 * A document over this size never goes in a GraphQL body (the server takes at most 256 KB there, and
 * /graphql bodies at most 1 MB): it is uploaded as bytes first and imported by its short-lived uploadId.
 */
export const INLINE_MAX = 200 * 1024;

export class ImportError extends Error {}

/** Uploads the document's bytes (`POST /api/apis/import/uploads`, parsed only when previewed); its uploadId. */
export async function upload(doc: Blob, token: string | null, lang: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'accept-language': lang.startsWith('en') ? 'en' : 'zh' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch('/api/apis/import/uploads', { method: 'POST', body: doc, headers });
  const answer = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: { uploadId: string } } | null;
  if (answer?.code === 200 && answer.data) return answer.data.uploadId;
  // The gateway's message is written for people; without one (a proxy's page, a cut connection) the page words it.
  if (answer?.message) throw new ImportError(answer.message);
  throw new Error(`upload answered ${res.status}`);
}
