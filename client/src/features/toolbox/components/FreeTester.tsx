import { Container, Field, Grid, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { localized } from '../../../i18n/localized';
import '../../api-detail/i18n';
import { CodeSamples } from '../../api-detail';
import { Tester } from '../../api-detail';
import { useTester } from '../../api-detail';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useToolCatalog, useToolParams } from '../hooks/useToolbox';
import '../i18n';

const noop = () => undefined;

interface LoadedApi {
  id: number;
  requestMethod: string;
  needToken: boolean;
  /** Each parameter where it travels (query, path, header, cookie, body: #29), as on the API's page. */
  requestParams: Array<{ name: string; example: string; location: string }>;
}

/** The detail page's tester and code samples for the chosen API. */
function ApiTester({ api }: { api: LoadedApi }) {
  const { tester, request } = useTester(api, noop);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5">
      <Tester {...tester} />
      <CodeSamples request={request} />
    </Grid>
  );
}

function Chosen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useToolParams(id);
  if (error)
    return (
      <BlockError title={t('tools.test.loadError')} onRetry={() => void refetch().catch(() => undefined)} />
    );
  if (loading || !data) return <BlockSkeleton lines={4} h="10" />;
  return <ApiTester key={data.api.id} api={data.api} />;
}

/** /test: a free-form request tester against any listed API (kept in the URL as ?api=). */
export function FreeTester() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const catalog = useToolCatalog();
  const apis = catalog.data?.apis.items ?? [];
  const wanted = Number(params.get('api'));
  const chosen = apis.find((a) => a.id === wanted) ?? apis[0];
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.test.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.test.subtitle')}</Text>
      </Stack>
      {catalog.error ? (
        <BlockError
          title={t('tools.test.catalogError')}
          onRetry={() => void catalog.refetch().catch(() => undefined)}
        />
      ) : catalog.loading && !catalog.data ? (
        <BlockSkeleton lines={2} h="10" />
      ) : !chosen ? (
        <Text color="fg.muted">{t('tools.test.noApis')}</Text>
      ) : (
        <Stack gap="5">
          <Field.Root maxW="xl">
            <Field.Label htmlFor="test-api">{t('tools.test.api')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="test-api"
                data-testid="test-api"
                value={chosen.id}
                onChange={(e) => setParams({ api: e.target.value })}
              >
                {apis.map((a) => (
                  <option key={a.id} value={a.id}>
                    {localized(i18n.language, a.name, a.nameEn)}
                    {a.category ? ` · ${localized(i18n.language, a.category.name, a.category.nameEn)}` : ''}
                    {a.needToken ? ` · ${t('tools.test.token')}` : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('tools.test.hint')}</Field.HelperText>
          </Field.Root>
          <Chosen key={chosen.id} id={chosen.id} />
        </Stack>
      )}
    </Container>
  );
}
