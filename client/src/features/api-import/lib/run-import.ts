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

/** GraphQL bodies stop at 1 MB: a larger file goes to the REST door as multipart (the same service). */
export const GRAPHQL_FILE_MAX = 900 * 1024;

export class ImportError extends Error {}

/** The REST door's import (multipart), for a file too large for a GraphQL body. */
export async function viaRest(file: File, dryRun: boolean, choices: Record<string, ImportAction>, token: string | null, lang: string): Promise<ImportData> {
  const body = new FormData();
  body.set('file', file);
  body.set('choices', JSON.stringify(choices));
  const headers: Record<string, string> = { 'accept-language': lang.startsWith('en') ? 'en' : 'zh' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`/api/apis/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body, headers });
  const answer = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: ImportData } | null;
  if (answer?.code === 200 && answer.data) return answer.data;
  throw new ImportError(answer?.message ?? res.statusText);
}
