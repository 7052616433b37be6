import { AppError } from '../../core/errors.js';

/**
 * What the status feature needs from the platform's outbound HTTP (the composition root passes the
 * open-call feature's SSRF-guarded `UpstreamClient`, a separate instance with its own sockets, so a
 * hanging probe or receiver never holds a socket a user's open call waits for).
 */
export interface OutboundHttp {
  call(req: {
    url: URL;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: string;
    headers?: Record<string, string>;
  }): Promise<{ status: number; contentType: string | undefined; body: Buffer }>;
}

/** The SSRF guard's address rules, for connections that are not HTTP (SMTP). */
export interface AddressGuard {
  isPublicAddress(address: string): boolean;
  isAllowListed(host: string, port: number): boolean;
}

/** A built-in upstream (`builtin:<name>`), answered in-process; null when the name is unknown. */
export type BuiltinRunner = (name: string) => Promise<{ status: number } | null>;

/** One line saying why an outbound call failed, in both languages (the platform's own message when it has one). */
export function failureText(err: unknown): { zh: string; en: string } {
  if (err instanceof AppError) return err.messages;
  const text = err instanceof Error ? err.message : String(err);
  return { zh: text, en: text };
}
