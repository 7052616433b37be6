import { defaultParamLocation } from '@api-market/rules';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ParamValue } from '../lib/api-form.rules';

/** The forms with parameter rows; the API form also has the method and the address. */
type ParamForm = { parameters: ParamValue[]; requestMethod?: string; address?: string };

/**
 * Row `i`'s location follows `defaultParamLocation(method, name, address)` as the creator types, until
 * they pick one in the row's select (a stored parameter keeps its own).
 */
export function useAutoLocation(i: number) {
  const { control, getValues, setValue } = useFormContext<ParamForm>();
  const [name, auto, method, address] = useWatch({
    control,
    name: [`parameters.${i}.name`, `parameters.${i}.locationAuto`, 'requestMethod', 'address'],
  });
  useEffect(() => {
    if (!auto) return;
    const next = defaultParamLocation(method ?? '', (name ?? '').trim(), address ?? '');
    if (getValues(`parameters.${i}.location`) !== next) setValue(`parameters.${i}.location`, next);
  }, [auto, name, method, address, i, getValues, setValue]);
  /** The creator chose a location: it no longer follows the default. */
  return () => setValue(`parameters.${i}.locationAuto`, false);
}
