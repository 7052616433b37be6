/** SPEC §3, §5: the API form of creators (`POST /api/apis`) and administrators (`apiAdd`). */
export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];
export const PARAM_TYPES = ['string', 'number', 'boolean', 'object', 'array'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

/** Field lengths in characters (code points, after trimming); never silently cut. */
export const API_FORM_LIMITS = {
  name: 64,
  address: 2048,
  description: 2000,
  note: 2000,
  responseFormat: 16,
  responseExample: 10_000,
  /** The answer's JSON schema (characters of its JSON text): what an import stores at most, too. */
  responseSchema: 100_000,
  params: 50,
  paramName: 64,
  paramDescription: 500,
  paramExample: 500,
  /** The administrator's form. */
  provider: 64,
  copyright: 200,
  tags: 20,
  related: 20,
} as const;

/** An absolute http(s) URL or a gateway path starting with "/" (where the proxy may go is the SSRF guard's call). */
export function isApiAddress(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Search keywords (catalogue, market, console filters). */
export const KEYWORD_MAX = 100;
