import { Box, Field } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { download } from '../lib/download';
import { CodeCard } from './CodeCard';

const FORMATS = ['CODE128', 'EAN13', 'EAN8', 'UPC', 'CODE39', 'ITF14'] as const;

/** Barcodes drawn by JsBarcode; a value the format cannot encode says so instead of drawing nothing. */
export function BarcodeTool() {
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
    <CodeCard
      title={t('tools.er.barcodeTitle')}
      content={{
        id: 'er-bar-value',
        value,
        maxLength: 80,
        onChange: setValue,
        invalid: !valid,
        error: (
          <Field.ErrorText data-testid="er-bar-invalid">
            {t('tools.er.invalidFor', { format })}
          </Field.ErrorText>
        ),
      }}
      option={{
        label: t('tools.er.format'),
        value: format,
        options: FORMATS.map((f) => ({ value: f, label: f })),
        onChange: setFormat,
      }}
      save={{ label: t('tools.er.downloadSvg'), disabled: !valid, onClick: save }}
    >
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
    </CodeCard>
  );
}
