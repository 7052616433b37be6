import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { serverMessage } from '../../creator';
import { ImportApisMutation, PreviewApiImportMutation } from '../graphql/imports';
import { GRAPHQL_FILE_MAX, type ImportAction, type ImportData, ImportError, type ImportSource, viaRest } from '../lib/run-import';

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
