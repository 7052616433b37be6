import { Box, Checkbox, HStack, RadioGroup, Text, Wrap } from '@chakra-ui/react';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { AddApiForm } from './AddApiFields';
import { LIMITS } from './api-form.rules';

/** The API's tags (at least one, at most the server's limit). */
export function TagChoices({
  form,
  tags,
}: {
  form: UseFormReturn<AddApiForm>;
  tags: Array<{ id: number; name: string }>;
}) {
  const { t } = useTranslation();
  const { control, formState } = form;
  const e = formState.errors;
  return (
    <Controller
      control={control}
      name="tags"
      rules={{
        validate: (v) =>
          v.length === 0
            ? t('adminApis.form.required.tags')
            : v.length <= LIMITS.tags || t('adminApis.form.tooManyTags', { max: LIMITS.tags }),
      }}
      render={({ field }) => (
        <Box role="group" aria-labelledby="api-tags-label">
          <GroupLabel id="api-tags-label">{t('adminApis.form.tags')}</GroupLabel>
          <Checkbox.Group value={field.value} onValueChange={field.onChange} name="tags">
            <Wrap gap="4">
              {tags.map((tag) => (
                <Checkbox.Root key={tag.id} value={String(tag.id)} size="sm" minH="10">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{tag.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </Checkbox.Group>
          {e.tags?.message && (
            <Text fontSize="xs" color="fg.error" mt="1">
              {e.tags.message}
            </Text>
          )}
        </Box>
      )}
    />
  );
}

/** Public or private. */
export function VisibilityChoice({ control }: { control: Control<AddApiForm> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="visibility"
      render={({ field }) => (
        <Box>
          <GroupLabel id="api-visibility-label">{t('adminApis.form.visibility')}</GroupLabel>
          <RadioGroup.Root
            aria-labelledby="api-visibility-label"
            value={field.value}
            onValueChange={(v) => field.onChange(v.value)}
            name="visibility"
          >
            <HStack gap="6">
              {(['public', 'private'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v} minH="10">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`adminApis.form.visibilities.${v}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Box>
      )}
    />
  );
}

/** The label of a required group of choices (checkboxes, radios). */
function GroupLabel({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} fontSize="sm" fontWeight="medium" mb="1.5">
      {children}{' '}
      <Text as="span" color="fg.error" aria-hidden>
        *
      </Text>
    </Text>
  );
}
