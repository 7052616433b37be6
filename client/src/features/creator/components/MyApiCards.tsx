import { Badge, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { when, type Act } from './my-api-columns';
import { ReviewHint } from './ReviewHint';
import { RowActions } from './RowActions';
import { StatusTag } from './StatusTag';

/** My API below 769 px: one card per API of the page. */
export function MyApiCards({ rows, onAction }: { rows: MyApiRowFragment[]; onAction: Act }) {
  const { t } = useTranslation();
  return (
    <Stack hideFrom="md" gap="2" data-testid="my-api-cards">
      {rows.map((api) => (
        <Card.Root key={api.id} size="sm" data-testid="my-api-card" data-api-id={api.id}>
          <Card.Body gap="1.5">
            <Flex justify="space-between" align="start" gap="2">
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold" data-testid="api-name" truncate>
                  {api.name}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <StatusTag status={api.status} pendingReview={api.pendingReview} awaitingRelease={api.awaitingRelease} />
                  <Badge variant="outline">{api.requestMethod}</Badge>
                </HStack>
              </Stack>
              <RowActions api={api} onAction={(a) => onAction(api, a)} />
            </Flex>
            <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate>
              {api.address}
            </Text>
            <ReviewHint api={api} />
            <Flex justify="space-between" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              <Text>{when(api.updatedAt)}</Text>
              <Text>
                {t('creator.list.col.calls')} {api.calls.toLocaleString()}
              </Text>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
