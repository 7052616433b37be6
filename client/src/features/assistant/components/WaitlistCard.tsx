import { isEmail, WAITLIST_WISH_MAX } from '@api-market/rules';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Box, Button, Card, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinWaitlist } from '../hooks/useJoinWaitlist';

const WISH_MAX = WAITLIST_WISH_MAX;

/** The notify-me list (kept from the coming-soon page): tell me when the assistant does more. */
export function WaitlistCard() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [wish, setWish] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [join, { data, loading, error }] = useJoinWaitlist();
  // The form (and its button) is replaced by the outcome: the focus goes there instead of to <body>.
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (data) done.current?.focus();
  }, [data]);
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
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {t('assistant.notifyTitle')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('assistant.notifyBody')}
        </Text>
        {data ? (
          <Alert.Root status="success" role="status" tabIndex={-1} ref={done} outline="none" data-testid="waitlist-done">
            <Alert.Indicator />
            <Alert.Title>{t('assistant.joined')}</Alert.Title>
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
  );
}
