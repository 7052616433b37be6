import { COMMENT_LIMITS } from '@api-market/rules';
import {
  Box,
  Card,
  Container,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBookOpen, LuMessageSquare, LuMessagesSquare, LuNewspaper } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import '../i18n';
import { InfoHeader } from './InfoHeader';

const places: Array<{ key: string; to: string; icon: ReactNode }> = [
  { key: 'talk', to: '/developerTalk', icon: <LuMessagesSquare /> },
  { key: 'blog', to: '/doc/blog', icon: <LuNewspaper /> },
  { key: 'articles', to: '/article', icon: <LuBookOpen /> },
  { key: 'feedback', to: '/problem', icon: <LuMessageSquare /> },
];

/** /community: where developers talk, and the guidelines that apply there. */
export function CommunityHub() {
  const { t } = useTranslation();
  const guidelines = t('info.community.guidelines', { returnObjects: true, contentMax: COMMENT_LIMITS.contentMax, nicknameMax: COMMENT_LIMITS.nicknameMax }) as string[];
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <InfoHeader title={t('info.community.title')} subtitle={t('info.community.subtitle')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="10">
        {places.map((p) => (
          <LinkBox key={p.key} data-testid="community-card">
            <Card.Root variant="outline" h="full" _hover={{ borderColor: 'blue.muted' }}>
              <Card.Body gap="2" flexDirection="row" alignItems="start">
                <Box fontSize="2xl" color="blue.fg" pt="1" aria-hidden="true">
                  {p.icon}
                </Box>
                <Stack gap="1">
                  <Heading as="h2" size="md">
                    <LinkOverlay asChild>
                      <RouterLink to={p.to}>{t(`info.community.cards.${p.key}.title`)}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {t(`info.community.cards.${p.key}.body`)}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="lg" mb="3">
        {t('info.community.guidelinesTitle')}
      </Heading>
      <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
        {guidelines.map((g) => (
          <Text as="li" key={g} lineHeight="1.8">
            {g}
          </Text>
        ))}
      </Stack>
    </Container>
  );
}
