import { Field, SegmentGroup, Slider, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { DeployType } from '../../../gql/graphql';
import { GRAY, type Values } from '../lib/publish-config';

/** Gray or full, and the gray share on a slider (SPEC §4/§9). */
export function RolloutFields() {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<Values>();
  const deployType = watch('deployType');
  return (
    <>
      <Field.Root>
        <Field.Label>{t('creator.publish.deployType')}</Field.Label>
        <Controller
          control={control}
          name="deployType"
          render={({ field }) => (
            <SegmentGroup.Root
              value={field.value}
              onValueChange={(d) => field.onChange(d.value as DeployType)}
              aria-label={t('creator.publish.deployType')}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                minH="10"
                items={[
                  { value: 'GRAY', label: t('creator.publish.gray') },
                  { value: 'FULL', label: t('creator.publish.full') },
                ]}
              />
            </SegmentGroup.Root>
          )}
        />
      </Field.Root>
      {deployType === 'GRAY' ? (
        <Controller
          control={control}
          name="grayScale"
          render={({ field }) => (
            <Slider.Root
              colorPalette="blue"
              min={GRAY.min}
              max={GRAY.max}
              step={GRAY.step}
              value={[field.value]}
              onValueChange={(d) => field.onChange(d.value[0])}
              getAriaValueText={(d) =>
                t('creator.publish.share', { value: d.value, pct: d.value / 100 })
              }
            >
              <Slider.Label>{t('creator.publish.grayScale')}</Slider.Label>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="gray-value">
                {t('creator.publish.share', { value: field.value, pct: field.value / 100 })}
              </Text>
              <Slider.Control>
                <Slider.Track>
                  <Slider.Range />
                </Slider.Track>
                <Slider.Thumbs />
              </Slider.Control>
            </Slider.Root>
          )}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('creator.publish.fullHint')}
        </Text>
      )}
    </>
  );
}
