import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileDown, LuFileUp } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toaster } from '../../../app/toaster';
import { useConsoleLink } from '../../creator';
import { readableServerMessage } from '../../../app/server-message';
import { MyApisOpenApiQuery } from '../graphql/imports';
import '../i18n';

const SIZE = { size: 'sm', minH: { base: '11', md: '8' } } as const;

/** In the creator's list: open the import screen, and download all their APIs as one OpenAPI 3.1 document. */
export function ImportExportButtons() {
  const { t } = useTranslation();
  const link = useConsoleLink();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: MyApisOpenApiQuery, variables: { format: 'json' }, fetchPolicy: 'network-only' });
      const url = URL.createObjectURL(new Blob([data?.myApisOpenApi ?? ''], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'my-apis.openapi.json' });
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      toaster.create({ type: 'error', title: t('apiImport.exportFailed'), description: readableServerMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button asChild variant="outline" {...SIZE}>
        <RouterLink to={link('apiImport')}>
          <LuFileUp aria-hidden /> {t('apiImport.open')}
        </RouterLink>
      </Button>
      <Button variant="outline" {...SIZE} loading={busy} onClick={() => void exportAll()}>
        <LuFileDown aria-hidden /> {t('apiImport.exportAll')}
      </Button>
    </>
  );
}
