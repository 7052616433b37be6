import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ToolField as Spec } from '../lib/tool-forms';

/** One labelled input of a tool's form. */
export function ToolFieldInput({
  tool,
  spec,
  value,
  onChange,
}: {
  tool: string;
  spec: Spec;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(`tools.fields.${spec.name}`, { defaultValue: spec.name });
  const id = `${tool}-${spec.name}`;
  return (
    <Field.Root required={spec.required}>
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
        {spec.required && <Field.RequiredIndicator />}
      </Field.Label>
      {spec.kind === 'textarea' ? (
        <Textarea
          id={id}
          size="sm"
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          fontFamily="mono"
        />
      ) : spec.kind === 'select' || spec.kind === 'bool' ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            {(spec.kind === 'bool' ? ['true', 'false'] : (spec.options ?? [])).map((o) => (
              <option key={o} value={o}>
                {t(`tools.options.${o}`, { defaultValue: o })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          id={id}
          size="sm"
          type={spec.kind === 'number' ? 'number' : spec.kind === 'date' ? 'date' : 'text'}
          inputMode={spec.kind === 'number' ? 'decimal' : undefined}
          value={value}
          placeholder={t(`tools.placeholders.${tool}.${spec.name}`, { defaultValue: '' })}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field.Root>
  );
}
