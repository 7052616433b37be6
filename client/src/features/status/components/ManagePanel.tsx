import { Button, Card, Checkbox, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuWrench } from 'react-icons/lu';
import { toaster } from '../../../app/toaster';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { serverMessage } from '../../../shared/admin/server-message';
import { useSetProbeSettings } from '../hooks/useStatus';
import { MaintenanceDialog } from './MaintenanceDialog';
import '../i18n';

const INTERVALS = [30, 60, 120, 300, 600, 1800, 3600];

/** For the API's creator and administrators: probe interval or probes off, and a maintenance window. */
export function ManagePanel({ apiId, intervalSeconds, enabled }: { apiId: number; intervalSeconds: number; enabled: boolean }) {
  const { t } = useTranslation();
  const [interval, setProbeInterval] = useState(String(intervalSeconds));
  const [on, setOn] = useState(enabled);
  const [scheduling, setScheduling] = useState(false);
  const [save, { loading }] = useSetProbeSettings();
  const label = (s: number) => (s < 60 ? t('status.manage.seconds', { count: s }) : t('status.manage.minutes', { count: s / 60 }));
  const options = [...new Set([...INTERVALS, intervalSeconds])].sort((a, b) => a - b).map((s) => ({ value: String(s), label: label(s) }));
  const saveProbes = async () => {
    try {
      await save({ variables: { apiId, intervalSeconds: Number(interval), enabled: on }, refetchQueries: ['ApiStatus'] });
      toaster.create({ type: 'success', title: t('status.manage.probesSaved') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.manage.failed', { message: serverMessage(e) }) });
    }
  };
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="status-manage">
      <Card.Body gap="3">
        <Heading as="h2" size="sm" id="status-manage">
          {t('status.manage.title')}
        </Heading>
        <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
          <Stack minW="12rem">
            <SelectField label={t('status.manage.interval')} field={{ value: interval, onChange: (e) => setProbeInterval(e.currentTarget.value) }} options={options} />
          </Stack>
          <Checkbox.Root checked={on} onCheckedChange={(c) => setOn(!!c.checked)} size="sm" minH="9" alignItems="center">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('status.manage.probesOn')}</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" minH="9" variant="outline" loading={loading} onClick={() => void saveProbes()}>
            {t('status.manage.saveProbes')}
          </Button>
          <Button size="sm" minH="9" variant="outline" onClick={() => setScheduling(true)}>
            <LuWrench aria-hidden />
            {t('status.manage.schedule')}
          </Button>
        </Flex>
      </Card.Body>
      <MaintenanceDialog apiId={apiId} open={scheduling} onClose={() => setScheduling(false)} />
    </Card.Root>
  );
}
