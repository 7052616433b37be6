import { Badge, Box, Button, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBadgeCheck, LuCrown, LuMoon, LuSun, LuUserCheck, LuUserPlus } from 'react-icons/lu';
import { useDarkMode } from '../../../app/color-mode';
import type { CreatorProfileQuery } from '../../../gql/graphql';
import { setLanguage } from '../../../i18n';
import { dateLocale, localized } from '../../../i18n/localized';
import { CreatorAvatar } from '../../catalog';
import { avatarPalette } from '../../catalog';
import { useFollow } from '../hooks/useFollow';
import { MessageDialog } from './MessageDialog';
import { ProfileCounts } from './ProfileCounts';

type Creator = CreatorProfileQuery['creator'];

/** Cover, avatar with the online dot, name, badges, title, bio, counts, follow and message, page toggles. */
export function ProfileHeader({ creator }: { creator: Creator }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [dark, toggleDark] = useDarkMode();
  const name = localized(lang, creator.name, creator.nameEn);
  const bio = localized(lang, creator.bio, creator.bioEn);
  const follow = useFollow(creator.id, creator.followedByMe);
  const palette = avatarPalette(name);
  return (
    <Box borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg.panel" data-testid="profile-header">
      <Box
        h={{ base: '24', md: '36' }}
        position="relative"
        bgGradient="to-r"
        gradientFrom={`${palette}.500`}
        gradientVia={`${palette}.300`}
        gradientTo="blue.400"
        _dark={{ gradientFrom: `${palette}.800`, gradientVia: `${palette}.700`, gradientTo: 'blue.900' }}
        data-testid="profile-cover"
      >
        <HStack position="absolute" top="3" right="3" gap="2">
          <Button
            size="xs"
            variant="surface"
            lang={lang === 'en' ? 'zh-CN' : 'en'}
            onClick={() => void setLanguage(lang === 'en' ? 'zh' : 'en')}
          >
            {t('lang.switch')}
          </Button>
          <IconButton
            size="xs"
            variant="surface"
            aria-pressed={dark}
            aria-label={dark ? t('theme.light') : t('theme.dark')}
            onClick={toggleDark}
            data-testid="profile-dark-toggle"
          >
            {dark ? <LuSun /> : <LuMoon />}
          </IconButton>
        </HStack>
      </Box>
      <Stack px={{ base: '4', md: '6' }} pb="5" gap="4">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'start', md: 'end' }} mt={{ base: '-10', md: '-12' }}>
          <Box borderRadius="full" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
            <CreatorAvatar name={name} icon={creator.icon} size="24" online={creator.isOnline} />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="creator-name">
                {name}
              </Heading>
              {creator.official && (
                <Badge colorPalette="blue" variant="solid" title={t('creatorProfile.officialHint')} data-testid="badge-official">
                  <LuBadgeCheck aria-hidden="true" /> {t('creatorProfile.official')}
                </Badge>
              )}
              {creator.vip && (
                <Badge colorPalette="yellow" variant="solid" title={t('creatorProfile.vipHint')} data-testid="badge-vip">
                  <LuCrown aria-hidden="true" /> {t('creatorProfile.vip')}
                </Badge>
              )}
              <Badge variant="subtle" colorPalette={creator.isOnline ? 'green' : 'gray'} data-testid="presence">
                {creator.isOnline ? t('creatorProfile.online') : t('creatorProfile.offline')}
              </Badge>
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              {localized(lang, creator.title, creator.titleEn)} ·{' '}
              {t('creatorProfile.joined', {
                date: new Date(creator.joinedAt).toLocaleDateString(dateLocale(lang), { year: 'numeric', month: 'long' }),
              })}
            </Text>
          </Stack>
          <HStack gap="2">
            {follow.isMe ? (
              <Badge size="lg" variant="outline">
                {t('creatorProfile.yourself')}
              </Badge>
            ) : (
              <Button
                size="sm"
                colorPalette="blue"
                variant={creator.followedByMe ? 'outline' : 'solid'}
                aria-pressed={follow.signedIn ? creator.followedByMe : undefined}
                loading={follow.busy}
                onClick={() => void follow.toggle()}
                data-testid="follow-button"
              >
                {creator.followedByMe ? <LuUserCheck aria-hidden="true" /> : <LuUserPlus aria-hidden="true" />}
                {creator.followedByMe ? t('creatorProfile.followed') : t('creatorProfile.follow')}
              </Button>
            )}
            <MessageDialog name={name} />
          </HStack>
        </Flex>
        <Text color={bio ? 'fg' : 'fg.muted'} lineHeight="tall" maxW="3xl" data-testid="creator-bio">
          {bio || t('creatorProfile.noBio')}
        </Text>
        <ProfileCounts creator={creator} />
      </Stack>
    </Box>
  );
}
