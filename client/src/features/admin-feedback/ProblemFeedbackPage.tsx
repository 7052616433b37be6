import { Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackFilters } from './components/FeedbackFilters';
import { FeedbackPagedList } from './components/FeedbackPagedList';
import { useStatusPaging } from './components/useStatusPaging';
import { ProblemReportForm } from './components/ProblemReportForm';
import { FeedbackInboxQuery } from './graphql/feedback';
import './i18n';

/** SPEC §2.14 problem feedback: every public feedback and admin report (status changes) and the report form. */
export function ProblemFeedbackPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('list');
  const [kind, setKind] = useState('');
  const paging = useStatusPaging();
  const { data, previousData, loading, error, refetch } = useQuery(FeedbackInboxQuery, {
    variables: { ...paging.variables, kind: kind || null },
  });
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" py="2">
      <Tabs.List aria-label={t('adminFeedback.tabs')}>
        <Tabs.Trigger value="list">{t('adminFeedback.tabList')}</Tabs.Trigger>
        <Tabs.Trigger value="report">{t('adminFeedback.tabReport')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="list">
        <Stack gap="4">
          <FeedbackFilters
            kind={kind}
            onKind={(v) => {
              setKind(v);
              paging.setPage(1);
            }}
            status={paging.status}
            onStatus={paging.setStatus}
          />
          <FeedbackPagedList
            page={(data ?? previousData)?.feedbackList}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            pageNumber={paging.page}
            onPage={paging.setPage}
            empty={t('adminFeedback.empty')}
            canChange
          />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="report" maxW="3xl">
        <ProblemReportForm onSubmitted={() => setTab('list')} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
