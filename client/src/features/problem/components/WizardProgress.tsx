import { Box, Steps, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const STEP_KEYS = ['type', 'describe', 'contact'] as const;

/** The steps (done ones ticked) and a progress bar that fills a third per step. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Steps.Root step={step} count={STEP_KEYS.length} size="sm" colorPalette="blue" data-testid="wizard-steps">
        <Steps.List>
          {STEP_KEYS.map((k, i) => (
            <Steps.Item key={k} index={i} data-current={step === i || undefined}>
              <Steps.Indicator />
              <Steps.Title whiteSpace="nowrap" display={{ base: step === i ? 'block' : 'none', sm: 'block' }}>{t(`problem.steps.${k}`)}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      <Box
        mt="4"
        h="1.5"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
        role="progressbar"
        aria-label={t('problem.progress', { step: step + 1 })}
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={step + 1}
        data-testid="wizard-progress"
      >
        <Box h="full" w={`${((step + 1) / 3) * 100}%`} bg="blue.solid" borderRadius="full" transition="width 0.3s" />
      </Box>
      <Text mt="1" fontSize="xs" color="fg.muted" textAlign="end">
        {t('problem.progress', { step: step + 1 })}
      </Text>
    </Box>
  );
}
