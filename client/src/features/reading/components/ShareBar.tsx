import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuHeart, LuLink, LuQrCode } from 'react-icons/lu';
import { useCopy } from '../../../shared/hooks/useCopy';
import { useLocalLike } from '../hooks/useLocalLike';
import '../i18n';

/** The page's own address as a QR code (for WeChat), drawn by the maintained `qrcode` library. */
function QrImage({ text }: { text: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toDataURL(text, { margin: 2, width: 240, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setSrc(url),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return <Text color="fg.error">{t('reading.qrFailed')}</Text>;
  if (!src) return <Skeleton w="240px" h="240px" />;
  return (
    <Image
      src={src}
      alt={t('reading.qrAlt')}
      w="240px"
      h="240px"
      data-testid="share-qr"
      bg="white"
      borderRadius="md"
    />
  );
}

/** Like (local only), copy link and a QR code of the link. */
export function ShareBar({ likeKey }: { likeKey: string }) {
  const { t } = useTranslation();
  const [liked, toggle] = useLocalLike(likeKey);
  const [qr, setQr] = useState(false);
  const { copied, copy } = useCopy();
  const link = location.href;
  return (
    <HStack gap="2" wrap="wrap" data-testid="share-bar">
      <Button
        size="sm"
        variant={liked ? 'solid' : 'outline'}
        colorPalette={liked ? 'red' : 'gray'}
        aria-pressed={liked}
        onClick={toggle}
        data-testid="like-toggle"
      >
        <LuHeart fill={liked ? 'currentColor' : 'none'} />
        {liked ? t('reading.liked') : t('reading.like')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void copy(link)} data-testid="share-copy">
        {copied ? <LuCheck /> : <LuLink />}
        {copied ? t('shared.copy.copied') : t('reading.copyLink')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setQr(true)} data-testid="share-qr-open">
        <LuQrCode />
        {t('reading.wechat')}
      </Button>
      <Dialog.Root open={qr} onOpenChange={(e) => setQr(e.open)} size="xs" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('reading.wechatTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box display="flex" flexDirection="column" alignItems="center" gap="3">
                  {qr && <QrImage text={link} />}
                  <Text fontSize="sm" color="fg.muted" textAlign="center">
                    {t('reading.wechatHint')}
                  </Text>
                </Box>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}
