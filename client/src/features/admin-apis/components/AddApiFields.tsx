import { Field, Input, NativeSelect, SimpleGrid, Switch, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { codePoints, isApiAddress, LIMITS, splitList } from './api-form.rules';
import { TagChoices, VisibilityChoice } from './ChoiceFields';
import { localized } from '../../../i18n/localized';

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
                  {localized(i18n.language, c.name, c.nameEn)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{e.type?.message}</Field.ErrorText>
        </Field.Root>
        {text('copyright', LIMITS.copyright)}
      </SimpleGrid>
      <TagChoices form={form} tags={tags} />
      <VisibilityChoice control={control} />
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
