import { Box, Button, chakra, Container, EmptyState, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import '../i18n';
import { InfoHeader } from './InfoHeader';

interface Group {
  name: string;
  items: Array<{ q: string; a: string }>;
}

/** /help: the FAQ, filtered as the visitor types (the terms stay in the URL, so a search can be shared). */
export function HelpCentre() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useDeferredValue(q.trim().toLowerCase());
  const groups = t('info.help.groups', { returnObjects: true }) as Group[];
  const shown = useMemo(
    () =>
      groups
        .map((g) => ({
          ...g,
          items: query
            ? g.items.filter((i) => `${i.q} ${i.a} ${g.name}`.toLowerCase().includes(query))
            : g.items,
        }))
        .filter((g) => g.items.length),
    [groups, query],
  );
  const count = shown.reduce((n, g) => n + g.items.length, 0);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <InfoHeader title={t('info.help.title')} subtitle={t('info.help.subtitle')} />
      <Box position="relative" mb="2">
        <Box
          position="absolute"
          left="3"
          top="50%"
          transform="translateY(-50%)"
          color="fg.muted"
          pointerEvents="none"
        >
          <LuSearch aria-hidden="true" />
        </Box>
        <Input
          type="search"
          value={q}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          placeholder={t('info.help.searchPlaceholder')}
          aria-label={t('info.help.search')}
          data-testid="help-search"
          size="lg"
          ps="10"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" mb="6" aria-live="polite" data-testid="help-count">
        {query ? t('info.help.results', { count }) : '\u00a0'}
      </Text>
      {count === 0 ? (
        <EmptyState.Root data-testid="help-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuSearchX />
            </EmptyState.Indicator>
            <EmptyState.Description>{t('info.help.noResults', { q: q.trim() })}</EmptyState.Description>
            <Button asChild size="sm">
              <RouterLink to="/problem">{t('info.help.askUs')}</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="8">
          {shown.map((g) => (
            <Box as="section" key={g.name}>
              <Heading as="h2" size="md" mb="3">
                {g.name}
              </Heading>
              <Stack gap="2">
                {g.items.map((i) => (
                  <chakra.details
                    key={`${i.q}:${query ? 'open' : 'closed'}`}
                    borderWidth="1px"
                    borderRadius="md"
                    bg="bg.panel"
                    data-testid="faq-item"
                    open={query ? true : undefined}
                  >
                    <chakra.summary
                      px="4"
                      py="3"
                      cursor="pointer"
                      fontWeight="medium"
                      minH="11"
                      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
                    >
                      {i.q}
                    </chakra.summary>
                    <Text px="4" pb="4" color="fg.muted" lineHeight="1.8">
                      {i.a}
                    </Text>
                  </chakra.details>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}
