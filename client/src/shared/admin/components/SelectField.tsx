import { Field, NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/** A labelled native select (form-library friendly: spread `register(name)` into `field`). */
export function SelectField({
  label,
  options,
  field,
  required,
  invalid,
  error,
  size = 'sm',
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  field: ComponentProps<typeof NativeSelect.Field>;
  required?: boolean;
  invalid?: boolean;
  error?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field {...field}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
