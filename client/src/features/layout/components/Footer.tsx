import { isEmail } from '@api-market/rules';
import { Box, Button, Container, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { toaster } from '../../../app/toaster';
import { PlainInput } from '../../../shared/components/PlainInput';

const links = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/cookie-policy', key: 'footer.cookies' },
  { to: '/api-requests', key: 'footer.apiRequests' },
  { to: '/status', key: 'footer.status' },
  { to: '/help', key: 'footer.help' },
  { to: '/community', key: 'footer.community' },
  { to: '/security', key: 'footer.security' },
] as const;

/** Footer: newsletter box (SPEC §1: subscribing only logs locally, no call) and legal/help links. */
export function Footer() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      toaster.create({ type: 'error', title: t('footer.invalidEmail') });
      return;
    }
    console.info('[newsletter] subscribe (local only, no call is made):', email.trim());
    toaster.create({ type: 'success', title: t('footer.subscribed') });
    setEmail('');
  };
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="12">
      <Container maxW="7xl" py="8">
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="2" maxW="md">
            <Heading size="sm">{t('footer.newsletter')}</Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('footer.newsletterHint')}
            </Text>
            <form onSubmit={subscribe} data-testid="newsletter">
              <HStack>
                <PlainInput
                  size="sm"
                  type="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder={t('footer.emailPlaceholder')}
                  aria-label={t('footer.emailPlaceholder')}
                />
                <Button size="sm" type="submit">
                  {t('footer.subscribe')}
                </Button>
              </HStack>
            </form>
          </Stack>
          <Flex as="nav" wrap="wrap" gap="4" align="start" aria-label={t('footer.links')}>
            {links.map((l) => (
              <Link key={l.to} asChild fontSize="sm" color="fg.muted">
                <RouterLink to={l.to}>{t(l.key)}</RouterLink>
              </Link>
            ))}
          </Flex>
        </Flex>
        <Text fontSize="xs" color="fg.muted" mt="6">
          © {new Date().getFullYear()} {t('app.name')}
        </Text>
      </Container>
    </Box>
  );
}
