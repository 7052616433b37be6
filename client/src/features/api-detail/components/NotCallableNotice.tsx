import { Alert } from '@chakra-ui/react';
import { detailStatusKey } from '@api-market/rules';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';
import '../i18n';

/**
 * In place of the tester when the API cannot be called (taken offline, in maintenance…): every test
 * would only answer 503, so the page says why instead.
 */
export function NotCallableNotice({ status }: { status: number }) {
  const { t } = useTranslation();
  const state = t(`rules.apiStatus.${detailStatusKey(status)}`);
  return (
    <Section title={t('detail.tester.title')} testId="not-callable">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('detail.notCallable.title', { status: state })}</Alert.Title>
          <Alert.Description>{t('detail.notCallable.body')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Section>
  );
}
