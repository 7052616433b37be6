import { Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { bilingualHalf, localized } from '../../i18n/localized';
import { BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { GrantDetails, type GrantRow } from './components/Grants';
import { useRoles } from './hooks/useSecurity';
import './i18n';
import '../../shared/admin/i18n';

const METHOD_COLOR: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red' };
const KIND_COLOR: Record<string, string> = { query: 'teal', mutation: 'purple', subscription: 'orange' };

/** The two lists of a role: REST operations by tag, GraphQL operations by kind. */
const LISTS = [
  { list: 'rest', summary: 'grants', label: 'list', colors: METHOD_COLOR, badgeW: '14' },
  { list: 'graphql', summary: 'graphqlGrants', label: 'graphqlList', colors: KIND_COLOR, badgeW: '16' },
] as const;

const row = (group: string, heading: string, badge: string, name: string, note: string): GrantRow => ({
  group,
  heading,
  badge,
  name,
  note,
});

/**
 * /admin/mobile/role-management and the console's role view: the roles and what each may do, REST
 * operations from the gateway's route guards and GraphQL operations from its access classes.
 */
export function RoleManagementPage() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useRoles();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const lang = i18n.language;
  const roles = useMemo(() => {
    const hit = (...texts: string[]) => !needle || texts.some((x) => x.toLowerCase().includes(needle));
    const untagged = t('adminSecurity.roles.untagged');
    return (data?.roles ?? []).map((r) => ({
      ...r,
      rest: r.grants
        .filter((g) => hit(g.path, g.method, g.summary, g.tag))
        .map((g) => row(g.tag, g.tag || untagged, g.method, g.path, bilingualHalf(g.summary, lang))),
      graphql: r.graphqlGrants
        .filter((g) => hit(g.name, g.kind, g.description, g.descriptionZh))
        .map((g) => {
          const kind = t(`adminSecurity.roles.kinds.${g.kind}`, { defaultValue: g.kind });
          // The schema's English, or the gateway's reviewed Chinese (the English while a field has none).
          return row(
            g.kind,
            kind,
            g.kind,
            g.name,
            localized(lang, g.descriptionZh || g.description, g.description),
          );
        }),
    }));
  }, [data, needle, t, lang]);
  if (error && !data)
    return <BlockError title={t('adminCommon.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={6} h="12" />;
  const matches = roles.reduce((n, r) => n + r.rest.length + r.graphql.length, 0);
  return (
    <Stack gap="4" py="2" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {t('adminSecurity.roles.intro')}
      </Text>
      <Field.Root>
        <Field.Label>{t('adminSecurity.roles.search')}</Field.Label>
        <HStack w="full" maxW="md" gap="2">
          <LuSearch aria-hidden />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminSecurity.roles.searchPlaceholder')}
          />
        </HStack>
        {needle && (
          <Field.HelperText role="status" data-testid="role-matches">
            {matches
              ? t('adminSecurity.roles.matches', { count: matches })
              : t('adminSecurity.roles.noMatch')}
          </Field.HelperText>
        )}
      </Field.Root>
      {roles.map((r) => {
        const name = t(`adminSecurity.roles.${r.role}`);
        return (
          <Card.Root key={r.role} variant="outline" size="sm" data-testid={`role-${r.role}`} minW="0">
            <Card.Header>
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Heading as="h2" size="sm">
                  {name}
                </Heading>
                <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
                  {r.accounts !== null && (
                    <Text>{t('adminSecurity.roles.accounts', { count: r.accounts })}</Text>
                  )}
                  <Text data-testid="role-total">{t('adminSecurity.roles.total', { count: r.total })}</Text>
                </HStack>
              </HStack>
            </Card.Header>
            <Card.Body gap="2" minW="0">
              {/* Searching opens the lists that have matches; the keys remount them when the search changes. */}
              {LISTS.map(({ list, summary, label, colors, badgeW }) => (
                <GrantDetails
                  key={`${list}-${needle}`}
                  testId={`role-${list}`}
                  open={needle ? r[list].length > 0 : undefined}
                  summary={t(`adminSecurity.roles.${summary}`, { count: r[list].length })}
                  label={t(`adminSecurity.roles.${label}`, { role: name })}
                  rows={r[list]}
                  colors={colors}
                  badgeW={badgeW}
                  uppercase={list === 'rest'}
                  noteTestId={list === 'graphql' ? 'graphql-description' : undefined}
                />
              ))}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
