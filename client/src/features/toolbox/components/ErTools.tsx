import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { BarcodeTool } from './BarcodeTool';
import { QrTool } from './QrTool';

/** /ertools: QR codes and barcodes, generated in the browser and downloadable. */
export function ErTools() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.pages.ertools.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.er.subtitle')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <QrTool />
        <BarcodeTool />
      </SimpleGrid>
    </Container>
  );
}
