import { Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuBell, LuBellOff } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toaster } from '../../app/toaster';
import { serverMessage } from '../../shared/admin/server-message';
import { BlockError, BlockSkeleton } from '../../shared/components/BlockStates';
import { IncidentList } from './components/IncidentList';
import { IncidentUpdateDialog } from './components/IncidentUpdateDialog';
import { ManagePanel } from './components/ManagePanel';
import { nameIn } from './components/labels';
import { MaintenanceList } from './components/MaintenanceList';
import { StateBadge } from './components/StateBadge';
import { UptimeBars } from './components/UptimeBars';
import { UptimeFigures } from './components/UptimeFigures';
import { useApiStatus, useFollowApiStatus } from './hooks/useStatus';
import './i18n';

/** `/status/:apiId` (public): one API's uptime, 90 days, incidents with updates, maintenance; follow it. */
export function ApiStatusPage() {
  const { t, i18n } = useTranslation();
  const apiId = Number(useParams().apiId);
  const { token } = useSession();
  const { data, error, refetch } = useApiStatus(apiId, !Number.isInteger(apiId));
  const [follow, { loading }] = useFollowApiStatus();
  const [updating, setUpdating] = useState<number | null>(null);
  const s = data?.apiStatus;
  const toggle = async (on: boolean) => {
    try {
      await follow({ variables: { apiId, follow: on }, refetchQueries: ['ApiStatus'], awaitRefetchQueries: true });
      toaster.create({ type: 'success', title: t(on ? 'status.followed' : 'status.unfollowed') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.followFailed', { message: serverMessage(e) }) });
    }
  };
  const back = (
    <Link asChild fontSize="sm" color="fg.muted">
      <RouterLink to="/status">
        <LuArrowLeft aria-hidden />
        {t('status.backToAll')}
      </RouterLink>
    </Link>
  );
  if (error && !s)
    return (
      <Container maxW="5xl" py="8">
        <Stack gap="4">
          {back}
          <BlockError title={t('status.loadFailed')} onRetry={() => void refetch()} />
        </Stack>
      </Container>
    );
  if (!s)
    return (
      <Container maxW="5xl" py="8">
        <BlockSkeleton lines={5} h="16" />
      </Container>
    );
  const name = nameIn(i18n.language, s.name, s.nameEn);
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        {back}
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h1" size="2xl">
                {name}
              </Heading>
              <StateBadge state={s.state} size="md" />
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {s.probesEnabled ? t('status.probeEvery', { seconds: s.probeIntervalSeconds }) : t('status.probesOff')}
              {' · '}
              <Link asChild colorPalette="blue">
                <RouterLink to={`/api/Details/${s.apiId}`}>{t('status.openApi')}</RouterLink>
              </Link>
            </Text>
          </Stack>
          {token ? (
            <Button variant={s.following ? 'outline' : 'solid'} colorPalette="blue" loading={loading} onClick={() => void toggle(!s.following)} flexShrink={0}>
              {s.following ? <LuBellOff aria-hidden /> : <LuBell aria-hidden />}
              {s.following ? t('status.unfollow') : t('status.follow')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('status.followHint')}
            </Text>
          )}
        </Flex>
        {s.following && (
          <Text fontSize="sm" color="fg.muted" data-testid="status-following">
            {t('status.following')}
          </Text>
        )}
        {s.canManage && <ManagePanel key={`${s.probeIntervalSeconds}-${s.probesEnabled}`} apiId={s.apiId} intervalSeconds={s.probeIntervalSeconds} enabled={s.probesEnabled} />}
        <UptimeFigures uptime={s.uptime} p95={s.p95Ms} />
        <UptimeBars days={s.days} name={name} uptime90={s.uptime.d90} />
        {s.maintenance.length > 0 && <MaintenanceList items={s.maintenance} />}
        <Stack gap="2" as="section" aria-labelledby="status-incidents">
          <Heading as="h2" size="md" id="status-incidents">
            {t('status.incidents')}
          </Heading>
          {s.incidents.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('status.noIncidents')}
            </Text>
          ) : (
            <IncidentList incidents={s.incidents} label={t('status.incidents')} onUpdate={s.canManage ? (i) => setUpdating(i.id) : undefined} />
          )}
        </Stack>
        <Text fontSize="xs" color="fg.muted">
          {t('status.hysteresis')}
        </Text>
      </Stack>
      {s.canManage && <IncidentUpdateDialog incidentId={updating} onClose={() => setUpdating(null)} />}
    </Container>
  );
}
