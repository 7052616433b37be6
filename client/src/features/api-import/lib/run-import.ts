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

/**
 * A document over this size never goes in a GraphQL body (the server takes at most 256 KB there, and
 * /graphql bodies at most 1 MB): it is uploaded as bytes first and imported by its short-lived uploadId.
 */
const INLINE_MAX = 200 * 1024;

export class ImportError extends Error {}

/** Uploads the document's bytes (`POST /api/apis/import/uploads`, parsed only when previewed); its uploadId. */
async function upload(doc: Blob, token: string | null, lang: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'accept-language': lang.startsWith('en') ? 'en' : 'zh' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch('/api/apis/import/uploads', { method: 'POST', body: doc, headers });
  const answer = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: { uploadId: string } } | null;
  if (answer?.code === 200 && answer.data) return answer.data.uploadId;
  throw new ImportError(answer?.message ?? res.statusText);
}

/** Preview (nothing written) and import over GraphQL; a large document by upload reference. Errors carry the server's message. */
export function useRunImport() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  const [preview] = useMutation(PreviewApiImportMutation);
  const [apply] = useMutation(ImportApisMutation, { refetchQueries: ['MyApis'] });
  return useCallback(
    async (src: ImportSource, choices: Record<string, ImportAction> | null): Promise<ImportData> => {
      const dryRun = choices === null;
      try {
        const text = src.file ? null : src.text?.trim() || undefined;
        const doc = src.file ?? (text ? new Blob([text]) : null);
        const source = doc && doc.size > INLINE_MAX
          ? { uploadId: await upload(doc, token, i18n.language) }
          : { content: src.file ? await src.file.text() : text, url: doc ? undefined : src.url?.trim() || undefined };
        if (dryRun) return (await preview({ variables: { source } })).data!.previewApiImport;
        const list = Object.entries(choices).map(([key, action]) => ({ key, action }));
        return (await apply({ variables: { source, choices: list } })).data!.importApis;
      } catch (e) {
        if (e instanceof ImportError) throw e;
        throw new ImportError(serverMessage(e) ?? String(e));
      }
    },
    [apply, preview, token, i18n.language],
  );
}
