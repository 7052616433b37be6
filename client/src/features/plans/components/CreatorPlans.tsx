import { Badge, Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { readableServerMessage } from '../../../app/server-message';
import { PlanRequests } from './PlanRequests';
import type { PlanItemFragment } from '../../../gql/graphql';
import { useApiPlans, useDeletePlan, usePlanAnalytics } from '../hooks/usePlans';
import { PlanForm } from './PlanForm';
import { localized } from '../../../i18n/localized';

/** The creator's plans editor for one API, with the per-plan figures and the top subscribers. */
export function CreatorPlans({ apiId }: { apiId: number }) {
  const { t, i18n } = useTranslation();
  const plans = useApiPlans(apiId, true);
  const figures = usePlanAnalytics(apiId);
  const [remove, { loading: removing }] = useDeletePlan(apiId);
  const [toDelete, setToDelete] = useState<{ id: number; name: string } | null>(null);
  const [editing, setEditing] = useState<PlanItemFragment | null>(null);

  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ variables: { planId: toDelete.id } });
      toaster.create({ type: 'success', title: t('plans.editor.deleted') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.editor.saveFailed'), description: readableServerMessage(e) });
    }
    setToDelete(null);
  };

  const list = plans.data?.apiPlans ?? [];
  const subs = figures.data?.planAnalytics.subscribers ?? [];
  const perPlan = new Map((figures.data?.planAnalytics.plans ?? []).map((f) => [f.planId, f]));
  const ms = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v} ms`);
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" minW="0" data-testid="creator-plans" aria-labelledby="creator-plans-title">
      <Heading as="h3" size="sm" mb="3" id="creator-plans-title">
        {t('plans.editor.title')}
      </Heading>
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('plans.editor.none')}
        </Text>
      ) : (
        <Stack gap="2" mb="4" role="list">
          {list.map((p) => (
            <Flex key={p.id} role="listitem" gap="2" align="center" wrap="wrap" data-testid="creator-plan">
              <Text fontWeight="semibold">{localized(i18n.language, p.name, p.nameEn)}</Text>
              {p.isDefault && <Badge colorPalette="green">{t('plans.default')}</Badge>}
              <Text fontSize="sm" color="fg.muted">
                {localized(i18n.language, p.quotaText, p.quotaTextEn)} · {t('plans.editor.subs')} {p.subscribers}
              </Text>
              {perPlan.get(p.id) && (
                <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="plan-figures">
                  {t('plans.editor.planFigures', {
                    calls: perPlan.get(p.id)!.calls,
                    billable: perPlan.get(p.id)!.billable,
                    refused: perPlan.get(p.id)!.refused,
                    p50: ms(perPlan.get(p.id)!.p50Ms),
                    p95: ms(perPlan.get(p.id)!.p95Ms),
                  })}
                </Text>
              )}
              <Button size="xs" variant="ghost" ms="auto" minH={{ base: '11', md: '6' }} aria-label={t('plans.editor.editLabel', { name: localized(i18n.language, p.name, p.nameEn) })} onClick={() => setEditing(p)}>
                {t('plans.editor.edit')}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" minH={{ base: '11', md: '6' }} aria-label={t('plans.editor.deleteLabel', { name: localized(i18n.language, p.name, p.nameEn) })} onClick={() => setToDelete({ id: p.id, name: localized(i18n.language, p.name, p.nameEn) })}>
                {t('plans.editor.delete')}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      <PlanRequests apiId={apiId} />
      <PlanForm apiId={apiId} editing={editing} onDone={() => setEditing(null)} />
      <Heading as="h4" size="xs" mt="5" mb="2">
        {t('plans.editor.subscribers')}
      </Heading>
      {subs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('plans.editor.noSubscribers')}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={t('plans.editor.subscribers')} data-testid="plan-subscribers">
            <Table.Header>
              <Table.Row>
                {(['account', 'calls', 'billable', 'refused', 'atLimit'] as const).map((c) => (
                  <Table.ColumnHeader key={c} whiteSpace="nowrap">
                    {t(`plans.editor.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {subs.map((s) => (
                <Table.Row key={s.subscriptionId}>
                  <Table.Cell>
                    {s.account} <Text as="span" color="fg.muted" fontSize="xs">{s.planName}</Text>
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{s.calls}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{s.billable}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{s.refused}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{s.daysAtLimit}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title={t('plans.editor.delete')}
        confirmLabel={t('plans.editor.delete')}
        danger
        busy={removing}
        onClose={() => setToDelete(null)}
        onConfirm={() => void onDelete()}
      >
        {t('plans.editor.deleteLabel', { name: toDelete?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
