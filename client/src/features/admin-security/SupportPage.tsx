import { Card, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useConsolePath } from '../console';
import './i18n';

/** /admin/mobile/support: where help is, each one a real page of the platform. */
export function SupportPage() {
  const { t } = useTranslation();
  const path = useConsolePath();
  const channels = [
    { key: 'help', to: '/help' },
    { key: 'docs', to: '/docs/rest-api' },
    { key: 'feedback', to: '/problem' },
    { key: 'mine', to: '/feedback-workspace' },
    { key: 'report', to: path('problemfeedback') },
    { key: 'security', to: '/security' },
    { key: 'community', to: '/community' },
  ];
  return (
    <Stack gap="4" py="2">
      <Text fontSize="sm" color="fg.muted">
        {t('adminSecurity.support.intro')}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label={t('adminSecurity.support.links')}>
        {channels.map((c) => (
          <LinkBox as="li" key={c.key}>
            <Card.Root variant="outline" size="sm" h="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="blue">
              <Card.Body gap="1" minH="11">
                <LinkOverlay asChild fontWeight="semibold">
                  <RouterLink to={c.to}>{t(`adminSecurity.support.${c.key}`)}</RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {t(`adminSecurity.support.${c.key}Text`)}
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
