import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { AdminDialog } from '../../shared/admin/components/AdminDialog';
import { Pager } from '../../shared/admin/components/Pager';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { TenderCard } from './components/TenderCard';
import { TenderFilters } from './components/TenderFilters';
import { TenderSubmitForm } from './components/TenderSubmitForm';
import { useTenderRequests } from './hooks/useTender';
import './i18n';

const PAGE_SIZE = 10;

/**
 * `/api-requests` (需求征集): what visitors asked for, most wanted first, with “I need this too”, and
 * the form to ask for another API. `?title=` (from an empty market search) opens the form pre-filled.
 */
export function TenderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wantedTitle = params.get('title') ?? '';
  const [formOpen, setFormOpen] = useState(wantedTitle !== '');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState('votes');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useTenderRequests({
    keyword: keyword || null,
    status: status || null,
    sort,
    page,
    pageSize: PAGE_SIZE,
  });
  const result = (data ?? previousData)?.tenderRequests;
  const filtered = keyword !== '' || status !== '';
  const closeForm = () => {
    setFormOpen(false);
    if (wantedTitle) setParams({}, { replace: true });
  };

  let body;
  if (error && !result) body = <BlockError title={t('tender.loadFailed')} onRetry={() => void refetch()} />;
  else if (!result) body = <BlockSkeleton lines={4} h="28" />;
  else if (!result.items.length) body = <BlockEmpty title={filtered ? t('tender.empty') : t('tender.emptyAll')} testId="tender-empty" />;
  else
    body = (
      <Stack gap="4">
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('tender.listLabel')} aria-busy={loading}>
          {result.items.map((item) => (
            <TenderCard key={item.id} item={item} />
          ))}
        </Stack>
        {result.total > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={setPage} />}
      </Stack>
    );

  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }}>
      <Stack gap="5">
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl">
              {t('tender.title')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('tender.intro')}
            </Text>
          </Stack>
          <Button colorPalette="blue" onClick={() => setFormOpen(true)} flexShrink={0} data-testid="tender-open-form">
            <LuPlus aria-hidden />
            {t('tender.submitOpen')}
          </Button>
        </Flex>
        <TenderFilters
          keyword={keyword}
          onKeyword={(v) => {
            setKeyword(v);
            setPage(1);
          }}
          status={status}
          onStatus={(v) => {
            setStatus(v);
            setPage(1);
          }}
          sort={sort}
          onSort={(v) => {
            setSort(v);
            setPage(1);
          }}
        />
        {body}
      </Stack>
      <AdminDialog open={formOpen} onClose={closeForm} title={t('tender.submitTitle')} size="lg" testId="tender-dialog">
        <TenderSubmitForm
          initialTitle={wantedTitle}
          onCancel={closeForm}
          onDone={() => {
            closeForm();
            setSort('newest');
            setStatus('');
            setKeyword('');
            setPage(1);
          }}
        />
      </AdminDialog>
    </Container>
  );
}
