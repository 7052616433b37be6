import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { BlockError, BlockSkeleton } from '../../layout/components/BlockStates';
import { AnnouncementQuery } from '../graphql/content';
import { localized, dateLocale } from '../../../i18n/localized';

/** SPEC §2.11: title, date, author, content, back. */
export function AnnouncementDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(AnnouncementQuery, { variables: { id }, skip: !valid });
  const a = data?.announcement;
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
  // The server sanitises too; this keeps the client safe whatever it is given.
  const html = DOMPurify.sanitize(localized(i18n.language, a.content, a.contentEn));
  return (
    <Stack gap="4" as="article" data-testid="announcement-detail">
      {back}
      <Heading size="2xl">{localized(i18n.language, a.title, a.titleEn)}</Heading>
      <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
        <Badge>{t(`announcements.tabs.${a.type}`, { defaultValue: a.type })}</Badge>
        <Text>{new Date(a.publishedAt).toLocaleDateString(dateLocale(i18n.language))}</Text>
        <Text>{t('announcementDetail.author', { author: a.author || t('api.unknownProvider') })}</Text>
      </HStack>
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
