import { KEYWORD_MAX } from '@api-market/rules';
import { Button, EmptyState, Flex, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPackageOpen, LuSearch } from 'react-icons/lu';
import { useUrlParams } from '../../../app/url-params';
import { ApiCard } from '../../catalog';
import type { ApiCardData } from '../../catalog';
import { BlockError } from '../../../shared/components/BlockStates';
import { NumberPager } from '../../market';
import { useCreatorWorks } from '../hooks/useCreatorProfile';

const ApiDetailsDialog = lazy(async () => ({
  default: (await import('../../catalog/components/ApiDetailsDialog')).ApiDetailsDialog,
}));

const PAGE = 9;

/** The creator's public APIs, newest first, with a search over them (kept in the URL as ?q=). */
export function CreatorWorks({ creatorId, name }: { creatorId: number; name: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useUrlParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const [details, setDetails] = useState<ApiCardData | null>(null);
  const { data, previousData, loading, error, refetch } = useCreatorWorks(creatorId, q, (page - 1) * PAGE, PAGE);
  const shown = (data ?? previousData)?.market;
  const go = (next: { q?: string; page?: number }) => {
    setParams((latest) => {
      const p = new URLSearchParams();
      const nq = next.q ?? latest.get('q') ?? '';
      if (nq) p.set('q', nq);
      if ((next.page ?? 1) > 1) p.set('page', String(next.page));
      return p;
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim() });
  };
  return (
    <Stack gap="4" as="section" aria-labelledby="works-heading" data-testid="creator-works">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg" id="works-heading">
            {t('creatorProfile.worksTitle')}
          </Heading>
          {shown && (
            <Text fontSize="sm" color="fg.muted" data-testid="works-count">
              {t('creatorProfile.worksCount', { count: shown.total })}
            </Text>
          )}
        </Stack>
        <form onSubmit={submit} role="search" aria-label={t('creatorProfile.worksSearch', { name })}>
          <Flex gap="2">
            <Input
              size="sm"
              w={{ base: 'full', md: '64' }}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder={t('creatorProfile.worksSearch', { name })}
              aria-label={t('creatorProfile.worksSearch', { name })}
              maxLength={KEYWORD_MAX}
              data-testid="works-search"
            />
            <Button size="sm" type="submit" variant="outline" flexShrink={0}>
              <LuSearch aria-hidden="true" /> {t('creatorProfile.worksSearchSubmit')}
            </Button>
          </Flex>
        </form>
      </Flex>
      {error ? (
        <BlockError title={t('creatorProfile.worksError')} onRetry={() => void refetch()} />
      ) : !shown ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true" data-testid="block-loading">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="60" borderRadius="l3" />
          ))}
        </SimpleGrid>
      ) : shown.items.length === 0 && !loading ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" data-testid="works-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuPackageOpen />
            </EmptyState.Indicator>
            <EmptyState.Description>
              {q ? t('creatorProfile.worksNoMatch', { q }) : t('creatorProfile.worksEmpty')}
            </EmptyState.Description>
            {q && (
              <Button size="sm" variant="outline" onClick={() => go({ q: '' })}>
                {t('creatorProfile.worksClear')}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy={loading} opacity={loading ? 0.6 : 1} data-testid="works-grid">
          {shown.items.map((api) => (
            <ApiCard key={api.id} api={api} onDetails={setDetails} />
          ))}
        </SimpleGrid>
      )}
      {data && <NumberPager page={page} pages={Math.ceil(data.market.total / PAGE)} onPage={(p) => go({ page: p })} />}
      {details && (
        <Suspense fallback={null}>
          <ApiDetailsDialog api={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
