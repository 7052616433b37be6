import { Badge, Box, Button, Field, HStack, IconButton, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../../app/toaster';
import { serverMessage } from '../../../shared/admin/server-message';
import { BlockError } from '../../../shared/components/BlockStates';
import { useAddSearchSynonyms, useRemoveSearchSynonyms, useSearchSynonyms } from '../hooks/useSearchAdmin';

/** Synonym groups: the administrators' own (added and removed here, in effect at once) above the built-in ones. */
export function SynonymsPanel() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { data, error, refetch } = useSearchSynonyms();
  const [add, adding] = useAddSearchSynonyms();
  const [remove] = useRemoveSearchSynonyms();
  const terms = text
    .split(/[,，、;；\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add({ variables: { terms } }).then(
      () => {
        setText('');
        toaster.create({ type: 'success', title: t('searchAdmin.added') });
        void refetch();
      },
      (err: unknown) =>
        toaster.create({ type: 'error', title: t('searchAdmin.addFailed', { message: serverMessage(err) }) }),
    );
  };
  const drop = (id: number) =>
    void remove({ variables: { id } }).then(
      () => {
        toaster.create({ type: 'success', title: t('searchAdmin.removed') });
        void refetch();
      },
      (err: unknown) => toaster.create({ type: 'error', title: serverMessage(err) }),
    );
  if (error) return <BlockError title={t('searchAdmin.error')} onRetry={() => void refetch()} />;
  return (
    <Stack gap="4">
      <Box as="form" onSubmit={submit}>
        <Field.Root>
          <Field.Label>{t('searchAdmin.terms')}</Field.Label>
          <HStack align="start" w="full">
            <Textarea
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              rows={2}
              placeholder={t('searchAdmin.synonymsPlaceholder')}
              maxLength={900}
            />
            <Button type="submit" colorPalette="blue" loading={adding.loading} disabled={terms.length < 2}>
              {t('searchAdmin.add')}
            </Button>
          </HStack>
          <Field.HelperText>{t('searchAdmin.synonymsHint')}</Field.HelperText>
        </Field.Root>
      </Box>
      <Stack as="ul" gap="2" listStyleType="none" data-testid="synonym-groups">
        {data?.searchSynonyms.map((g) => (
          <HStack
            as="li"
            key={g.id ?? g.terms.join('|')}
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
            gap="3"
          >
            <Badge size="sm" colorPalette={g.id === null ? 'gray' : 'blue'} flexShrink={0}>
              {g.id === null ? t('searchAdmin.curated') : t('searchAdmin.custom')}
            </Badge>
            <Wrap flex="1" gap="1">
              {g.terms.map((term) => (
                <Text as="span" key={term} fontSize="sm" bg="bg.muted" px="2" borderRadius="l1">
                  {term}
                </Text>
              ))}
            </Wrap>
            {g.id !== null && (
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('searchAdmin.removeLabel', { terms: g.terms.join('、') })}
                onClick={() => drop(g.id!)}
              >
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
