import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import '../i18n';
import { CodecTool, JsonTool } from './CodingTools';
import { RegexTool } from './RegexTool';
import { TimeTool } from './TimeTool';

const TABS = ['json', 'url', 'base64', 'time', 'regex'] as const;
type Tab = (typeof TABS)[number];

/** /devtools: JSON, URL and Base64 coding, timestamps and a regex tester, all in the browser. */
export function DevTools() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'json';
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.pages.devtools.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.dev.subtitle')}</Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams({ tab: e.value }, { replace: true })}
        variant="enclosed"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
          {TABS.map((k) => (
            <Tabs.Trigger key={k} value={k} data-testid={`dev-tab-${k}`} flexShrink={0}>
              {t(`tools.dev.tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="json">
            <JsonTool />
          </Tabs.Content>
          <Tabs.Content value="url">
            <CodecTool kind="url" />
          </Tabs.Content>
          <Tabs.Content value="base64">
            <CodecTool kind="base64" />
          </Tabs.Content>
          <Tabs.Content value="time">
            <TimeTool />
          </Tabs.Content>
          <Tabs.Content value="regex">
            <RegexTool />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}
