import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiChangeHistoryQuery as ChangeData } from '../../../gql/graphql';
import { dateLocale } from '../../../i18n/localized';
import { AnswerDiff } from './AnswerDiff';
import { ParamChangeItem } from './ParamChangeItem';
import '../i18n';

type Entry = ChangeData['apiChangeHistory'][number];

const STATE_PALETTE: Record<string, string> = {
  CURRENT: 'green',
  GRAY: 'orange',
  ROLLED_BACK: 'red',
  PAST: 'gray',
};

/** One released revision: its state, rollout and time, then what changed. */
export function ChangeEntry({ e }: { e: Entry }) {
  const { t, i18n } = useTranslation();
  const when = new Date(e.releasedAt).toLocaleString(dateLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const nothing =
    !e.initial &&
    !e.addressChanged &&
    !e.method &&
    !e.responseFormat &&
    !e.responseExample &&
    !e.params.length;
  return (
    <Box
      as="li"
      borderStartWidth="3px"
      borderColor={`${STATE_PALETTE[e.state] ?? 'gray'}.solid`}
      ps="3"
      minW="0"
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Text as="h3" fontWeight="semibold">
          {t('detail.changes.revision', { number: e.number })}
        </Text>
        <Badge colorPalette={STATE_PALETTE[e.state] ?? 'gray'}>{t(`detail.changes.state.${e.state}`)}</Badge>
        <Badge variant="outline">
          {e.deployType === 'GRAY'
            ? t('detail.changes.gray', { percent: e.grayShare / 100 })
            : t('detail.changes.full')}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={String(e.releasedAt)}>{t('detail.changes.releasedAt', { time: when })}</time>
        </Text>
      </Flex>
      <Stack gap="2" mt="2">
        {e.initial && <Text fontSize="sm">{t('detail.changes.initial', { count: e.paramCount })}</Text>}
        {nothing && (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.changes.noChange')}
          </Text>
        )}
        {e.addressChanged && <Text fontSize="sm">{t('detail.changes.address')}</Text>}
        {e.method && <Text fontSize="sm">{t('detail.changes.method', e.method)}</Text>}
        {e.responseFormat && <Text fontSize="sm">{t('detail.changes.format', e.responseFormat)}</Text>}
        {e.params.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none">
            {e.params.map((c) => (
              <ParamChangeItem key={`${c.change}-${c.name}`} c={c} />
            ))}
          </Stack>
        )}
        {e.responseExample && (
          <AnswerDiff before={e.responseExample.before} after={e.responseExample.after} />
        )}
      </Stack>
    </Box>
  );
}

