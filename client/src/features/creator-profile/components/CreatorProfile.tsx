import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Container, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/localized';
import { PageError } from '../../reading';
import { useCreatorProfile } from '../hooks/useCreatorProfile';
import '../i18n';
import { ActivityCalendar } from './ActivityCalendar';
import { CreatorWorks } from './CreatorWorks';
import { ProfileHeader } from './ProfileHeader';

/** The viewer's time zone: the activity days are their days. */
const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';
  } catch {
    return 'Asia/Shanghai';
  }
})();

/** /creator/{id} (SPEC §2.8): profile, counts, follow, message (coming soon), activity grid and works. */
export function CreatorProfile({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useCreatorProfile(id, timeZone, !valid);
  // The server's stable domain code (extensions.reason), not its wording, says the creator is missing.
  const notFound =
    !valid ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === 'CREATOR_NOT_FOUND'));
  if (!valid || error) {
    return (
      <Container maxW="6xl" py="8">
        <PageError
          title={notFound ? t('creatorProfile.notFound') : t('creatorProfile.error')}
          description={notFound ? t('creatorProfile.notFoundHint') : error?.message}
          notFound={notFound}
          onRetry={() => void refetch()}
          backTo="/home"
          backLabel={t('creatorProfile.back')}
        />
      </Container>
    );
  }
  const creator = data?.creator;
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      {loading || !creator ? (
        <Stack gap="6" aria-busy="true" data-testid="block-loading">
          <Skeleton h="72" borderRadius="l3" />
          <Skeleton h="44" borderRadius="l3" />
          <Skeleton h="60" borderRadius="l3" />
        </Stack>
      ) : (
        <Stack gap="6">
          <ProfileHeader creator={creator} />
          <ActivityCalendar calendar={creator.activityCalendar} />
          <Box>
            <CreatorWorks creatorId={creator.id} name={localized(i18n.language, creator.name, creator.nameEn)} />
          </Box>
        </Stack>
      )}
    </Container>
  );
}
