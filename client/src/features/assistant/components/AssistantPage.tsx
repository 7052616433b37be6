import { Alert, Box, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBot } from 'react-icons/lu';
import { useAssistant } from '../hooks/useAssistant';
import '../i18n';
import { FirstSample } from './FirstSample';
import { PickCard } from './PickCard';
import { QuestionForm } from './QuestionForm';
import { WaitlistCard } from './WaitlistCard';

/**
 * /dsChatBot: the API assistant — a question in Chinese or English, the 3 APIs of the catalogue that fit it
 * best with why, a code sample for the first and a "try it" with values read from the question. It says
 * what it is: retrieval over the catalogue, not a chat model.
 */
export function AssistantPage() {
  const { t } = useTranslation();
  const { asked, ask, answer, loading, failed } = useAssistant();
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" mb="6" align="start">
        <HStack gap="3">
          <Box fontSize="3xl" color="blue.fg" aria-hidden="true">
            <LuBot />
          </Box>
          <Heading as="h1" size="2xl">
            {t('assistant.title')}
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="md" lineHeight="1.7" data-testid="assistant-what">
          {t('assistant.what')}
        </Text>
      </Stack>
      <QuestionForm asked={asked} loading={loading} onAsk={ask} />
      <Box mt="8" aria-live="polite" aria-busy={loading}>
        {loading && !answer ? (
          <Stack gap="3" role="status" aria-label={t('assistant.searching')}>
            <Skeleton h="24" />
            <Skeleton h="24" />
          </Stack>
        ) : failed ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failed === true ? t('assistant.failedAsk') : failed}</Alert.Title>
          </Alert.Root>
        ) : answer && answer.picks.length === 0 ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('assistant.nothing')}</Alert.Title>
          </Alert.Root>
        ) : answer ? (
          <Stack gap="6">
            <Heading as="h2" size="lg">
              {t('assistant.results', { question: answer.question })}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {answer.picks.map((p, i) => (
                <PickCard key={p.apiId} pick={p} rank={i + 1} />
              ))}
            </SimpleGrid>
            <FirstSample
              key={`${answer.question}-${answer.picks[0].apiId}`}
              pick={answer.picks[0]}
              question={answer.question}
            />
          </Stack>
        ) : null}
      </Box>
      <Box mt="12">
        <WaitlistCard />
      </Box>
    </Container>
  );
}
