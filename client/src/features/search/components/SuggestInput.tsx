import { Badge, Box, Input, type InputProps, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSuggestionsQuery as Result } from '../../../gql/graphql';
import { useSearchSuggestions } from '../hooks/useSearchSuggestions';
import '../i18n';
import { localized } from '../../../i18n/localized';

export type Suggestion = Result['searchSuggestions'][number];

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion chosen with the mouse or Enter. */
  onPick: (s: Suggestion) => void;
}

const DEBOUNCE_MS = 120;

/**
 * A search box that suggests API names and categories while typing (hanzi, English, pinyin or its
 * initials), as a WAI-ARIA combobox: ↓/↑ move through the list, Enter picks the active suggestion
 * (or submits the form when none is active), Escape closes it.
 */
export function SuggestInput({ value, onValueChange, onPick, ...input }: Props) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [prefix, setPrefix] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setPrefix(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const { data } = useSearchSuggestions(prefix, 8);
  const items = prefix && data ? data.searchSuggestions : [];
  const shown = open && items.length > 0 && value.trim() !== '';
  useEffect(() => setActive(-1), [prefix]);

  const label = (s: Suggestion) => localized(i18n.language, s.text, s.textEn);
  const pick = (s: Suggestion) => {
    setOpen(false);
    onPick(s);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Enter') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative" flex="1" minW="0">
      <Input
        {...input}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(e) => {
          onValueChange(e.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('suggest.label')}
        hidden={!shown}
        position="absolute"
        top="100%"
        insetInline="0"
        mt="1"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="md"
        py="1"
        listStyleType="none"
        maxH="72"
        overflowY="auto"
        data-testid="search-suggestions"
      >
        {items.map((s, i) => (
          <Box
            as="li"
            key={`${s.kind}-${s.apiId ?? s.categoryId}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            py="2"
            minH="10"
            cursor="pointer"
            bg={i === active ? 'bg.emphasized' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Chosen on mousedown: the input's blur (which closes the list) comes after.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <Badge size="sm" variant="subtle" colorPalette={s.kind === 'API' ? 'blue' : 'gray'}>
              {s.kind === 'API' ? t('suggest.api') : t('suggest.category')}
            </Badge>
            <Text as="span" fontSize="sm" truncate>
              {label(s)}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
