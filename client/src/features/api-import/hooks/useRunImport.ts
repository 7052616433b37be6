import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { readableServerMessage } from '../../../app/server-message';
import { ImportApisMutation, PreviewApiImportMutation } from '../graphql/imports';
import { INLINE_MAX, type ImportAction, type ImportData, ImportError, type ImportSource, upload } from '../lib/run-import';

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
        const source =
          doc && doc.size > INLINE_MAX
            ? { uploadId: await upload(doc, token, i18n.language) }
            : { content: src.file ? await src.file.text() : text, url: doc ? undefined : src.url?.trim() || undefined };
        if (dryRun) return (await preview({ variables: { source } })).data!.previewApiImport;
        const list = Object.entries(choices).map(([key, action]) => ({ key, action }));
        return (await apply({ variables: { source, choices: list } })).data!.importApis;
      } catch (e) {
        if (e instanceof ImportError) throw e;
        // The gateway's sentence for people (why the document was refused); anything else stays an error
        // the page words itself — never a raw GraphQL or network message.
        const said = readableServerMessage(e);
        throw said ? new ImportError(said) : e;
      }
    },
    [apply, preview, token, i18n.language],
  );
}
