import { Box, Center, Flex, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';

export const STEP_KEYS = ['type', 'describe', 'contact'] as const;

/** The steps (done ones ticked) and a progress bar that fills a third per step. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <Box>
      {/* A progress display, not tabs: an ordered list of the steps, the current one marked. */}
      <Flex as="ol" listStyleType="none" gap="3" align="center" data-testid="wizard-steps">
        {STEP_KEYS.map((k, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <Flex
              as="li"
              key={k}
              align="center"
              gap="2"
              flex={i < STEP_KEYS.length - 1 ? '1' : undefined}
              aria-current={current ? 'step' : undefined}
              data-current={current || undefined}
            >
              <Center
                boxSize="6"
                flexShrink={0}
                borderRadius="full"
                fontSize="xs"
                fontWeight="semibold"
                borderWidth="1px"
                bg={done || current ? 'blue.solid' : 'bg'}
                color={done || current ? 'blue.contrast' : 'fg.muted'}
                borderColor={done || current ? 'blue.solid' : 'border'}
              >
                {done ? <LuCheck aria-hidden /> : i + 1}
              </Center>
              <Text
                fontSize="sm"
                whiteSpace="nowrap"
                fontWeight={current ? 'semibold' : 'normal'}
                display={{ base: current ? 'block' : 'none', sm: 'block' }}
              >
                {t(`problem.steps.${k}`)}
              </Text>
              {i < STEP_KEYS.length - 1 && (
                <Box flex="1" h="1px" bg={done ? 'blue.solid' : 'border'} minW="4" />
              )}
            </Flex>
          );
        })}
      </Flex>
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
        <Box
          h="full"
          w={`${((step + 1) / 3) * 100}%`}
          bg="blue.solid"
          borderRadius="full"
          transition="width 0.3s"
        />
      </Box>
      <Text mt="1" fontSize="xs" color="fg.muted" textAlign="end">
        {t('problem.progress', { step: step + 1 })}
      </Text>
    </Box>
  );
}
