import { Badge, Box, Card, chakra, Code, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { RolesQuery as RolesData } from '../../gql/graphql';
import { localized } from '../../i18n/localized';
import { BlockError, BlockSkeleton } from '../layout/components/BlockStates';
import { RolesQuery } from './graphql/security';
import './i18n';
import '../admin-common/i18n';

const METHOD_COLOR: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red' };
const KIND_COLOR: Record<string, string> = { query: 'teal', mutation: 'purple', subscription: 'orange' };

type Role = RolesData['roles'][number];
type Rest = Role['grants'][number];
type Gql = Role['graphqlGrants'][number];

/** `English · 中文` → the caller's half. */
const half = (summary: string, lang: string) => {
  const [en, zh] = summary.split(' · ');
  return (lang.startsWith('en') ? en : (zh ?? en)) ?? summary;
};

/** Items grouped by a key, groups in first-seen order (the gateway sends them sorted). */
function groupBy<T>(items: T[], key: (t: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups];
}

/**
 * /admin/mobile/role-management and the console's role view: the roles and what each may do, REST
 * operations from the gateway's route guards and GraphQL operations from its access classes.
 */
export function RoleManagementPage() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(RolesQuery);
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const roles = useMemo(() => {
    const hit = (...texts: string[]) => !needle || texts.some((x) => x.toLowerCase().includes(needle));
    return (data?.roles ?? []).map((r) => ({
      ...r,
      rest: r.grants.filter((g) => hit(g.path, g.method, g.summary, g.tag)),
      gql: r.graphqlGrants.filter((g) => hit(g.name, g.kind, g.description, g.descriptionZh)),
    }));
  }, [data, needle]);
  if (error && !data) return <BlockError title={t('adminCommon.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={6} h="12" />;
  const matches = roles.reduce((n, r) => n + r.rest.length + r.gql.length, 0);
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
            {matches ? t('adminSecurity.roles.matches', { count: matches }) : t('adminSecurity.roles.noMatch')}
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
                  {r.accounts !== null && <Text>{t('adminSecurity.roles.accounts', { count: r.accounts })}</Text>}
                  <Text data-testid="role-total">{t('adminSecurity.roles.total', { count: r.total })}</Text>
                </HStack>
              </HStack>
            </Card.Header>
            <Card.Body gap="2" minW="0">
              {/* Searching opens the lists that have matches. */}
              <chakra.details key={`rest-${needle}`} open={needle ? r.rest.length > 0 : undefined} data-testid="role-rest">
                <Box as="summary" cursor="pointer" fontSize="sm" py="1">
                  {t('adminSecurity.roles.grants', { count: r.rest.length })}
                </Box>
                <Stack as="ul" listStyleType="none" gap="3" mt="2" aria-label={t('adminSecurity.roles.list', { role: name })}>
                  {groupBy(r.rest, (g) => g.tag).map(([tag, grants]) => (
                    <Box as="li" key={tag}>
                      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
                        {tag || t('adminSecurity.roles.untagged')}
                      </Text>
                      <Stack as="ul" listStyleType="none" gap="1.5">
                        {grants.map((g) => (
                          <RestItem key={`${g.method} ${g.path}`} g={g} lang={i18n.language} />
                        ))}
                      </Stack>
                    </Box>
                  ))}
                </Stack>
              </chakra.details>
              <chakra.details key={`gql-${needle}`} open={needle ? r.gql.length > 0 : undefined} data-testid="role-graphql">
                <Box as="summary" cursor="pointer" fontSize="sm" py="1">
                  {t('adminSecurity.roles.graphqlGrants', { count: r.gql.length })}
                </Box>
                <Stack
                  as="ul"
                  listStyleType="none"
                  gap="3"
                  mt="2"
                  aria-label={t('adminSecurity.roles.graphqlList', { role: name })}
                >
                  {groupBy(r.gql, (g) => g.kind).map(([kind, fields]) => (
                    <Box as="li" key={kind}>
                      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
                        {t(`adminSecurity.roles.kinds.${kind}`, { defaultValue: kind })}
                      </Text>
                      <Stack as="ul" listStyleType="none" gap="1.5">
                        {fields.map((g) => (
                          <GqlItem key={`${g.kind} ${g.name}`} g={g} lang={i18n.language} />
                        ))}
                      </Stack>
                    </Box>
                  ))}
                </Stack>
              </chakra.details>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

function RestItem({ g, lang }: { g: Rest; lang: string }) {
  return (
    <HStack as="li" gap="2" align="flex-start" fontSize="sm" minW="0">
      <Badge colorPalette={METHOD_COLOR[g.method] ?? 'gray'} minW="14" justifyContent="center" flexShrink={0}>
        {g.method}
      </Badge>
      <Box minW="0">
        <Code fontSize="xs" wordBreak="break-all">
          {g.path}
        </Code>
        <Text fontSize="xs" color="fg.muted">
          {half(g.summary, lang)}
        </Text>
      </Box>
    </HStack>
  );
}

function GqlItem({ g, lang }: { g: Gql; lang: string }) {
  // The schema's English, or the gateway's reviewed Chinese (the English while a field has none).
  const description = localized(lang, g.descriptionZh || g.description, g.description);
  return (
    <HStack as="li" gap="2" align="flex-start" fontSize="sm" minW="0">
      <Badge colorPalette={KIND_COLOR[g.kind] ?? 'gray'} minW="16" justifyContent="center" flexShrink={0}>
        {g.kind}
      </Badge>
      <Box minW="0">
        <Code fontSize="xs" wordBreak="break-all">
          {g.name}
        </Code>
        {description && (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid="graphql-description">
            {description}
          </Text>
        )}
      </Box>
    </HStack>
  );
}
