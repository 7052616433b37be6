import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SearchAnalyticsPanel } from './components/SearchAnalyticsPanel';
import { SynonymsPanel } from './components/SynonymsPanel';
import './i18n';

/** Console tab `searchInsights` (mobile `/admin/mobile/search-insights`): search analytics and synonyms. */
export function SearchAdminPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" p={{ base: '3', md: '5' }} data-testid="search-insights">
      <Heading as="h1" size="lg">
        {t('searchAdmin.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('searchAdmin.intro')}
      </Text>
      <Tabs.Root defaultValue="analytics" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="analytics">{t('searchAdmin.title')}</Tabs.Trigger>
          <Tabs.Trigger value="synonyms">{t('searchAdmin.synonyms')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="analytics">
          <SearchAnalyticsPanel />
        </Tabs.Content>
        <Tabs.Content value="synonyms">
          <SynonymsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
