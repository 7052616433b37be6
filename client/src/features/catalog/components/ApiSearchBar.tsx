import { KEYWORD_MAX } from '@api-market/rules';
import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useCategories, useRecordSearchClick } from '../hooks/useSearchBar';
import { SuggestInput, type Suggestion } from '../../search';
import { localized } from '../../../i18n/localized';

export interface ApiSearch {
  /** '' = all categories, else the category id. */
  category: string;
  keywords: string;
}

/** SPEC §2.5: a category selector (all, or one) plus a keyword box. */
export function ApiSearchBar({ value, onSearch }: { value: ApiSearch; onSearch: (s: ApiSearch) => void }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useCategories();
  const [keywords, setKeywords] = useState(value.keywords);
  const navigate = useNavigate();
  const [recordClick] = useRecordSearchClick();
  // An API goes straight to its page; a category becomes the filter.
  const pick = (s: Suggestion) => {
    if (s.apiId !== null) {
      void recordClick({ variables: { query: keywords.trim(), apiId: s.apiId } }).catch(() => undefined);
      void navigate(`/api/Details/${s.apiId}`);
    } else if (s.categoryId !== null) {
      setKeywords('');
      onSearch({ category: String(s.categoryId), keywords: '' });
    }
  };
  // The box follows the search it shows: clearing the search (the parent) empties it too.
  useEffect(() => setKeywords(value.keywords), [value.keywords]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ category: value.category, keywords: keywords.trim() });
  };
  return (
    <form onSubmit={submit} role="search" data-testid="api-search">
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '48' }} flexShrink={0} invalid={!!error}>
          <NativeSelect.Field
            aria-label={t('search.category')}
            data-testid="category-select"
            value={value.category}
            onChange={(e) => onSearch({ category: e.currentTarget.value, keywords: keywords.trim() })}
          >
            <option value="">{t('search.allCategories')}</option>
            {data?.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {localized(i18n.language, c.name, c.nameEn)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SuggestInput
          size="sm"
          value={keywords}
          onValueChange={setKeywords}
          onPick={pick}
          placeholder={error ? t('search.categoriesError') : t('search.placeholder')}
          aria-label={t('search.placeholder')}
          maxLength={KEYWORD_MAX}
          data-testid="search-input"
        />
        <Button size="sm" type="submit" colorPalette="blue" flexShrink={0} data-testid="search-submit">
          <LuSearch aria-hidden="true" /> {t('search.submit')}
        </Button>
      </Flex>
    </form>
  );
}
