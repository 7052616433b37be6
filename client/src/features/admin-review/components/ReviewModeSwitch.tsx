import { Card, HStack, RadioGroup, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { BlockError } from '../../../shared/components/BlockStates';
import { useChangeReviewMode, useReviewMode } from '../hooks/useReviewReads';
import '../i18n';

/** The review mode (modes and the current one from the server): manual review or automatic approval. */
export function ReviewModeSwitch() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useReviewMode();
  const [change, { loading: saving }] = useChangeReviewMode();
  if (error && !data)
    return <BlockError title={t('adminReview.mode.loadFailed')} onRetry={() => void refetch()} />;
  const info = data?.reviewMode;
  const onChange = async (value: string | null) => {
    if (!value || Number(value) === info?.currentMode) return;
    try {
      await change({ variables: { modeId: Number(value) } });
      toaster.create({ type: 'success', title: t('adminReview.mode.switched') });
    } catch {
      toaster.create({ type: 'error', title: t('adminReview.mode.failed') });
    }
  };
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <HStack gap="4" wrap="wrap">
          <Text id="review-mode-label" fontWeight="semibold" fontSize="sm">
            {t('adminReview.mode.label')}
          </Text>
          {loading && !info ? (
            <Skeleton h="6" w="48" />
          ) : (
            <RadioGroup.Root
              aria-labelledby="review-mode-label"
              value={String(info?.currentMode ?? '')}
              onValueChange={(e) => void onChange(e.value)}
              disabled={saving}
              size="sm"
            >
              <HStack gap="5" wrap="wrap">
                {info?.modes.map((m) => (
                  <RadioGroup.Item key={m.id} value={String(m.id)} minH="10">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{m.name}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
          <Text fontSize="xs" color="fg.muted" flexBasis={{ base: 'full', md: 'auto' }}>
            {t(info?.currentMode === 2 ? 'adminReview.mode.autoHint' : 'adminReview.mode.manualHint')}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
