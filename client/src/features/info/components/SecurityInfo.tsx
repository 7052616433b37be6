import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import '../i18n';
import { InfoHeader } from './InfoHeader';

/** /security: how to report a vulnerability and what the platform guards against. */
export function SecurityInfo() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  const guards = t('info.security.guards', { returnObjects: true }) as Array<{ title: string; body: string }>;
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <InfoHeader title={t('info.security.title')} subtitle={t('info.security.subtitle')} />
      <Card.Root variant="outline" borderColor="orange.muted" mb="10" data-testid="security-report">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            {t('info.security.reportTitle')}
          </Heading>
          <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
            {list('info.security.report').map((p) => (
              <Text as="li" key={p} lineHeight="1.8">
                {p}
              </Text>
            ))}
          </Stack>
          <Heading as="h3" size="md" mt="2">
            {t('info.security.rulesTitle')}
          </Heading>
          <Stack as="ul" gap="1" ps="5" listStyleType="disc">
            {list('info.security.rules').map((p) => (
              <Text as="li" key={p} lineHeight="1.8">
                {p}
              </Text>
            ))}
          </Stack>
          <Box>
            {/* Orange with white text reads at 3.5:1; the outline keeps the warning colour at a readable contrast. */}
            <Button asChild colorPalette="orange" variant="outline" size="sm">
              <RouterLink to="/problem">{t('info.security.reportAction')}</RouterLink>
            </Button>
          </Box>
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="lg" mb="4">
        {t('info.security.guardsTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {guards.map((g) => (
          <Card.Root key={g.title} variant="subtle" data-testid="security-guard">
            <Card.Body gap="2">
              <Heading as="h3" size="sm" display="flex" alignItems="center" gap="2">
                <Box as="span" color="green.fg" aria-hidden="true">
                  <LuShieldCheck />
                </Box>
                {g.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted" lineHeight="1.7">
                {g.body}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
