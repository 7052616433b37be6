import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Code, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiChangeHistoryQuery as ChangeData } from '../../../gql/graphql';
import { dateLocale } from '../../../i18n/localized';
import { ApiChangeHistoryQuery } from '../graphql/changes';
import { prettyJson } from '../lib/json-text';
import { CodeBlock } from '../../../shared/components/CodeBlock';
import { Section } from './Section';

type Entry = ChangeData['apiChangeHistory'][number];
type ParamChange = Entry['params'][number];
type ParamSide = NonNullable<ParamChange['after']>;

const STATE_PALETTE: Record<string, string> = {
  CURRENT: 'green',
  GRAY: 'orange',
  ROLLED_BACK: 'red',
  PAST: 'gray',
};
const CHANGE_PALETTE: Record<string, string> = { added: 'green', removed: 'red', changed: 'blue' };

/** One parameter's attributes in a line: type, required or optional, note, example. */
function ParamLine({ p }: { p: ParamSide }) {
  const { t } = useTranslation();
  const parts = [p.type, p.required ? t('detail.changes.requiredYes') : t('detail.changes.requiredNo')];
  if (p.note) parts.push(p.note);
  if (p.example) parts.push(`${t('detail.changes.field.example')} ${p.example}`);
  return <>{parts.join(' · ')}</>;
}

function FieldDiff({ field, before, after }: { field: string; before: ParamSide; after: ParamSide }) {
  const { t } = useTranslation();
  const show = (v: string | boolean) =>
    typeof v === 'boolean'
      ? v
        ? t('detail.changes.requiredYes')
        : t('detail.changes.requiredNo')
      : v || t('detail.changes.emptyValue');
  const key = field as keyof ParamSide;
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted" wordBreak="break-word">
      {t('detail.changes.fieldChange', {
        field: t(`detail.changes.field.${field}`),
        before: show(before[key] as string | boolean),
        after: show(after[key] as string | boolean),
      })}
    </Text>
  );
}

function ParamChangeItem({ c }: { c: ParamChange }) {
  const { t } = useTranslation();
  return (
    <Box as="li">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={CHANGE_PALETTE[c.change] ?? 'gray'} variant="subtle">
          {t(`detail.changes.${c.change}`)}
        </Badge>
        <Code wordBreak="break-all">{c.name}</Code>
      </Flex>
      <Box ps="1" mt="1">
        {c.change === 'changed' && c.before && c.after ? (
          c.fields.map((f) => <FieldDiff key={f} field={f} before={c.before!} after={c.after!} />)
        ) : (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            <ParamLine p={(c.after ?? c.before)!} />
          </Text>
        )}
      </Box>
    </Box>
  );
}

/** The answer before and after, side by side (stacked on narrow screens), behind a disclosure button. */
function AnswerDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="sm">{t('detail.changes.answer')}</Text>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('detail.changes.hideAnswer') : t('detail.changes.showAnswer')}
        </Button>
      </Flex>
      {open && (
        <Grid
          id={id}
          mt="2"
          gap="2"
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        >
          {[
            [t('detail.changes.before'), before],
            [t('detail.changes.after'), after],
          ].map(([label, text]) => (
            <Box key={label} minW="0">
              <Text fontSize="xs" color="fg.muted" mb="1">
                {label}
              </Text>
              <CodeBlock maxH="xs">{text ? prettyJson(text!) : t('detail.changes.emptyValue')}</CodeBlock>
            </Box>
          ))}
        </Grid>
      )}
    </Box>
  );
}

function EntryItem({ e }: { e: Entry }) {
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

/** 变更记录: the API's released revisions, newest first, with what changed in parameters and answers. */
export function ChangeHistory({ apiId }: { apiId: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ApiChangeHistoryQuery, { variables: { apiId } });
  // Parameter notes come in the language of the request: read them again when it changes.
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => {
    if (lang === i18n.language) return;
    setLang(i18n.language);
    void refetch().catch(() => undefined);
  }, [i18n.language, lang, refetch]);
  const entries = data?.apiChangeHistory ?? [];
  return (
    <Section title={t('detail.changes.title')} testId="change-history">
      {loading && !data ? (
        <Stack gap="2">
          <Skeleton h="5" />
          <Skeleton h="5" />
        </Stack>
      ) : error && !data ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text color="fg.error">{t('detail.changes.loadError')}</Text>
          <Button size="xs" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {t('detail.retry')}
          </Button>
        </Flex>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t('detail.changes.empty')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" aria-label={t('detail.changes.title')}>
          {entries.map((e) => (
            <EntryItem key={e.number} e={e} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
