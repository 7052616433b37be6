import { Box, Image, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { download } from '../lib/download';
import { CodeCard } from './CodeCard';

const LEVELS = ['L', 'M', 'Q', 'H'] as const;

/** QR codes drawn in the browser by the maintained `qrcode` library. */
export function QrTool() {
  const { t } = useTranslation();
  const [text, setText] = useState('https://example.com/#/tools');
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('M');
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!text) {
      setSrc(null);
      return;
    }
    import('qrcode')
      .then((QR) => QR.toDataURL(text, { errorCorrectionLevel: level, margin: 2, width: 320 }))
      .then(
        (url) => live && (setSrc(url), setError(null)),
        () => live && (setSrc(null), setError(t('tools.er.qrTooLong'))),
      );
    return () => {
      live = false;
    };
  }, [text, level, t]);
  return (
    <CodeCard
      title={t('tools.er.qrTitle')}
      content={{ id: 'er-qr-text', value: text, maxLength: 2000, onChange: setText }}
      option={{
        label: t('tools.er.level'),
        value: level,
        options: LEVELS.map((l) => ({ value: l, label: t(`tools.er.levels.${l}`) })),
        onChange: setLevel,
      }}
      save={{
        label: t('tools.er.download'),
        disabled: !src,
        onClick: () => src && download(src, 'qrcode.png'),
      }}
    >
      <Box minH="48" display="flex" alignItems="center" justifyContent="center">
        {error ? (
          <Text color="fg.error">{error}</Text>
        ) : src ? (
          <Image
            src={src}
            alt={t('tools.er.qrAlt', { text })}
            w="48"
            h="48"
            bg="white"
            borderRadius="md"
            data-testid="er-qr"
          />
        ) : (
          <Text color="fg.muted">{t('tools.er.enterText')}</Text>
        )}
      </Box>
    </CodeCard>
  );
}
