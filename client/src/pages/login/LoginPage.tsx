import { Alert, Card, Container, Heading, HStack, Tabs, Text } from '@chakra-ui/react';
import { BrandMark } from '../../features/layout/components/BrandMark';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../../app/RequireAuth';
import { LoginForm } from '../../features/accounts/components/LoginForm';
import { RegisterForm } from '../../features/accounts/components/RegisterForm';
import '../../features/accounts/i18n';

/** The creator entry (SPEC §2.2): sign in or sign up. */
export function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('login');
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      {from && (
        <Alert.Root status="warning" mb="4" data-testid="login-required">
          <Alert.Indicator />
          <Alert.Title>{t('auth.loginFirst')}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline">
        <Card.Header>
          <HStack gap="3">
            <BrandMark size="10" />
            <Heading size="lg">{t('login.title')}</Heading>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {t('login.subtitle')}
          </Text>
        </Card.Header>
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" fitted>
            <Tabs.List mb="4">
              <Tabs.Trigger value="login" data-testid="tab-login">
                {t('login.signIn')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" data-testid="tab-register">
                {t('login.signUp')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <LoginForm />
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
