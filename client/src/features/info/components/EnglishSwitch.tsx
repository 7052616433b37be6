import { Alert, Button, Container, Heading, HStack, Stack, Wrap } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { setLanguage } from '../../../i18n';
import '../i18n';
import { InfoHeader } from './InfoHeader';

const LINKS = [
  ['home', '/home'],
  ['market', '/api-market'],
  ['tools', '/tools'],
  ['articles', '/article'],
  ['help', '/help'],
] as const;

/** /english: the same site with the English labels on — switched here and remembered (localStorage `lang`). */
export function EnglishSwitch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!i18n.language.startsWith('en')) void setLanguage('en');
  }, [i18n.language]);
  const on = i18n.language.startsWith('en');
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <InfoHeader title={t('info.english.title')} />
      <Stack gap="5">
        <Alert.Root status={on ? 'success' : 'info'} data-testid="english-on" data-on={on}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('info.english.on')}</Alert.Title>
            <Alert.Description>{t('info.english.body')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Heading as="h2" size="md">
          {t('info.english.explore')}
        </Heading>
        <Wrap gap="2">
          {LINKS.map(([key, to]) => (
            <Button key={key} asChild variant="outline" size="sm">
              <RouterLink to={to}>{t(`info.english.links.${key}`)}</RouterLink>
            </Button>
          ))}
        </Wrap>
        <HStack>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void setLanguage('zh').then(() => navigate('/home'))}
            data-testid="english-back"
          >
            {t('info.english.back')}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
