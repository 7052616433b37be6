import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Code, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../i18n/localized';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../layout/components/BlockStates';
import { RepositoryCommitsQuery } from '../graphql/repository';
import '../i18n';

const LIMIT = 50;

/** One commit: the subject line, and the rest of the message on demand. */
function Commit({
  c,
}: {
  c: { oid: string; message: string; authorName: string; authorEmail: string; committedDate: string };
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [subject, ...rest] = c.message.split('\n');
  const body = rest.join('\n').trim();
  return (
    <Box as="li" py="3" borderBottomWidth="1px" listStyleType="none" data-testid="commit">
      <Stack gap="1">
        <Text fontWeight="medium" overflowWrap="anywhere" lineHeight="1.6">
          {subject}
        </Text>
        <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
          <Code size="sm">{c.oid.slice(0, 7)}</Code>
          <Text>{c.authorName}</Text>
          <Text fontFamily="mono" data-testid="commit-email">
            {c.authorEmail}
          </Text>
          <Text>{new Date(c.committedDate).toLocaleString(dateLocale(i18n.language))}</Text>
          {body && (
            <Box as="button" color="blue.fg" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? t('repository.less') : t('repository.more')}
            </Box>
          )}
        </HStack>
        {open && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {body}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** The repository commit list (SPEC §2.2) from the platform's own history, newest first. */
export function CommitList() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(RepositoryCommitsQuery, { variables: { limit: LIMIT } });
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {t('repository.title')}
          </Heading>
          {data && <Badge>{t('repository.count', { count: data.repositoryCommits.length })}</Badge>}
        </HStack>
        <Text color="fg.muted">{t('repository.subtitle', { limit: LIMIT })}</Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body py="1">
          {error ? (
            <BlockError title={t('repository.error')} onRetry={() => void refetch().catch(() => undefined)} />
          ) : loading && !data ? (
            <Box py="3">
              <BlockSkeleton lines={6} h="10" />
            </Box>
          ) : !data?.repositoryCommits.length ? (
            <BlockEmpty title={t('repository.empty')} testId="commits-empty" />
          ) : (
            <Box as="ol" data-testid="commit-list">
              {data.repositoryCommits.map((c) => (
                <Commit key={c.oid} c={c} />
              ))}
            </Box>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
