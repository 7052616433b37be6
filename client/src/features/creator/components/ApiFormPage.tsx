import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import '../i18n';
import { toaster } from '../../../app/toaster';
import type { MyApiQuery as MyApiResult } from '../../../gql/graphql';
import { useConsoleTitle } from '../../console';
import { useLeavePage } from '../../console';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { CreateApiMutation, MyApiQuery, MyApisQuery, UpdateApiMutation } from '../graphql/my-apis';
import { useConsoleLink } from '../hooks/useConsoleLink';
import { serverMessage } from '../lib/errors';
import { isAddress, LIMITS, maxChars, REQUEST_METHODS, type ParamValue } from '../lib/api-form.rules';
import { ApiLooks } from './ApiLooks';
import { PrototypeField } from './PrototypeField';
import { ParamRows } from './ParamRows';
import { ClassifiedChanges } from '../../versions';
import { VersionManager } from '../../versions';

interface FormValues {
  name: string;
  address: string;
  testUrl: string;
  requestMethod: string;
  responseFormat: string;
  needToken: boolean;
  /** 原型: its calls answer the mock until it has an upstream. */
  isPrototype: boolean;
  description: string;
  note: string;
  responseExample: string;
  /** The answer's JSON schema as JSON text ('' none): the mock generates from it. */
  responseSchema: string;
  /** The category's id as the select holds it; '' uncategorised. */
  categoryId: string;
  tagIds: string[];
  iconKey: string;
  parameters: ParamValue[];
}

const blank: FormValues = {
  name: '',
  address: '',
  testUrl: '',
  requestMethod: 'GET',
  responseFormat: 'JSON',
  needToken: false,
  isPrototype: false,
  description: '',
  note: '',
  responseExample: '',
  responseSchema: '',
  categoryId: '',
  tagIds: [],
  iconKey: '',
  parameters: [],
};

/** The form starts from what is waiting to go live, if a change of the contract is pending. */
const fromApi = (a: MyApiResult['myApi']): FormValues => {
  const rev = a.pendingRevision;
  return {
    name: a.name,
    address: rev?.address ?? a.address,
    testUrl: a.testUrl,
    requestMethod: rev?.requestMethod ?? a.requestMethod,
    responseFormat: rev?.responseFormat ?? a.responseFormat,
    needToken: a.needToken,
    isPrototype: a.isPrototype,
    description: a.description,
    note: a.note,
    responseExample: rev?.responseExample ?? a.responseExample,
    responseSchema: (rev ? rev.responseSchema : a.responseSchema) ?? '',
    categoryId: a.categoryId === null || a.categoryId === undefined ? '' : String(a.categoryId),
    tagIds: a.tagIds.map(String),
    iconKey: a.iconKey,
    parameters: rev
      ? rev.parameters.map((p) => paramValue({ ...p, description: p.note }))
      : a.parameters.map(paramValue),
  };
};

/**
 * Exactly the fields of `ApiParamInput`: a parameter read from the server also carries `__typename`,
 * which the server refuses in an input (400 `Field "__typename" is not defined by type "ApiParamInput"`).
 */
const paramValue = (p: ParamValue): ParamValue => ({
  name: p.name,
  description: p.description,
  type: p.type,
  required: p.required,
  example: p.example,
});

/** Whether a text is JSON of an object (the server checks it is a JSON schema and says why not). */
const isJsonObject = (v: string) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};

/** Create (`myapi/new`, mobile `create`) or edit (`myapi/:id/edit`, mobile `edit/:id`) an API. */
export function ApiFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || null;
  const { data, error, refetch } = useQuery(MyApiQuery, {
    variables: { id: id ?? 0 },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  useConsoleTitle(data?.myApi.name);
  if (!id) return <ApiForm id={null} initial={blank} />;
  if (error) return <BlockError title={t('creator.form.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <BlockSkeleton lines={8} h="10" />;
  const api = data.myApi;
  const notice = api.pendingRevision
    ? t('creator.revision.editing', { number: api.pendingRevision.number })
    : api.status === 1
      ? t('creator.revision.editingPublished')
      : null;
  const rev = api.pendingRevision;
  return (
    <Stack gap="5">
      {rev && <ClassifiedChanges changes={rev.changes} breaking={rev.breaking} override={rev.versionOverride} />}
      <ApiForm key={id} id={id} initial={fromApi(api)} notice={notice} />
      {api.status >= 0 && <VersionManager apiId={id} />}
    </Stack>
  );
}

function ApiForm({
  id,
  initial,
  notice,
}: {
  id: number | null;
  initial: FormValues;
  notice?: string | null;
}) {
  const { t } = useTranslation();
  // Saved or cancelled, the form's desktop tab closes and My API is shown.
  const leave = useLeavePage();
  const link = useConsoleLink();
  const methods = useForm<FormValues>({ defaultValues: initial, mode: 'onTouched' });
  const { register, handleSubmit, control, formState } = methods;
  const { errors, isSubmitting } = formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  const opts = { refetchQueries: [MyApisQuery] };
  const [create] = useMutation(CreateApiMutation, opts);
  const [update] = useMutation(UpdateApiMutation, opts);

  const required = (key: 'name' | 'address' | 'testUrl') => (v: string) =>
    !!v.trim() || t(`creator.form.required.${key}`);
  // A stored address may be kept as it is: the platform's built-in APIs answer at `builtin:<name>`.
  const address = (field: string, name: 'address' | 'testUrl') => (v: string) =>
    !v.trim() || v.trim() === initial[name].trim() || isAddress(v) || t('creator.form.badAddress', { field });

  const onSubmit = handleSubmit(async (v) => {
    setRefusal(null);
    const { categoryId, tagIds, ...rest } = v;
    const input = {
      ...rest,
      categoryId: categoryId ? Number(categoryId) : null,
      tagIds: tagIds.map(Number),
      parameters: v.parameters.map((p) => paramValue({ ...p, name: p.name.trim(), description: p.description.trim() })),
    };
    try {
      if (id) {
        const res = await update({ variables: { id, input } });
        const revision = res.data?.updateApi.pendingRevision;
        const waiting = revision?.status === 'PENDING';
        toaster.create({
          type: 'success',
          title: t('creator.form.updated'),
          // A breaking change is said at once (issue #30): its release starts a new version.
          description: [waiting ? t('creator.revision.submitted') : '', revision?.breaking ? t('versions.breakingNotice') : '']
            .filter(Boolean)
            .join(' ') || undefined,
        });
      } else {
        await create({ variables: { input } });
        toaster.create({ type: 'success', title: t('creator.form.created') });
      }
      leave(link('myapi'));
    } catch (e) {
      const message = serverMessage(e) ?? null;
      setRefusal(message);
      toaster.create({ type: 'error', title: t('creator.form.failed'), description: message ?? undefined });
    }
  });

  const text = (
    name: 'name' | 'address' | 'testUrl' | 'responseFormat',
    label: string,
    rules: Record<string, (v: string) => true | string>,
    req = false,
  ) => (
    <Field.Root invalid={!!errors[name]} required={req}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...register(name, { validate: rules })} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormProvider {...methods}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="api-form">
        <Stack gap="5" py="4" maxW="4xl">
          <Heading as="h2" size="md">
            {t(id ? 'creator.form.editTitle' : 'creator.form.createTitle')}
          </Heading>
          {notice && (
            <Alert.Root status="info" data-testid="revision-notice">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{notice}</Alert.Title>
            </Alert.Root>
          )}
          {refusal && (
            <Alert.Root status="error" data-testid="form-refusal">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text(
              'name',
              t('creator.form.name'),
              { required: required('name'), max: maxChars(t, t('creator.form.name'), LIMITS.name) },
              true,
            )}
            <Field.Root>
              <Field.Label>{t('creator.form.method')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('requestMethod')}>
                  {REQUEST_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {(['address', 'testUrl'] as const).map((name) => {
              const label = t(`creator.form.${name}`);
              const rules = {
                required: required(name),
                format: address(label, name),
                max: maxChars(t, label, LIMITS.address),
              };
              return <Fragment key={name}>{text(name, label, rules, true)}</Fragment>;
            })}
            {text('responseFormat', t('creator.form.responseFormat'), {
              max: maxChars(t, t('creator.form.responseFormat'), LIMITS.responseFormat),
            })}
            <Controller
              control={control}
              name="needToken"
              render={({ field }) => (
                <Checkbox.Root
                  alignSelf="end"
                  pb="2"
                  checked={field.value}
                  onCheckedChange={(d) => field.onChange(d.checked === true)}
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('creator.form.needToken')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          </SimpleGrid>
          <PrototypeField />
          {(
            [
              ['description', LIMITS.description, 3],
              ['note', LIMITS.note, 2],
            ] as const
          ).map(([name, max, rows]) => (
            <Field.Root key={name} invalid={!!errors[name]}>
              <Field.Label>{t(`creator.form.${name}`)}</Field.Label>
              <Textarea
                rows={rows}
                {...register(name, { validate: maxChars(t, t(`creator.form.${name}`), max) })}
              />
              <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
          <ApiLooks />
          <Field.Root invalid={!!errors.responseExample}>
            <Field.Label>{t('creator.form.responseExample')}</Field.Label>
            <Textarea
              rows={5}
              fontFamily="mono"
              fontSize="sm"
              placeholder='{"code": 200, "data": {}}'
              {...register('responseExample', {
                validate: maxChars(t, t('creator.form.responseExample'), LIMITS.responseExample),
              })}
            />
            <Field.HelperText>{t('creator.form.responseExampleHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.responseExample?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.responseSchema}>
            <Field.Label>{t('creator.form.responseSchema')}</Field.Label>
            <Textarea
              rows={5}
              fontFamily="mono"
              fontSize="sm"
              spellCheck={false}
              placeholder='{"type": "object", "properties": {"name": {"type": "string"}}}'
              {...register('responseSchema', {
                validate: {
                  max: maxChars(t, t('creator.form.responseSchema'), LIMITS.responseSchema),
                  json: (v) => !v.trim() || isJsonObject(v) || t('creator.form.responseSchemaNotObject'),
                },
              })}
            />
            <Field.HelperText>{t('creator.form.responseSchemaHelp')}</Field.HelperText>
            <Field.ErrorText>{errors.responseSchema?.message}</Field.ErrorText>
          </Field.Root>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {t('creator.form.parameters')}
            </Heading>
            <ParamRows withExample />
          </Stack>
          <Flex gap="2" justify="flex-end" wrap="wrap">
            <Button asChild variant="outline" minH={{ base: '11', md: '10' }}>
              <RouterLink
                to={link('myapi')}
                onClick={(e) => {
                  // A modified click (new tab or window) is the browser's.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  leave(link('myapi'));
                }}
              >
                {t('creator.form.cancel')}
              </RouterLink>
            </Button>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} minH={{ base: '11', md: '10' }}>
              {t('creator.form.save')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}
