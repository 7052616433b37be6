import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import '../i18n';
import { emptyParam, LIMITS, type ParamValue } from '../lib/api-form.rules';
import { ParamRow } from './ParamRow';

type WithParams = { parameters: ParamValue[] };

/**
 * Parameter rows (name 请输入参数名称, description 请输入参数说明, type, required, optionally an example),
 * added and removed; used by the API form and the publish configuration (SPEC §5).
 */
export function ParamRows({ withExample = false }: { withExample?: boolean }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<WithParams>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parameters' });
  const errors = (formState.errors.parameters ?? []) as Array<FieldErrors<ParamValue> | undefined>;
  return (
    <Stack gap="3" data-testid="param-rows">
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('creator.params.none')}
        </Text>
      )}
      {fields.map((f, i) => (
        <ParamRow key={f.id} index={i} withExample={withExample} errors={errors[i]} onRemove={() => remove(i)} />
      ))}
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
