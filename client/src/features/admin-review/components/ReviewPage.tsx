import { Badge, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useReviewDesk } from '../hooks/useReviewReads';
import '../i18n';
import { AuditList } from './AuditList';
import { PendingList } from './PendingList';
import { ReviewModeSwitch } from './ReviewModeSwitch';

/** SPEC §2.14 review pages (`apireview`, `/admin/mobile/api-review`): the mode, the pending list, the audit list. */
export function ReviewPage() {
  const { t } = useTranslation();
  const { data } = useReviewDesk(true);
  const pending = data?.pendingReviews.length;
  return (
    <Stack gap="4" data-testid="review-page">
      <ReviewModeSwitch />
      <Tabs.Root defaultValue="pending" variant="enclosed" size="sm" lazyMount unmountOnExit>
        <Tabs.List aria-label={t('adminReview.tabs')}>
          <Tabs.Trigger value="pending" minH="10">
            {t('adminReview.pending.tab')}
            {pending ? (
              <Badge size="sm" colorPalette="orange" variant="solid">
                {pending}
              </Badge>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" minH="10">
            {t('adminReview.audit.tab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pending">
          <PendingList />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditList />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
