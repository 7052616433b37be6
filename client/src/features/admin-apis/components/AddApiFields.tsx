import {
  Box,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { codePoints, isApiAddress, LIMITS, splitList } from './api-form.rules';

export interface AddApiForm {
  name: string;
  testLink: string;
  apiUrl: string;
  provider: string;
  description: string;
  type: string;
  tags: string[];
  visibility: 'public' | 'private';
  copyright: string;
  relatedArticles: string;
  needToken: boolean;
}

export const EMPTY_API_FORM: AddApiForm = {
  name: '',
  testLink: '',
  apiUrl: '',
  provider: '',
  description: '',
  type: '',
  tags: [],
  visibility: 'public',
  copyright: '',
  relatedArticles: '',
  needToken: false,
};

type TextName = 'name' | 'apiUrl' | 'testLink' | 'provider' | 'copyright';

/** The fields of the admin's API form, each required one with its own message (SPEC §5). */
export function AddApiFields({
  form,
  tags,
  categories,
}: {
  form: UseFormReturn<AddApiForm>;
  tags: Array<{ id: number; name: string }>;
  categories: Array<{ id: number; name: string; nameEn: string }>;
}) {
  const { t, i18n } = useTranslation();
  const { register, control, formState } = form;
  const e = formState.errors;
  const text = (name: TextName, max: number, address = false) => (
    <Field.Root required invalid={!!e[name]}>
      <Field.Label>
        {t(`adminApis.form.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        {...register(name, {
          validate: (v) => {
            if (!v.trim()) return t(`adminApis.form.required.${name}`);
            if (codePoints(v) > max) return t('adminApis.form.tooLong', { max });
            if (address && !isApiAddress(v)) return t('adminApis.form.badAddress');
            return true;
          },
        })}
        placeholder={address ? 'https://' : undefined}
        inputMode={address ? 'url' : undefined}
      />
      <Field.ErrorText>{e[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('name', LIMITS.name)}
        {text('provider', LIMITS.provider)}
        {text('apiUrl', LIMITS.address, true)}
        {text('testLink', LIMITS.address, true)}
      </SimpleGrid>
      <Field.Root invalid={!!e.description}>
        <Field.Label>{t('adminApis.form.description')}</Field.Label>
        <Textarea
          rows={3}
          {...register('description', {
            validate: (v) =>
              codePoints(v) <= LIMITS.description || t('adminApis.form.tooLong', { max: LIMITS.description }),
          })}
        />
        <Field.ErrorText>{e.description?.message}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required invalid={!!e.type}>
          <Field.Label>
            {t('adminApis.form.type')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('type', { required: t('adminApis.form.required.type') })}>
              <option value="">{t('adminApis.form.choose')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {i18n.language === 'en' ? c.nameEn || c.name : c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{e.type?.message}</Field.ErrorText>
        </Field.Root>
        {text('copyright', LIMITS.copyright)}
      </SimpleGrid>
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
      <Field.Root invalid={!!e.relatedArticles}>
        <Field.Label>{t('adminApis.form.relatedArticles')}</Field.Label>
        <Input
          {...register('relatedArticles', {
            validate: (v) =>
              splitList(v).length <= LIMITS.related ||
              t('adminApis.form.tooManyArticles', { max: LIMITS.related }),
          })}
        />
        <Field.HelperText>{t('adminApis.form.relatedHelp')}</Field.HelperText>
        <Field.ErrorText>{e.relatedArticles?.message}</Field.ErrorText>
      </Field.Root>
      <Controller
        control={control}
        name="needToken"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked)} minH="10">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('adminApis.form.needToken')}</Switch.Label>
          </Switch.Root>
        )}
      />
    </>
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
