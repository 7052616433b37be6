import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session';
import { BlockEmpty } from '../../shared/components/BlockStates';
import { FeedbackList } from './components/FeedbackList';
import { MyFeedbackQuery } from './graphql/feedback';
import './i18n';

/** SPEC §2.2 /feedback-workspace (system bug feedback): the signed-in user's own reports and their progress. */
export function FeedbackWorkspacePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t('adminFeedback.mine.title')}
        </Heading>
        <Text color="fg.muted">{t('adminFeedback.mine.intro')}</Text>
        {!token ? (
          <Stack align="center" gap="3" py="6" data-testid="feedback-workspace-signin">
            <BlockEmpty title={t('adminFeedback.mine.signIn')} />
            <Button asChild>
              <RouterLink to="/login" state={{ from: '/feedback-workspace' }}>
                {t('adminFeedback.mine.signInAction')}
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <FeedbackList
            query={MyFeedbackQuery}
            select={(d) => d.myFeedback}
            empty={
              <Stack align="center" gap="3" py="4">
                <BlockEmpty title={t('adminFeedback.emptyMine')} />
                <Button asChild variant="outline">
                  <RouterLink to="/problem">{t('adminFeedback.submitOne')}</RouterLink>
                </Button>
              </Stack>
            }
          />
        )}
      </Stack>
    </Container>
  );
}
