import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleHelp } from 'react-icons/lu';
import { SiGraphql } from 'react-icons/si';
import { TbApi } from 'react-icons/tb';
import { apiType } from './api-format';

export function ApiTypeIcon({ icon }: { icon: string }) {
  const { t } = useTranslation();
  const type = apiType(icon);
  const Icon = type === 'rest' ? TbApi : type === 'graphql' ? SiGraphql : LuCircleHelp;
  return (
    <HStack
      gap="1"
      fontSize="xs"
      color="fg.muted"
      data-testid="api-type"
      data-type={type}
      title={t(`api.type.${type}`)}
    >
      <Icon aria-hidden="true" />
      <Text>{t(`api.type.${type}`)}</Text>
    </HStack>
  );
}
