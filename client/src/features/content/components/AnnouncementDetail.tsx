import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuLock } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../../../app/RequireAuth';
import { useSession } from '../../../app/session';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { useAnnouncement } from '../hooks/useAnnouncement';
import { localized, dateLocale } from '../../../i18n/localized';
import '../i18n';

/**
 * SPEC §2.11: title, date, author, content, back. The full text needs a stored token (SPEC §2.2); a
 * visitor sees the summary in place with a sign-in prompt that brings them back here.
 */
export function AnnouncementDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = !!useSession().token;
  const valid = Number.isInteger(id) && id > 0;
  const { full, summary } = useAnnouncement(id, valid, signedIn);
  const { loading, error, refetch } = signedIn ? full : summary;
  const a = signedIn ? full.data?.announcement : summary.data?.announcement;
  const back = (
    <Button
      size="sm"
      variant="ghost"
      alignSelf="start"
      onClick={() => (history.length > 1 ? navigate(-1) : navigate('/home'))}
    >
      <LuArrowLeft aria-hidden="true" /> {t('announcementDetail.back')}
    </Button>
  );
  if (!valid || error) {
    return (
      <Stack gap="4">
        {back}
        <BlockError
          title={t('announcementDetail.error')}
          onRetry={valid ? () => void refetch() : undefined}
        />
      </Stack>
    );
  }
  if (loading || !a) {
    return (
      <Stack gap="4">
        {back}
        <BlockSkeleton lines={6} />
      </Stack>
    );
  }
  const head = (
    <>
      {back}
      <Heading as="h1" size="2xl">
        {localized(i18n.language, a.title, a.titleEn)}
      </Heading>
      <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
        <Badge>{t(`announcements.tabs.${a.type}`, { defaultValue: a.type })}</Badge>
        <Text>{new Date(a.publishedAt).toLocaleDateString(dateLocale(i18n.language))}</Text>
        <Text>{t('announcementDetail.author', { author: a.author || t('api.unknownProvider') })}</Text>
      </HStack>
    </>
  );
  if (!signedIn || !full.data) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return (
      <Stack gap="4" as="article" data-testid="announcement-summary">
        {head}
        <Text lineHeight="tall" fontSize="md">
          {localized(i18n.language, a.summary, a.summaryEn)}
        </Text>
        <Alert.Root status="info" data-testid="announcement-signin">
          <Alert.Indicator>
            <LuLock />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t('announcementDetail.signInTitle')}</Alert.Title>
            <Alert.Description>{t('announcementDetail.signInBody')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="blue" alignSelf="center" onClick={() => navigate('/login', { state })}>
            {t('announcementDetail.signIn')}
          </Button>
        </Alert.Root>
      </Stack>
    );
  }
  // The server sanitises too; this keeps the client safe whatever it is given.
  const { content, contentEn } = full.data.announcement;
  const html = DOMPurify.sanitize(localized(i18n.language, content, contentEn));
  return (
    <Stack gap="4" as="article" data-testid="announcement-detail">
      {head}
      <Box
        lineHeight="tall"
        css={{
          '& p': { mb: '3' },
          '& a': { color: 'blue.fg', textDecoration: 'underline' },
          '& ul, & ol': { pl: '6', mb: '3' },
        }}
        overflowWrap="anywhere"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Stack>
  );
}
