import { CATEGORY_LIMITS } from '@api-market/rules';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';

export interface CategoryValues {
  name: string;
  nameEn: string;
}

/** The gateway's limits (category-admin.service.ts), checked here first. */
const { nameMax: NAME_MAX, nameEnMax: NAME_EN_MAX } = CATEGORY_LIMITS;
const within = (max: number) => (v: string) => [...v.trim()].length <= max;

/** Both names of a category (create inline, rename in a dialog); the server applies the same rules. */
export function CategoryForm({
  defaultValues = { name: '', nameEn: '' },
  submitLabel,
  busy,
  inline,
  formLabel,
  onSubmit,
}: {
  defaultValues?: CategoryValues;
  submitLabel: string;
  busy?: boolean;
  inline?: boolean;
  formLabel: string;
  onSubmit(values: CategoryValues): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<CategoryValues>({ defaultValues });
  const { errors } = formState;
  return (
    <form
      aria-label={formLabel}
      noValidate
      onSubmit={handleSubmit(async (v) => {
        if (await onSubmit({ name: v.name.trim(), nameEn: v.nameEn.trim() }))
          reset(inline ? { name: '', nameEn: '' } : v);
      })}
    >
      <Stack
        direction={inline ? { base: 'column', md: 'row' } : 'column'}
        gap="3"
        align={inline ? { md: 'flex-start' } : undefined}
      >
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            {t('adminCategories.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            {...register('name', {
              validate: {
                required: (v) => v.trim() !== '' || t('adminCategories.nameRequired'),
                max: (v) => within(NAME_MAX)(v) || t('adminCategories.nameTooLong', { max: NAME_MAX }),
              },
            })}
          />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.nameEn}>
          <Field.Label>
            {t('adminCategories.nameEn')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            {...register('nameEn', {
              validate: {
                required: (v) => v.trim() !== '' || t('adminCategories.nameEnRequired'),
                max: (v) =>
                  within(NAME_EN_MAX)(v) || t('adminCategories.nameEnTooLong', { max: NAME_EN_MAX }),
              },
            })}
          />
          <Field.ErrorText>{errors.nameEn?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" loading={busy} mt={inline ? { md: '6' } : undefined} flexShrink={0}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
