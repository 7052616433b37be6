import {
  Box,
  Card,
  Container,
  Heading,
  HStack,
  Input,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBraces, LuFlaskConical, LuQrCode, LuSmile } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import '../../api-detail/i18n';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useToolboxTools } from '../hooks/useToolbox';
import '../i18n';
import { TOOL_FORMS, TOOL_ORDER } from '../lib/tool-forms';
import { ToolCard } from './ToolCard';

const MORE = [
  { key: 'ertools', to: '/ertools', icon: <LuQrCode /> },
  { key: 'devtools', to: '/devtools', icon: <LuBraces /> },
  { key: 'test', to: '/test', icon: <LuFlaskConical /> },
  { key: 'empic', to: '/empic', icon: <LuSmile /> },
] as const;

/** /tools: every published built-in API as a small tool, plus the other tool pages. */
export function ToolboxPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useToolboxTools();
  const [filter, setFilter] = useState('');
  const q = useDeferredValue(filter.trim().toLowerCase());
  const tools = (data?.toolboxTools ?? [])
    .filter((x) => TOOL_FORMS[x.builtin])
    .sort((a, b) => TOOL_ORDER.indexOf(a.builtin) - TOOL_ORDER.indexOf(b.builtin))
    .filter(
      (x) =>
        !q ||
        [x.api.name, x.api.nameEn, x.api.description, x.api.descriptionEn, x.builtin].some((s) =>
          s.toLowerCase().includes(q),
        ),
    );
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.subtitle')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="8" as="nav" aria-label={t('tools.more')}>
        {MORE.map((m) => (
          <LinkBox key={m.key}>
            <Card.Root variant="subtle" size="sm" h="full" _hover={{ bg: 'bg.muted' }}>
              <Card.Body>
                <HStack gap="3" align="start">
                  <Box fontSize="xl" color="blue.fg" pt="0.5" aria-hidden="true">
                    {m.icon}
                  </Box>
                  <Stack gap="0.5" minW="0">
                    <LinkOverlay asChild fontWeight="semibold" fontSize="sm">
                      <RouterLink to={m.to}>{t(`tools.pages.${m.key}.title`)}</RouterLink>
                    </LinkOverlay>
                    <Text fontSize="xs" color="fg.muted" hideBelow="md">
                      {t(`tools.pages.${m.key}.body`)}
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
      <HStack justify="space-between" mb="4" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('tools.builtins')}
        </Heading>
        <Input
          type="search"
          size="sm"
          maxW={{ base: 'full', sm: '64' }}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('tools.filter')}
          aria-label={t('tools.filter')}
          data-testid="tools-filter"
        />
      </HStack>
      {error ? (
        <BlockError title={t('tools.error')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !data ? (
        <BlockSkeleton lines={3} h="40" />
      ) : tools.length === 0 ? (
        <BlockEmpty title={q ? t('tools.noMatch') : t('tools.empty')} testId="tools-empty" />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" lang={i18n.language}>
          {tools.map((x) => (
            <ToolCard key={x.builtin} builtin={x.builtin} api={x.api} fields={TOOL_FORMS[x.builtin]!} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
