import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Controller, useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import '../i18n';
import { emptyParam, LIMITS, maxChars, PARAM_TYPES, uniqueParamName, type ParamValue } from '../lib/api-form.rules';

type WithParams = { parameters: ParamValue[] };

/**
 * Parameter rows (name 请输入参数名称, description 请输入参数说明, type, required, optionally an example),
 * added and removed; used by the API form and the publish configuration (SPEC §5).
 */
export function ParamRows({ withExample = false }: { withExample?: boolean }) {
  const { t } = useTranslation();
  const { control, register, getValues, formState } = useFormContext<WithParams>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parameters' });
  const errors = (formState.errors.parameters ?? []) as Array<FieldErrors<ParamValue> | undefined>;
  return (
    <Stack gap="3" data-testid="param-rows">
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('creator.params.none')}
        </Text>
      )}
      {fields.map((f, i) => {
        const e = errors[i];
        const label = t('creator.params.row', { n: i + 1 });
        return (
          <Box
            key={f.id}
            role="group"
            aria-label={label}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid="param-row"
          >
            <SimpleGrid columns={{ base: 1, md: withExample ? 4 : 3 }} gap="2">
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
                  <Checkbox.Root
                    size="sm"
                    checked={field.value}
                    onCheckedChange={(d) => field.onChange(d.checked === true)}
                  >
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
                onClick={() => remove(i)}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          </Box>
        );
      })}
      <Box>
        <Button
          size="sm"
          variant="outline"
          disabled={fields.length >= LIMITS.params}
          onClick={() => append(emptyParam())}
        >
          <LuPlus /> {t('creator.params.add')}
        </Button>
        {fields.length >= LIMITS.params && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t('creator.params.max', { max: LIMITS.params })}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
