import { isEmail, WAITLIST_WISH_MAX } from '@api-market/rules';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBot, LuCode, LuSearch, LuWrench } from 'react-icons/lu';
import { JoinWaitlistMutation } from '../graphql/assistant';
import '../i18n';

const WISH_MAX = WAITLIST_WISH_MAX;
const PLANS = [
  { key: 'search', icon: <LuSearch /> },
  { key: 'code', icon: <LuCode /> },
  { key: 'debug', icon: <LuWrench /> },
] as const;

/** /dsChatBot: the AI assistant is not here yet — says so, says what it will do, and keeps a notify-me list. */
export function AssistantComingSoon() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [wish, setWish] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [join, { data, loading, error }] = useMutation(JoinWaitlistMutation);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void join({ variables: { input: { email: email.trim(), wish: wish.trim() || null } } }).catch(
      () => undefined,
    );
  };
  const serverMessage = CombinedGraphQLErrors.is(error)
    ? error.errors[0]?.message
    : error
      ? t('assistant.failed')
      : null;
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" mb="8" align="start">
        <Badge colorPalette="orange" size="lg" data-testid="coming-soon">
          {t('assistant.badge')}
        </Badge>
        <HStack gap="3">
          <Box fontSize="3xl" color="blue.fg" aria-hidden="true">
            <LuBot />
          </Box>
          <Heading as="h1" size="2xl">
            {t('assistant.title')}
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="lg" lineHeight="1.7">
          {t('assistant.subtitle')}
        </Text>
      </Stack>
      <Heading as="h2" size="lg" mb="4">
        {t('assistant.willDo')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="10">
        {PLANS.map((p) => (
          <Card.Root key={p.key} variant="subtle">
            <Card.Body gap="2">
              <Box fontSize="xl" color="blue.fg" aria-hidden="true">
                {p.icon}
              </Box>
              <Heading as="h3" size="sm">
                {t(`assistant.plans.${p.key}.title`)}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t(`assistant.plans.${p.key}.body`)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Card.Root variant="outline" maxW="2xl">
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {t('assistant.notifyTitle')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('assistant.notifyBody')}
          </Text>
          {data ? (
            <Alert.Root status="success" data-testid="waitlist-done">
              <Alert.Indicator />
              <Alert.Title>
                {data.joinAssistantWaitlist.alreadyJoined ? t('assistant.already') : t('assistant.joined')}
              </Alert.Title>
            </Alert.Root>
          ) : (
            <form onSubmit={submit} noValidate data-testid="waitlist-form">
              <Stack gap="3">
                <Field.Root required invalid={invalid}>
                  <Field.Label htmlFor="waitlist-email">
                    {t('assistant.email')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    id="waitlist-email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    placeholder="you@example.com"
                    data-testid="waitlist-email"
                  />
                  <Field.ErrorText>{t('assistant.invalidEmail')}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label htmlFor="waitlist-wish">{t('assistant.wish')}</Field.Label>
                  <Textarea
                    id="waitlist-wish"
                    rows={3}
                    maxLength={WISH_MAX}
                    value={wish}
                    onChange={(e) => setWish(e.target.value)}
                    placeholder={t('assistant.wishPlaceholder')}
                  />
                  <Field.HelperText>
                    {t('assistant.count', { count: [...wish].length, max: WISH_MAX })}
                  </Field.HelperText>
                </Field.Root>
                {serverMessage && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {serverMessage}
                  </Text>
                )}
                <Box>
                  <Button type="submit" loading={loading} data-testid="waitlist-submit">
                    {t('assistant.submit')}
                  </Button>
                </Box>
                <Text fontSize="xs" color="fg.muted">
                  {t('assistant.privacy')}
                </Text>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
