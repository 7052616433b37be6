import { Box, Button, Card, Flex, Heading, HStack, Link, Stack, Tag, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuThumbsUp } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { toaster } from '../../../app/toaster';
import type { TenderItemFragment } from '../../../gql/graphql';
import { formatTime } from '../../../shared/admin/format';
import { serverMessage } from '../../../shared/admin/server-message';
import { useVoteTenderRequest } from '../hooks/useTender';
import { isClosed } from './labels';
import { TenderStatusBadge } from './TenderStatusBadge';
import '../i18n';

/** One request as everyone sees it: status, votes and “I need this too”, the answer and the API that fulfils it. */
export function TenderCard({ item }: { item: TenderItemFragment }) {
  const { t } = useTranslation();
  const [vote, { loading }] = useVoteTenderRequest();
  const closed = isClosed(item.status);
  const cast = () =>
    void vote({ variables: { id: item.id } }).then(
      () => toaster.create({ type: 'success', title: t('tender.voteDone') }),
      (e: unknown) => toaster.create({ type: 'error', title: t('tender.voteFailed', { message: serverMessage(e) }) }),
    );
  return (
    <Card.Root as="li" variant="outline" size="sm" data-testid="tender-card" aria-labelledby={`tender-${item.id}`}>
      <Card.Body gap="3">
        <Flex gap="3" justify="space-between" align="flex-start">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="md" id={`tender-${item.id}`} overflowWrap="anywhere">
              {item.title}
            </Heading>
            <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
              {item.categoryName && (
                <Tag.Root size="sm" variant="surface">
                  <Tag.Label>{item.categoryName}</Tag.Label>
                </Tag.Root>
              )}
              <Text as="span">{t('tender.submittedAt', { time: formatTime(item.createdAt) })}</Text>
            </HStack>
          </Stack>
          <TenderStatusBadge status={item.status} />
        </Flex>
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={6}>
          {item.description}
        </Text>
        {item.exampleUse && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            <Text as="span" fontWeight="medium">
              {t('tender.labelled', { label: t('tender.exampleUse') })}
            </Text>
            {item.exampleUse}
          </Text>
        )}
        {(item.responseNote || item.fulfilledApi) && (
          <Box bg="bg.muted" borderRadius="md" px="3" py="2" fontSize="sm" data-testid="tender-answer">
            {item.responseNote && (
              <Text overflowWrap="anywhere">
                <Text as="span" fontWeight="medium">
                  {t('tender.labelled', { label: t('tender.response') })}
                </Text>
                {item.responseNote}
              </Text>
            )}
            {item.fulfilledApi && (
              <Text>
                {t('tender.fulfilledBy')}{' '}
                <Link asChild colorPalette="blue" fontWeight="medium" data-testid="tender-api-link">
                  <NavLink to={`/api/Details/${item.fulfilledApi.id}`}>{item.fulfilledApi.name}</NavLink>
                </Link>
              </Text>
            )}
          </Box>
        )}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid="tender-votes">
            {t('tender.votes', { count: item.votes })}
          </Text>
          {!closed && (
            <Button
              size="sm"
              variant={item.votedByMe ? 'subtle' : 'outline'}
              colorPalette="blue"
              aria-pressed={item.votedByMe}
              aria-label={t('tender.voteFor', { title: item.title })}
              disabled={item.votedByMe}
              loading={loading}
              onClick={cast}
            >
              {item.votedByMe ? <LuCheck aria-hidden /> : <LuThumbsUp aria-hidden />}
              {item.votedByMe ? t('tender.voted') : t('tender.vote')}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
