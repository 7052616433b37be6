import {
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import '../i18n';

const LEVELS = ['L', 'M', 'Q', 'H'] as const;
const FORMATS = ['CODE128', 'EAN13', 'EAN8', 'UPC', 'CODE39', 'ITF14'] as const;

function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
}

/** QR codes drawn in the browser by the maintained `qrcode` library. */
function QrTool() {
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
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('tools.er.qrTitle')}
        </Heading>
        <Field.Root>
          <Field.Label htmlFor="er-qr-text">{t('tools.er.content')}</Field.Label>
          <Input
            id="er-qr-text"
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
            data-testid="er-qr-text"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="er-qr-level">{t('tools.er.level')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id="er-qr-level"
              value={level}
              onChange={(e) => setLevel(e.target.value as typeof level)}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`tools.er.levels.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
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
        <Button
          size="sm"
          variant="outline"
          disabled={!src}
          onClick={() => src && download(src, 'qrcode.png')}
        >
          <LuDownload /> {t('tools.er.download')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** Barcodes drawn by JsBarcode; a value the format cannot encode says so instead of drawing nothing. */
function BarcodeTool() {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [value, setValue] = useState('6901234567892');
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('EAN13');
  const [valid, setValid] = useState(true);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return;
      let ok = value !== '';
      try {
        if (ok)
          JsBarcode(svg.current, value, { format, displayValue: true, margin: 8, valid: (v) => (ok = v) });
      } catch {
        ok = false;
      }
      setValid(ok);
    });
    return () => {
      live = false;
    };
  }, [value, format]);
  const save = () => {
    if (!svg.current) return;
    const xml = new XMLSerializer().serializeToString(svg.current);
    download(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`, `barcode-${format}.svg`);
  };
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('tools.er.barcodeTitle')}
        </Heading>
        <Field.Root invalid={!valid}>
          <Field.Label htmlFor="er-bar-value">{t('tools.er.content')}</Field.Label>
          <Input
            id="er-bar-value"
            value={value}
            maxLength={80}
            onChange={(e) => setValue(e.target.value)}
            data-testid="er-bar-value"
          />
          <Field.ErrorText data-testid="er-bar-invalid">
            {t('tools.er.invalidFor', { format })}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="er-bar-format">{t('tools.er.format')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id="er-bar-format"
              value={format}
              onChange={(e) => setFormat(e.target.value as typeof format)}
            >
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box
          minH="48"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="white"
          borderRadius="md"
          overflowX="auto"
          p="2"
        >
          <svg
            ref={svg}
            role="img"
            aria-label={t('tools.er.barcodeAlt', { value })}
            data-testid="er-barcode"
            style={{ display: valid ? 'block' : 'none', maxWidth: '100%' }}
          />
        </Box>
        <Button size="sm" variant="outline" disabled={!valid} onClick={save}>
          <LuDownload /> {t('tools.er.downloadSvg')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** /ertools: QR codes and barcodes, generated in the browser and downloadable. */
export function ErTools() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {t('tools.pages.ertools.title')}
        </Heading>
        <Text color="fg.muted">{t('tools.er.subtitle')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <QrTool />
        <BarcodeTool />
      </SimpleGrid>
    </Container>
  );
}
