import { API_FORM_LIMITS, isApiAddress, PARAM_LOCATIONS, PARAM_TYPES, REQUEST_METHODS } from '@api-market/rules';
import type { TFunction } from 'i18next';

/**
 * The server's limits for the author form and publish parameters (gateway authoring/api-form.rules.ts),
 * checked before sending; the server checks them again and its message is shown when it refuses.
 */
export { API_FORM_LIMITS as LIMITS, PARAM_LOCATIONS, PARAM_TYPES, REQUEST_METHODS };

export interface ParamValue {
  name: string;
  description: string;
  type: string;
  required: boolean;
  example: string;
  /** query, path, header, cookie or body (PARAM_LOCATIONS). */
  location: string;
  /**
   * The location still follows `defaultParamLocation` as the name, method and address are typed (a new
   * row, until the creator picks one); never sent.
   */
  locationAuto?: boolean;
}

export const emptyParam = (): ParamValue => ({
  name: '',
  description: '',
  type: 'string',
  required: false,
  example: '',
  location: 'query',
  locationAuto: true,
});

/** Characters as the server counts them (code points, after trimming). */
export const length = (v: string) => [...v.trim()].length;

/** A react-hook-form `validate` for a length limit, with the server's message. */
export const maxChars = (t: TFunction, field: string, max: number) => (v: string) =>
  length(v ?? '') <= max || t('creator.form.tooLong', { field, max });

/** An http(s) URL or a gateway path (as the server accepts). */
export { isApiAddress as isAddress };

/** Parameter names must be unique within the list (the server refuses duplicates). */
export const uniqueParamName = (t: TFunction, all: () => ParamValue[]) => (name: string) => {
  const n = name.trim();
  return (
    !n || all().filter((p) => p.name.trim() === n).length < 2 || t('creator.params.duplicate', { name: n })
  );
};
