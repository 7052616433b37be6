import { Badge, Box, Code, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { detailStatus, STATUS_PALETTE } from '../lib/localized';
import { CopyButton } from '../../../shared/components/CopyButton';
import { Section } from './Section';
import '../i18n';

interface Props {
  status: number;
  method: string;
  format: string;
  address: string;
  needToken: boolean;
  /** The API's mock (/api/mock/api/{id}): free, never the upstream. */
  mockAddress: string;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0" mb="3">
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function Address({ text, testId }: { text: string; testId: string }) {
  return (
    <Flex gap="2" align="center">
      {/* Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too. */}
      <Code flex="1" minW="0" py="1.5" px="2" overflowX="auto" whiteSpace="nowrap" tabIndex={0} data-testid={testId}>
        {text}
      </Code>
      <CopyButton text={text} data-testid={`copy-${testId.replace(/^api-/, '')}`} />
    </Flex>
  );
}

/** Status, method, response format, the address and the mock's address, each with a copy button. */
export function BasicInfo({ status, method, format, address, needToken, mockAddress }: Props) {
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
        <Address text={address} testId="api-address" />
      </Item>
      <Item label={t('detail.mock.address')}>
        <Address text={mockAddress} testId="mock-address" />
      </Item>
    </Section>
  );
}
