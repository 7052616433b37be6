import { TENDER_LIMITS } from '@api-market/rules';
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { SelectField } from '../../../shared/admin/components/SelectField';
import { TENDER_STATUSES } from './labels';
import '../i18n';

/** Keyword (applied on submit), status and — on the public page — the order. */
export function TenderFilters({
  keyword,
  onKeyword,
  status,
  onStatus,
  sort,
  onSort,
}: {
  keyword: string;
  onKeyword(v: string): void;
  status: string;
  onStatus(v: string): void;
  sort?: string;
  onSort?(v: string): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);
  return (
    <Flex
      as="form"
      role="search"
      aria-label={t('tender.filters')}
      gap="3"
      wrap="wrap"
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault();
        onKeyword(draft.trim());
      }}
    >
      <Field.Root flex="1 1 14rem" minW="0">
        <Field.Label>{t('tender.keyword')}</Field.Label>
        <Flex gap="2" w="full">
          <Input
            size="sm"
            type="search"
            maxLength={TENDER_LIMITS.keywordMax}
            value={draft}
            placeholder={t('tender.keywordPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" flexShrink={0}>
            <LuSearch aria-hidden />
            {t('tender.search')}
          </Button>
        </Flex>
      </Field.Root>
      <Flex gap="3" flex="1 1 16rem" minW="0">
        <SelectField
          label={t('tender.status')}
          field={{ value: status, onChange: (e) => onStatus(e.target.value) }}
          options={[
            { value: '', label: t('tender.allStatuses') },
            ...TENDER_STATUSES.map((s) => ({ value: s, label: t(`rules.tenderStatus.${s}`) })),
          ]}
        />
        {onSort && (
          <SelectField
            label={t('tender.sort')}
            field={{ value: sort, onChange: (e) => onSort(e.target.value) }}
            options={[
              { value: 'votes', label: t('tender.sortVotes') },
              { value: 'newest', label: t('tender.sortNewest') },
            ]}
          />
        )}
      </Flex>
    </Flex>
  );
}
