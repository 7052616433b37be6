import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackList } from './components/FeedbackList';
import { ProblemReportForm } from './components/ProblemReportForm';
import { FeedbackInboxQuery } from './graphql/feedback';
import './i18n';

/** SPEC §2.14 problem feedback: every public feedback and admin report (status changes) and the report form. */
export function ProblemFeedbackPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('list');
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" py="2">
      <Tabs.List aria-label={t('adminFeedback.tabs')}>
        <Tabs.Trigger value="list">{t('adminFeedback.tabList')}</Tabs.Trigger>
        <Tabs.Trigger value="report">{t('adminFeedback.tabReport')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="list">
        <FeedbackList
          query={FeedbackInboxQuery}
          select={(d) => d.feedbackList}
          withKind
          canChange
          empty={t('adminFeedback.empty')}
        />
      </Tabs.Content>
      <Tabs.Content value="report" maxW="3xl">
        <ProblemReportForm onSubmitted={() => setTab('list')} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
