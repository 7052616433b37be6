import { Steps, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

const stepTitles = ['submitting', 'waiting', 'done'] as const;

/** The publish progress (SPEC §4): 1 submitting, 2 waiting to take effect, 3 done. */
export function PublishSteps({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Steps.Root
      step={step - 1}
      count={3}
      colorPalette="blue"
      size="sm"
      py="6"
      data-testid="publish-steps"
    >
      <Steps.List>
        {stepTitles.map((s, i) => (
          <Steps.Item
            key={s}
            index={i}
            data-testid={`publish-step-${i + 1}`}
            data-current={step - 1 === i || undefined}
          >
            <Steps.Indicator />
            <Steps.Title>{t(`creator.publish.steps.${s}`)}</Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Steps.List>
      <Text mt="4" color="fg.muted" role="status" data-testid="publish-status">
        {t(`creator.publish.steps.${stepTitles[step - 1]}Long`)}
      </Text>
    </Steps.Root>
  );
}
