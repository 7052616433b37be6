import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import '../i18n';
import { useConsoleTitle } from '../../console';
import { useConsoleLink } from '../../creator';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { usePlanEditorApi } from '../hooks/usePlans';
import { CreatorPlans } from './CreatorPlans';
import { localized } from '../../../i18n/localized';

/**
 * One own API's plans on a page of its own (desktop `apis/:id/plans`, mobile `/admin/mobile/plans/:id`):
 * the plans editor, the requests waiting for approval and the subscribers' figures.
 */
export function PlansEditorPage() {
  const { t, i18n } = useTranslation();
  const link = useConsoleLink();
  const apiId = Number(useParams().id);
  const { data, error, refetch } = usePlanEditorApi(apiId);
  // In the page's language, as My APIs lists it (an English page read “Plans of “二维码生成””).
  const name = data ? localized(i18n.language, data.myApi.name, data.myApi.nameEn) : undefined;
  useConsoleTitle(name === undefined ? undefined : t('plans.editor.mobileTitle', { name }));
  if (error && !data) return <BlockError title={t('plans.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={6} h="10" />;
  return (
    <Stack gap="4" py="4" data-testid="plans-editor-page">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        {/* The API's name (the tab / the mobile bar carry "<name>'s plans"). */}
        <Heading as="h2" size="md" minW="0" wordBreak="break-word">
          {name}
        </Heading>
        <Button asChild size="sm" variant="outline" minH={{ base: '11', md: '8' }}>
          <RouterLink to={link('analytics', { id: apiId })}>
            <LuArrowLeft aria-hidden /> {t('plans.editor.back')}
          </RouterLink>
        </Button>
      </Flex>
      <CreatorPlans apiId={apiId} />
    </Stack>
  );
}
