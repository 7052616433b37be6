import { Button, Card, Field, Heading, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { SelectField } from '../../../shared/admin/components/SelectField';
import '../i18n';

/** One generator of /ertools: the content to encode, one option, the picture and its download. */
export function CodeCard<T extends string>({
  title,
  content,
  option,
  save,
  children,
}: {
  title: string;
  /** The text field; `error` shows (red) while `invalid`. */
  content: {
    id: string;
    value: string;
    maxLength: number;
    onChange(value: string): void;
    invalid?: boolean;
    error?: ReactNode;
  };
  option: {
    label: string;
    value: T;
    options: ReadonlyArray<{ value: T; label: string }>;
    onChange(v: NoInfer<T>): void;
  };
  save: { label: string; disabled: boolean; onClick(): void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Field.Root invalid={content.invalid}>
          <Field.Label htmlFor={content.id}>{t('tools.er.content')}</Field.Label>
          <Input
            id={content.id}
            value={content.value}
            maxLength={content.maxLength}
            onChange={(e) => content.onChange(e.target.value)}
            data-testid={content.id}
          />
          {content.error}
        </Field.Root>
        <SelectField
          label={option.label}
          options={option.options}
          field={{
            value: option.value,
            onChange: (e) => option.onChange(e.target.value as T),
          }}
        />
        {children}
        <Button size="sm" variant="outline" disabled={save.disabled} onClick={save.onClick}>
          <LuDownload /> {save.label}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
