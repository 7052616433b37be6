import { Badge, Box, Code, Flex, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { DataTable, Td, Th, Tr } from './DataTable';
import { Section } from './Section';
import '../i18n';

type Param = ApiDetailData['api']['requestParams'][number];

function RequiredBadge({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={required ? 'red' : 'gray'} variant="subtle">
      {required ? t('detail.basic.yes') : t('detail.basic.no')}
    </Badge>
  );
}

/** On narrow screens each parameter is a card: name, location and type, required, note, example. */
function ParamCards({ params }: { params: Param[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="param-cards">
      {params.map((p) => (
        <Box as="li" key={p.id} borderWidth="1px" borderRadius="md" p="3" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Code wordBreak="break-all">{p.name}</Code>
            <Badge variant="outline">{t(`rules.paramLocation.${p.location}`)}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {p.type}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('detail.params.required')}
            </Text>
            <RequiredBadge required={p.required} />
          </Flex>
          <Text fontSize="sm" mt="1" wordBreak="break-word">
            {localized(i18n.language, p.note, p.noteEn)}
          </Text>
          {p.example && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {t('detail.params.example')}: {p.example}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Request parameters: name, location (查询参数, 请求头, Cookie…), type, required, note, example. */
export function ParamsTable({ params }: { params: Param[] }) {
  const { t, i18n } = useTranslation();
  // One of the two is rendered (not both hidden by CSS): a phone reads cards, a wider screen the table.
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  return (
    <Section title={t('detail.params.title')} testId="params">
      {params.length === 0 ? (
        <Text color="fg.muted">{t('detail.params.empty')}</Text>
      ) : narrow ? (
        <ParamCards params={params} />
      ) : (
            <DataTable
              head={
                <>
                  <Th>{t('detail.params.name')}</Th>
                  <Th>{t('detail.params.location')}</Th>
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
                  <Td whiteSpace="nowrap">{t(`rules.paramLocation.${p.location}`)}</Td>
                  <Td whiteSpace="nowrap">{p.type}</Td>
                  <Td>
                    <RequiredBadge required={p.required} />
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
