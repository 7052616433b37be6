import { KEYWORD_MAX } from '@api-market/rules';
import { Button, CloseButton, Flex, InputGroup } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { SuggestInput, type Suggestion } from '../../search';
import { useRecordSearchPick } from '../../search';

/**
 * The keyword box; submitting puts the words in the URL (the box follows the URL back and forth).
 * Suggestions while typing: an API opens its page, a category becomes the filter (`onCategory`).
 */
export function MarketSearch({
  value,
  onSearch,
  onCategory,
}: {
  value: string;
  onSearch: (q: string) => void;
  onCategory: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const navigate = useNavigate();
  const recordPick = useRecordSearchPick();
  const pick = (s: Suggestion) => {
    if (s.apiId !== null) {
      recordPick(text.trim(), s.apiId);
      void navigate(`/api/Details/${s.apiId}`);
    } else if (s.categoryId !== null) {
      setText('');
      onCategory(s.categoryId);
    }
  };
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('market.searchLabel')}>
      <Flex gap="2">
        <InputGroup
          flex="1"
          startElement={<LuSearch aria-hidden="true" />}
          endElement={
            text ? (
              <CloseButton
                size="xs"
                aria-label={t('market.clearKeywords')}
                onClick={() => {
                  setText('');
                  if (value) onSearch('');
                }}
              />
            ) : undefined
          }
        >
          <SuggestInput
            value={text}
            onValueChange={setText}
            onPick={pick}
            placeholder={t('market.searchPlaceholder')}
            aria-label={t('market.searchLabel')}
            maxLength={KEYWORD_MAX}
            bg="bg"
            data-testid="market-search-input"
          />
        </InputGroup>
        <Button type="submit" colorPalette="blue" flexShrink={0} data-testid="market-search-submit">
          {t('market.search')}
        </Button>
      </Flex>
    </form>
  );
}
