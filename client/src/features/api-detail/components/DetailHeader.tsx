import { Badge, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LuClock, LuFlame, LuZap } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CreatorAvatar } from '../../catalog';
import { UptimeBadge } from '../../status';
import { StarButton } from '../../catalog';
import { ExportLinks } from '../../api-import';
import type { ApiDetailQuery as ApiDetailData } from '../../../gql/graphql';
import { detailStatus, STATUS_PALETTE } from '../lib/localized';
import { localized } from '../../../i18n/localized';
import '../i18n';

type Api = ApiDetailData['api'];

/** Status, name, hot tag (20+ calls), description, update time, call count and author. */
export function DetailHeader({ api }: { api: Api }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const status = detailStatus(api.status);
  const author = api.author ? localized(lang, api.author.name, api.author.nameEn) : t('detail.unknownAuthor');
  return (
    <Flex as="header" direction="column" gap="3" data-testid="detail-header">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={STATUS_PALETTE[status]} data-testid="detail-status">
          {t(`rules.apiStatus.${status}`)}
        </Badge>
        {api.hot && (
          <Badge colorPalette="red" variant="solid" data-testid="hot-tag">
            <LuFlame /> {t('detail.hot')}
          </Badge>
        )}
        {api.isPrototype && (
          <Badge colorPalette="purple" variant="subtle" title={t('detail.mock.prototypeHint')} data-testid="prototype-tag">
            {t('detail.mock.prototype')}
          </Badge>
        )}
        <UptimeBadge apiId={api.id} />
      </HStack>
      {api.isPrototype && (
        <Text fontSize="sm" color="purple.fg" data-testid="prototype-hint">
          {t('detail.mock.prototypeHint')}
        </Text>
      )}
      <HStack justify="space-between" align="start" gap="3">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word" minW="0">
          {localized(lang, api.name, api.nameEn)}
        </Heading>
        <StarButton apiId={api.id} stars={api.stars} size="sm" />
      </HStack>
      <Text color="fg.muted">{localized(lang, api.description, api.descriptionEn)}</Text>
      {api.status >= 0 && <ExportLinks apiId={api.id} />}
      <HStack gap={{ base: '3', md: '5' }} wrap="wrap" fontSize="sm" color="fg.muted">
        <HStack gap="1">
          <LuClock aria-hidden />
          <Text>
            {t('detail.updatedAt')}: {dayjs(api.updatedAt).format('YYYY-MM-DD HH:mm')}
          </Text>
        </HStack>
        <HStack gap="1">
          <LuZap aria-hidden />
          <Text data-testid="call-count">
            {t('detail.callCount')}: {api.callCount}
          </Text>
        </HStack>
        <HStack gap="1.5">
          {api.author && <CreatorAvatar name={author} icon={api.author.icon} size="5" />}
          <Text data-testid="author">
            {t('detail.author')}:{' '}
            {api.author ? (
              <RouterLink to={`/creator/${api.author.id}`}>
                <Text as="span" color="blue.fg" _hover={{ textDecoration: 'underline' }}>
                  {author}
                </Text>
              </RouterLink>
            ) : (
              author
            )}
          </Text>
        </HStack>
      </HStack>
    </Flex>
  );
}
