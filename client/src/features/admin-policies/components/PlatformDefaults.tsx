import { Box, Heading, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPoliciesQuery } from '../../../gql/graphql';
import '../i18n';

type Defaults = AdminPoliciesQuery['platformDefaults'];
const DEFAULT_ROWS = [
  ['delayThreshold', 'ms'],
  ['alertThreshold', 'permille'],
  ['alertCallsPerMinute', 'perMinute'],
  ['offThreshold', 'permille'],
  ['offConsecutiveFailures', 'count'],
] as const;

/** The platform defaults the strictest policies feed (README: Platform policies). */
export function PlatformDefaults({ defaults }: { defaults: Defaults }) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="policies-defaults"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
      data-testid="platform-defaults"
    >
      <Heading as="h2" size="sm" id="policies-defaults">
        {t('adminPolicies.defaults.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="3">
        {t('adminPolicies.defaults.help')}
      </Text>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'minmax(0, 20rem) 1fr' }}
        columnGap="4"
        rowGap={{ base: '0', sm: '1.5' }}
        fontSize="sm"
      >
        {DEFAULT_ROWS.map(([key, unit]) => (
          <Fragment key={key}>
            <Box as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
              {t(`adminPolicies.defaults.${key}`)}
            </Box>
            <Box as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid={`default-${key}`}>
              {defaults[key] != null
                ? t(`adminPolicies.units.${unit}`, { n: defaults[key] })
                : t('adminPolicies.defaults.unset')}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
