import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CreatorProfileQuery } from '../../../gql/graphql';

type Creator = CreatorProfileQuery['creator'];

function Count({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Stack gap="0" title={hint}>
      <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

/** Followers, following and works are counted rows; stars and the reply rate are measured (shown only when known). */
export function ProfileCounts({ creator }: { creator: Creator }) {
  const { t, i18n } = useTranslation();
  const nf = new Intl.NumberFormat(i18n.language.startsWith('en') ? 'en' : 'zh-CN');
  return (
    <SimpleGrid columns={{ base: 4, md: creator.responseRate === null ? 4 : 5 }} gap="4" maxW="2xl" data-testid="profile-counts">
      <Count label={t('creatorProfile.followers')} value={nf.format(creator.followers)} testId="count-followers" />
      <Count label={t('creatorProfile.following')} value={nf.format(creator.following)} testId="count-following" />
      <Count label={t('creatorProfile.works')} value={nf.format(creator.apiCount)} testId="count-works" />
      <Count label={t('creatorProfile.stars')} value={nf.format(creator.starsReceived)} testId="count-stars" />
      {creator.responseRate !== null && (
        <Count
          label={t('creatorProfile.responseRate')}
          hint={t('creatorProfile.responseRateHint')}
          value={`${creator.responseRate}%`}
          testId="count-response"
        />
      )}
    </SimpleGrid>
  );
}
