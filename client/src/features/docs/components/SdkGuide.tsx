import { Box, Field, Heading, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usesApiId } from '../browser-runs';
import { SDK_VERSION, sdkExamples } from '../examples';
import { useExampleApiId } from '../hooks/useExampleApiId';
import { DocsShell } from './DocsShell';
import { ExampleBlock } from './ExampleBlock';
import '../i18n';

const SECTIONS: Array<{ id: 'typescript' | 'auth' | 'mock' | 'other' | 'graphql'; examples: string[] }> = [
  { id: 'typescript', examples: ['sdk-generate-ts', 'sdk-openapi-fetch'] },
  { id: 'auth', examples: ['sdk-auth-token', 'sdk-api-key'] },
  { id: 'mock', examples: ['sdk-mock'] },
  { id: 'other', examples: ['sdk-python', 'sdk-java', 'sdk-generators'] },
  { id: 'graphql', examples: ['sdk-graphql-codegen'] },
];

/** /docs/sdk: calling the platform from code (SDK version 2.1.0). */
export function SdkGuide() {
  const { t } = useTranslation();
  const menu = SECTIONS.map((s) => ({ id: `sdk-${s.id}`, label: t(`docs.sdk.sections.${s.id}`) }));
  const [apiId, setApiId] = useExampleApiId();
  return (
    <DocsShell title={t('docs.sdk.title')} intro={t('docs.sdk.intro', { version: SDK_VERSION })} menu={menu}>
      <Field.Root maxW="60" mb="4">
        <Field.Label>{t('docs.runInPage.apiId')}</Field.Label>
        <Input
          type="number"
          min={1}
          value={apiId}
          onChange={(e) => setApiId(Math.max(1, Math.trunc(Number(e.target.value)) || 1))}
          data-testid="docs-api-id"
        />
        <Field.HelperText>{t('docs.runInPage.apiIdHint')}</Field.HelperText>
      </Field.Root>
      {SECTIONS.map((s) => (
        <Box as="section" key={s.id} id={`sdk-${s.id}`} mb="8" scrollMarginTop="20">
          <Heading as="h2" size="lg" mb="2">
            {t(`docs.sdk.sections.${s.id}`)}
          </Heading>
          {sdkExamples
            .filter((e) => s.examples.includes(e.id))
            .map((e) => (
              <ExampleBlock key={e.id} example={e} apiId={usesApiId(e.id) ? apiId : undefined} />
            ))}
        </Box>
      ))}
    </DocsShell>
  );
}
