import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileDown } from 'react-icons/lu';
import '../i18n';

/** A listed API's contract as OpenAPI 3.1, JSON or YAML (public: the same visibility as its detail page). */
export function ExportLinks({ apiId }: { apiId: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap" data-testid="export-links">
      {(['json', 'yaml'] as const).map((f) => (
        <Button key={f} asChild size="xs" variant="outline" minH={{ base: '11', md: '6' }}>
          <a href={`/api/apis/${apiId}/openapi.${f}`} download={`api-${apiId}.openapi.${f}`}>
            <LuFileDown aria-hidden /> {t(f === 'json' ? 'apiImport.exportJson' : 'apiImport.exportYaml')}
          </a>
        </Button>
      ))}
    </HStack>
  );
}
