import { Box, Button, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChartLine, LuKeyRound, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import '../i18n';
import { FigureGrid } from './FigureGrid';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useDeveloperCentre } from '../hooks/useCreatorReads';
import { useConsoleLink } from '../hooks/useConsoleLink';
import { EmptyBlock } from '../../../shared/components/EmptyBlock';
import { StatusTag } from './StatusTag';
import { localized } from '../../../i18n/localized';

const TOP = 5;

/** The creator's own figures (mobile `developer-center`, desktop `developer`) and a way into each API's. */
export function DeveloperCentrePage() {
  const { t, i18n } = useTranslation();
  const link = useConsoleLink();
  const { data, error, refetch } = useDeveloperCentre();
  // Each API in the page's language, as My APIs lists it.
  const nameOf = (a: { name: string; nameEn?: string | null }) => localized(i18n.language, a.name, a.nameEn);
  if (error && !data)
    return <BlockError title={t('creator.developer.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={6} h="12" />;
  const apis = data.myApis;
  const figures = [
    ['apis', apis.length],
    ['published', apis.filter((a) => a.status === 1).length],
    ['calls', apis.reduce((n, a) => n + a.calls, 0)],
    ['unread', data.notifications.unread],
    ['keys', data.myApiKeys.filter((k) => !k.revokedAt).length],
  ] as const;
  const top = [...apis].sort((a, b) => b.calls - a.calls).slice(0, TOP);
  const newApi = (
    <Button asChild size="sm" colorPalette="blue" minH={{ base: '11', md: '8' }}>
      <RouterLink to={link('apiCreate')}>
        <LuPlus /> {t('creator.developer.newApi')}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="5" py="4" data-testid="developer-centre">
      <FigureGrid
        columns={{ base: 2, md: 5 }}
        testIdPrefix="dev"
        items={figures.map(([key, value]) => ({
          key,
          label: t(`creator.developer.${key}`),
          value: value.toLocaleString(),
        }))}
      />
      <Flex gap="2" wrap="wrap">
        {newApi}
        <Button asChild size="sm" variant="outline" minH={{ base: '11', md: '8' }}>
          <RouterLink to={link('apikeys')}>
            <LuKeyRound /> {t('creator.developer.manageKeys')}
          </RouterLink>
        </Button>
      </Flex>
      <Box>
        <Heading as="h2" size="sm" mb="2">
          {t('creator.developer.topApis')}
        </Heading>
        {top.length === 0 ? (
          <EmptyBlock
            testId="developer-empty"
            icon={<LuChartLine />}
            text={t('creator.developer.empty')}
            action={newApi}
          />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {top.map((a) => (
              <LinkBox
                as="li"
                key={a.id}
                borderWidth="1px"
                borderRadius="md"
                px="4"
                py="3"
                minH="14"
                bg="bg.panel"
                _hover={{ bg: 'bg.subtle' }}
              >
                <Flex justify="space-between" align="center" gap="2">
                  <Stack gap="1" minW="0">
                    <LinkOverlay asChild fontWeight="medium">
                      <RouterLink
                        to={link('analytics', { id: a.id })}
                        aria-label={t('creator.developer.openAnalytics', { name: nameOf(a) })}
                      >
                        {nameOf(a)}
                      </RouterLink>
                    </LinkOverlay>
                    <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {t('creator.developer.callsOf', { count: a.calls })}
                    </Text>
                  </Stack>
                  <StatusTag status={a.status} pendingReview={a.pendingReview} awaitingRelease={a.awaitingRelease} />
                </Flex>
              </LinkBox>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
