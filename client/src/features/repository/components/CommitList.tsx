import { Badge, Box, Card, Code, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale, localized } from '../../../i18n/localized';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useRepositoryCommits, useVersionLogs } from '../hooks/useRepository';
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

/** The platform's release notes, newest first: what each version brought, in the reader's language. */
function ReleaseNotes() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useVersionLogs(LIMIT);
  const items = data?.versionLogs.items;
  if (error)
    return (
      <BlockError title={t('repository.notesError')} onRetry={() => void refetch().catch(() => undefined)} />
    );
  if (loading && !items) return <BlockSkeleton lines={4} h="10" />;
  if (!items?.length) return <BlockEmpty title={t('repository.notesEmpty')} testId="release-notes-empty" />;
  return (
    <Box as="ol" data-testid="release-notes">
      {items.map((v) => (
        <Box
          as="li"
          key={v.id}
          py="3"
          borderBottomWidth="1px"
          listStyleType="none"
          data-testid="release-note"
        >
          <HStack gap="3" wrap="wrap">
            <Code size="sm">v{v.version}</Code>
            <Text fontWeight="medium" overflowWrap="anywhere" lineHeight="1.6">
              {localized(i18n.language, v.title, v.titleEn)}
            </Text>
            <Text fontSize="xs" color="fg.muted" ms="auto">
              {v.releasedOn}
            </Text>
          </HStack>
          <Text
            fontSize="sm"
            color="fg.muted"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            mt="1"
            lineHeight="1.7"
          >
            {localized(i18n.language, v.description, v.descriptionEn)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The repository page (SPEC §2.2): the platform's release notes, and the commits of the repository the
 * operator configured (REPOSITORY_DIR) when there is one — never the platform's own working log.
 */
export function CommitList() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRepositoryCommits(LIMIT);
  const commits = data?.repositoryCommits ?? [];
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('repository.title')}
        </Heading>
        <Text color="fg.muted">{t('repository.subtitle')}</Text>
      </Stack>
      <Card.Root variant="outline" mb="6">
        <Card.Header pb="0">
          <Heading as="h2" size="md">
            {t('repository.notes')}
          </Heading>
        </Card.Header>
        <Card.Body py="1">
          <ReleaseNotes />
        </Card.Body>
      </Card.Root>
      {error ? (
        <BlockError title={t('repository.error')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        commits.length > 0 && (
          <Card.Root variant="outline">
            <Card.Header pb="0">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="md">
                  {t('repository.commits')}
                </Heading>
                <Badge>{t('repository.count', { count: commits.length })}</Badge>
              </HStack>
            </Card.Header>
            <Card.Body py="1">
              <Box as="ol" data-testid="commit-list">
                {commits.map((c) => (
                  <Commit key={c.oid} c={c} />
                ))}
              </Box>
            </Card.Body>
          </Card.Root>
        )
      )}
    </Container>
  );
}
