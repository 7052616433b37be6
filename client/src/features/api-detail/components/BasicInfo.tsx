import { Badge, Box, Code, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { detailStatus, STATUS_PALETTE } from '../lib/localized';
import { CopyButton } from './CopyButton';
import { Section } from './Section';

interface Props {
  status: number;
  method: string;
  format: string;
  address: string;
  needToken: boolean;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/** Status, method, response format and the address with a copy button. */
export function BasicInfo({ status, method, format, address, needToken }: Props) {
  const { t } = useTranslation();
  const s = detailStatus(status);
  return (
    <Section title={t('detail.basic.title')} testId="basic-info">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mb="4">
        <Item label={t('detail.basic.status')}>
          <Badge colorPalette={STATUS_PALETTE[s]}>{t(`rules.apiStatus.${s}`)}</Badge>
        </Item>
        <Item label={t('detail.basic.method')}>
          <Badge colorPalette="blue" variant="outline">
            {method || 'GET'}
          </Badge>
        </Item>
        <Item label={t('detail.basic.format')}>
          <Text fontWeight="medium">{format || 'JSON'}</Text>
        </Item>
        <Item label={t('detail.basic.needToken')}>
          <Text fontWeight="medium">{needToken ? t('detail.basic.yes') : t('detail.basic.no')}</Text>
        </Item>
      </SimpleGrid>
      <Item label={t('detail.basic.address')}>
        <Flex gap="2" align="center">
          <Code
            flex="1"
            minW="0"
            py="1.5"
            px="2"
            overflowX="auto"
            whiteSpace="nowrap"
            tabIndex={0}
            data-testid="api-address"
          >
            {address}
          </Code>
          <CopyButton text={address} data-testid="copy-address" />
        </Flex>
      </Item>
    </Section>
  );
}
