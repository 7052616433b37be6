import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import type { ApiImportFieldsFragment } from '../../../gql/graphql';
import { serverMessage } from '../../creator';
import { ImportApisMutation, PreviewApiImportMutation } from '../graphql/imports';

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
const GRAPHQL_FILE_MAX = 900 * 1024;

export class ImportError extends Error {}

async function viaRest(file: File, dryRun: boolean, choices: Record<string, ImportAction>, token: string | null, lang: string): Promise<ImportData> {
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

/** Preview (nothing written) and import, over GraphQL, or REST for a large file. Errors carry the server's message. */
export function useRunImport() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  const [preview] = useMutation(PreviewApiImportMutation);
  const [apply] = useMutation(ImportApisMutation, { refetchQueries: ['MyApis'] });
  return useCallback(
    async (src: ImportSource, choices: Record<string, ImportAction> | null): Promise<ImportData> => {
      const dryRun = choices === null;
      if (src.file && src.file.size > GRAPHQL_FILE_MAX) return viaRest(src.file, dryRun, choices ?? {}, token, i18n.language);
      const content = src.file ? await src.file.text() : src.text?.trim() || undefined;
      const source = { content, url: content ? undefined : src.url?.trim() || undefined };
      try {
        if (dryRun) return (await preview({ variables: { source } })).data!.previewApiImport;
        const list = Object.entries(choices).map(([key, action]) => ({ key, action }));
        return (await apply({ variables: { source, choices: list } })).data!.importApis;
      } catch (e) {
        throw new ImportError(serverMessage(e) ?? String(e));
      }
    },
    [apply, preview, token, i18n.language],
  );
}
