import { Badge, Code, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { DataTable, Td, Th, Tr } from './DataTable';
import { Section } from './Section';

type Param = ApiDetailData['api']['requestParams'][number];

/** Request parameters: name, type, required, note, example. */
export function ParamsTable({ params }: { params: Param[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('detail.params.title')} testId="params">
      {params.length === 0 ? (
        <Text color="fg.muted">{t('detail.params.empty')}</Text>
      ) : (
        <DataTable
          head={
            <>
              <Th>{t('detail.params.name')}</Th>
              <Th>{t('detail.params.type')}</Th>
              <Th>{t('detail.params.required')}</Th>
              <Th>{t('detail.params.note')}</Th>
              <Th>{t('detail.params.example')}</Th>
            </>
          }
        >
          {params.map((p) => (
            <Tr key={p.id}>
              <Td>
                <Code>{p.name}</Code>
              </Td>
              <Td whiteSpace="nowrap">{p.type}</Td>
              <Td>
                <Badge colorPalette={p.required ? 'red' : 'gray'} variant="subtle">
                  {p.required ? t('detail.basic.yes') : t('detail.basic.no')}
                </Badge>
              </Td>
              <Td minW="40">{localized(i18n.language, p.note, p.noteEn)}</Td>
              <Td wordBreak="break-all">{p.example}</Td>
            </Tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
