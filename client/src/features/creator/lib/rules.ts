import type { TFunction } from 'i18next';

/**
 * The server's limits for the author form and publish parameters (gateway authoring/api-form.rules.ts),
 * checked before sending; the server checks them again and its message is shown when it refuses.
 */
export const LIMITS = {
  name: 64,
  address: 2048,
  description: 2000,
  note: 2000,
  responseFormat: 16,
  responseExample: 10_000,
  params: 50,
  paramName: 64,
  paramDescription: 500,
  paramExample: 500,
} as const;

export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const PARAM_TYPES = ['string', 'number', 'boolean', 'object', 'array'] as const;

export interface ParamValue {
  name: string;
  description: string;
  type: string;
  required: boolean;
  example: string;
}

export const emptyParam = (): ParamValue => ({
  name: '',
  description: '',
  type: 'string',
  required: false,
  example: '',
});

/** Characters as the server counts them (code points, after trimming). */
export const length = (v: string) => [...v.trim()].length;

/** A react-hook-form `validate` for a length limit, with the server's message. */
export const maxChars = (t: TFunction, field: string, max: number) => (v: string) =>
  length(v ?? '') <= max || t('creator.form.tooLong', { field, max });

/** An http(s) URL or a gateway path (as the server accepts). */
export function isAddress(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Parameter names must be unique within the list (the server refuses duplicates). */
export const uniqueParamName = (t: TFunction, all: () => ParamValue[]) => (name: string) => {
  const n = name.trim();
  return (
    !n || all().filter((p) => p.name.trim() === n).length < 2 || t('creator.params.duplicate', { name: n })
  );
};
