import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { Section } from './Section';
import '../i18n';

type BugFix = ApiDetailData['api']['bugFixHistory'][number];

/** Bug-fix history, newest first, as a small timeline. */
export function BugFixes({ fixes }: { fixes: BugFix[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('detail.bugs.title')} testId="bug-fixes">
      {fixes.length === 0 ? (
        <Text color="fg.muted">{t('detail.bugs.empty')}</Text>
      ) : (
        <Flex as="ol" direction="column" gap="3" listStyleType="none">
          {fixes.map((f) => (
            <Box
              as="li"
              key={`${f.version}-${f.fixedOn}`}
              borderStartWidth="3px"
              borderColor="blue.solid"
              ps="3"
            >
              <Flex gap="2" align="center" wrap="wrap">
                <Badge colorPalette="blue">{f.version}</Badge>
                <Text fontSize="xs" color="fg.muted">
                  {t('detail.bugs.fixedOn')}: {f.fixedOn}
                </Text>
              </Flex>
              <Text mt="1">{f.description}</Text>
            </Box>
          ))}
        </Flex>
      )}
    </Section>
  );
}
