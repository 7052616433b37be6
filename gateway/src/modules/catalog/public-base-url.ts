import type { Config } from '../../config.js';

type Headers = Record<string, string | string[] | undefined>;

function first(v: string | string[] | undefined): string | undefined {
  return (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim() || undefined;
}

/**
 * The public origin of open calls: PUBLIC_BASE_URL, else the origin the caller reached us on
 * (forwarded headers are honoured only when TRUST_PROXY is set).
 */
export function publicBaseUrl(config: Config, headers: Headers, protocol: string): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const trusted = config.trustProxy !== false;
  const proto = (trusted && first(headers['x-forwarded-proto'])) || protocol || 'http';
  const host =
    (trusted && first(headers['x-forwarded-host'])) || first(headers.host) || `localhost:${config.port}`;
  // A Host header is caller-controlled: keep only a plausible host[:port].
  const safeHost = /^[A-Za-z0-9.[\]:-]{1,255}$/.test(host) ? host : `localhost:${config.port}`;
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/** Where visitors call an API through the gateway (the open-call module serves it). */
export function openCallPath(apiId: number): string {
  return `/api/open/api/${apiId}`;
}
