import { Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { ImportExportButtons } from '../../api-import';
import { filterLabel, STATUS_FILTERS, type StatusFilter } from '../lib/status';

/** My API's search box, status filter, create button and import/export (SPEC §2.13). */
export function MyApisToolbar(props: {
  search: string;
  onSearch: (q: string) => void;
  filter: StatusFilter;
  onFilter: (f: StatusFilter) => void;
  createButton: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <InputGroup flex="1" minW="48" startElement={<LuSearch />}>
        <Input
          size="sm"
          minH={{ base: '11', md: '8' }}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder={t('creator.list.search')}
          aria-label={t('creator.list.search')}
        />
      </InputGroup>
      <NativeSelect.Root size="sm" w={{ base: 'full', sm: '40' }}>
        <NativeSelect.Field
          aria-label={t('creator.list.statusFilter')}
          minH={{ base: '11', md: '8' }}
          value={props.filter}
          onChange={(e) => props.onFilter(e.target.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(filterLabel[f])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.createButton}
      <ImportExportButtons />
    </Flex>
  );
}
