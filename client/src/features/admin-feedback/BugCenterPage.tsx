import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useConsoleRole } from '../console/hooks/useConsoleRole';
import { FeedbackFilters } from './components/FeedbackFilters';
import { FeedbackPagedList } from './components/FeedbackPagedList';
import { useStatusPaging } from './components/useStatusPaging';
import { AssignedReportsQuery, MyBugReportsQuery } from './graphql/feedback';
import './i18n';

/**
 * `mybug` / bug centre: an administrator sees the problem reports assigned to them (and moves them on);
 * a creator sees the problems users reported with their APIs.
 */
export function BugCenterPage() {
  const { t } = useTranslation();
  const { role } = useConsoleRole();
  const admin = role === 'ADMIN';
  const paging = useStatusPaging();
  const { variables } = paging;
  const assigned = useQuery(AssignedReportsQuery, { variables, skip: !admin });
  const mine = useQuery(MyBugReportsQuery, { variables, skip: role !== 'USER' });
  const q = admin ? assigned : mine;
  const list = admin
    ? (assigned.data ?? assigned.previousData)?.assignedReports
    : (mine.data ?? mine.previousData)?.myBugReports;
  return (
    <Stack gap="4" py="2">
      <Text fontSize="sm" color="fg.muted">
        {t(admin ? 'adminFeedback.bug.adminIntro' : 'adminFeedback.bug.creatorIntro')}
      </Text>
      <FeedbackFilters status={paging.status} onStatus={paging.setStatus} />
      <FeedbackPagedList
        page={list}
        loading={q.loading || !role}
        error={q.error}
        onRetry={() => void q.refetch()}
        pageNumber={paging.page}
        onPage={paging.setPage}
        empty={t(admin ? 'adminFeedback.emptyAssigned' : 'adminFeedback.emptyCreator')}
        canChange={admin}
      />
    </Stack>
  );
}
