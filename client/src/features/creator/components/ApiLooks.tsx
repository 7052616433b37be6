import { API_FORM_LIMITS } from '@api-market/rules';
import { Box, Checkbox, Field, NativeSelect, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { localized } from '../../../i18n/localized';
import { useApiFormChoices } from '../hooks/useCreatorReads';
import { ApiIconChoice } from './ApiIconChoice';

const { tags: MAX_TAGS } = API_FORM_LIMITS;

interface Looks {
  categoryId: string;
  tagIds: string[];
  iconKey: string;
}

/** The category, tags and icon of the creator's API form: how it is found and recognised on the market. */
export function ApiLooks() {
  const { t, i18n } = useTranslation();
  const { register, control, formState, watch } = useFormContext<Looks>();
  // Fresh each time the form opens: a category or tag added since the app loaded is offered at once.
  const { data } = useApiFormChoices();
  const categories = data?.categories ?? [];
  const tags = data?.tags ?? [];
  const categorySlug = categories.find((c) => String(c.id) === watch('categoryId'))?.slug ?? null;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>{t('creator.form.category')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('categoryId')} data-testid="form-category">
              <option value="">{t('creator.form.uncategorised')}</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {localized(i18n.language, c.name, c.nameEn)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Controller
        control={control}
        name="tagIds"
        rules={{ validate: (v) => v.length <= MAX_TAGS || t('creator.form.tooManyTags', { max: MAX_TAGS }) }}
        render={({ field }) => (
          <Box role="group" aria-labelledby="creator-tags-label" data-testid="form-tags">
            <Text id="creator-tags-label" fontSize="sm" fontWeight="medium" mb="1">
              {t('creator.form.tags')}
            </Text>
            <Text fontSize="xs" color="fg.muted" mb="2">
              {t('creator.form.tagsHelp', { max: MAX_TAGS })}
            </Text>
            <Checkbox.Group value={field.value} onValueChange={field.onChange} name="tagIds">
              <Wrap gap="3">
                {tags.map((tag) => (
                  <Checkbox.Root key={tag.id} value={String(tag.id)} size="sm" minH="10">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{tag.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </Checkbox.Group>
            {formState.errors.tagIds?.message && (
              <Text fontSize="xs" color="fg.error" mt="1">
                {formState.errors.tagIds.message}
              </Text>
            )}
          </Box>
        )}
      />
      <ApiIconChoice categorySlug={categorySlug} />
    </>
  );
}
