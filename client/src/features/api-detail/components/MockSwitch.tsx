import { Flex, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * The tester's 模拟 / Mock switch: on, the calls (and the code samples) go to the API's mock — free,
 * never the upstream, not counted in quotas or statistics, listed in the history as mock.
 */
export function MockSwitch({ mock, onMock }: { mock: boolean; onMock(mock: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="1">
      <Switch.Root checked={mock} onCheckedChange={(d) => onMock(d.checked)} colorPalette="purple" data-testid="mock-switch">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('detail.mock.switch')}</Switch.Label>
      </Switch.Root>
      {mock && (
        <Text fontSize="xs" color="fg.muted" data-testid="mock-hint">
          {t('detail.mock.hint')}
        </Text>
      )}
    </Flex>
  );
}
