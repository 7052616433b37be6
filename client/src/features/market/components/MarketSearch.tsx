import { KEYWORD_MAX } from '@api-market/rules';
import { Button, CloseButton, Flex, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';

/** The keyword box; submitting puts the words in the URL (the box follows the URL back and forth). */
export function MarketSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
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
          <Input
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
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
