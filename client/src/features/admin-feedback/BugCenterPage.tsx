import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConsoleRole } from '../console';
import { BlockSkeleton } from '../../shared/components/BlockStates';
import { FeedbackList } from './components/FeedbackList';
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
  return (
    <Stack gap="4" py="2">
      <Text fontSize="sm" color="fg.muted">
        {t(admin ? 'adminFeedback.bug.adminIntro' : 'adminFeedback.bug.creatorIntro')}
      </Text>
      {!role ? (
        <BlockSkeleton lines={4} h="20" />
      ) : admin ? (
        <FeedbackList
          query={AssignedReportsQuery}
          select={(d) => d.assignedReports}
          empty={t('adminFeedback.emptyAssigned')}
          canChange
        />
      ) : (
        <FeedbackList
          query={MyBugReportsQuery}
          select={(d) => d.myBugReports}
          empty={t('adminFeedback.emptyCreator')}
        />
      )}
    </Stack>
  );
}
