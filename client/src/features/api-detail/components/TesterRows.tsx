import { PARAM_LOCATIONS } from '@api-market/rules';
import { Box, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import type { EditableRow } from '../hooks/useTesterForm';
import '../i18n';

interface RowsProps {
  rows: EditableRow[];
  examples: ReadonlyMap<string, string>;
  onChange(key: number, patch: Partial<Pick<EditableRow, 'name' | 'value'>>): void;
  onRemove(key: number): void;
}

function Row({ row, examples, onChange, onRemove }: Omit<RowsProps, 'rows'> & { row: EditableRow }) {
  const { t } = useTranslation();
  return (
    <Flex gap="2" align="center" data-testid="test-param" data-location={row.location}>
      <Input
        size="sm"
        flex="2"
        minW="0"
        aria-label={t('detail.tester.paramName')}
        placeholder={t('detail.tester.paramName')}
        value={row.name}
        onChange={(e) => onChange(row.key, { name: e.currentTarget.value })}
      />
      <Input
        size="sm"
        flex="3"
        minW="0"
        aria-label={row.name.trim() ? t('detail.tester.valueOf', { name: row.name.trim() }) : t('detail.tester.paramValue')}
        placeholder={examples.get(row.name.trim()) || t('detail.tester.paramValue')}
        value={row.value}
        onChange={(e) => onChange(row.key, { value: e.currentTarget.value })}
      />
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('detail.tester.remove')}
        onClick={() => onRemove(row.key)}
      >
        <LuTrash2 />
      </IconButton>
    </Flex>
  );
}

/** One location's rows under its label (查询参数, 路径参数, 请求头, Cookie, 请求体), as a named group. */
function Group({ location, ...p }: RowsProps & { location: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} data-testid={`tester-group-${location}`}>
      <Text id={id} fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
        {t(`rules.paramLocation.${location}`)}
      </Text>
      <Stack gap="2">
        {p.rows.map((row) => (
          <Row key={row.key} row={row} examples={p.examples} onChange={p.onChange} onRemove={p.onRemove} />
        ))}
      </Stack>
    </Box>
  );
}

/** The tester's name/value rows grouped by where each value travels; the call itself sends them all by name. */
export function TesterRows(p: RowsProps) {
  return (
    <>
      {PARAM_LOCATIONS.map((l) => {
        const rows = p.rows.filter((r) => r.location === l);
        return rows.length > 0 && <Group key={l} location={l} {...p} rows={rows} />;
      })}
    </>
  );
}
