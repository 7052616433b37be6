import { Box, Checkbox, Field, Flex, IconButton, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import '../i18n';
import { useAutoLocation } from '../hooks/useAutoLocation';
import { LIMITS, maxChars, PARAM_LOCATIONS, PARAM_TYPES, uniqueParamName, type ParamValue } from '../lib/api-form.rules';

type WithParams = { parameters: ParamValue[] };

/**
 * One parameter row: name, description, type, location (查询参数, 请求头, Cookie… from the rules package,
 * following the default until chosen), optionally an example; required; remove.
 */
export function ParamRow({
  index: i,
  withExample,
  errors: e,
  onRemove,
}: {
  index: number;
  withExample: boolean;
  errors: FieldErrors<ParamValue> | undefined;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { control, register, getValues } = useFormContext<WithParams>();
  const label = t('creator.params.row', { n: i + 1 });
  const chooseLocation = useAutoLocation(i);
  return (
    <Box role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="3" data-testid="param-row">
      <SimpleGrid columns={{ base: 1, md: 3, lg: withExample ? 5 : 4 }} gap="2">
        <Field.Root invalid={!!e?.name} required>
          <Field.Label fontSize="xs">
            {t('creator.params.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            {...register(`parameters.${i}.name`, {
              validate: {
                required: (v) => !!v.trim() || t('creator.params.nameRequired'),
                max: maxChars(t, t('creator.params.name'), LIMITS.paramName),
                unique: uniqueParamName(t, () => getValues('parameters')),
              },
            })}
          />
          <Field.ErrorText>{e?.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!e?.description} required>
          <Field.Label fontSize="xs">
            {t('creator.params.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            {...register(`parameters.${i}.description`, {
              validate: {
                required: (v) => !!v.trim() || t('creator.params.descriptionRequired'),
                max: maxChars(t, t('creator.params.description'), LIMITS.paramDescription),
              },
            })}
          />
          <Field.ErrorText>{e?.description?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">{t('creator.params.type')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register(`parameters.${i}.type`)}>
              {PARAM_TYPES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">{t('creator.params.location')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register(`parameters.${i}.location`, { onChange: chooseLocation })}>
              {PARAM_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {t(`rules.paramLocation.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {withExample && (
          <Field.Root invalid={!!e?.example}>
            <Field.Label fontSize="xs">{t('creator.params.example')}</Field.Label>
            <Input
              size="sm"
              {...register(`parameters.${i}.example`, {
                validate: maxChars(t, t('creator.params.example'), LIMITS.paramExample),
              })}
            />
            <Field.ErrorText>{e?.example?.message}</Field.ErrorText>
          </Field.Root>
        )}
      </SimpleGrid>
      <Flex justify="space-between" align="center" mt="2">
        <Controller
          control={control}
          name={`parameters.${i}.required`}
          render={({ field }) => (
            <Checkbox.Root size="sm" checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)}>
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('creator.params.required')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('creator.params.remove', { n: i + 1 })}
          onClick={onRemove}
        >
          <LuTrash2 />
        </IconButton>
      </Flex>
    </Box>
  );
}
