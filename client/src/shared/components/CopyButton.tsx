import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useCopy } from '../hooks/useCopy';
import '../i18n';

interface Props extends Omit<ButtonProps, 'onClick'> {
  text: string;
}

/** A copy button whose label turns into 已复制 for 2 s after a successful copy. */
export function CopyButton({ text, ...rest }: Props) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => void copy(text)}
      data-copied={copied || undefined}
      {...rest}
    >
      {copied ? <LuCheck /> : <LuCopy />}
      {copied ? t('shared.copy.copied') : t('shared.copy.copy')}
    </Button>
  );
}
