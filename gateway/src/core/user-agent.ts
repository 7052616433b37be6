import Bowser from 'bowser';

/** What the server reads from a User-Agent header (bowser; ua-parser-js 2 is AGPL). */
export interface ParsedUserAgent {
  browserName: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  /** desktop, mobile, tablet, tv, bot or unknown */
  device: string;
  isPC: boolean;
  isMobile: boolean;
}

/** Caps what is stored from a client-controlled header. */
export const MAX_USER_AGENT = 512;

export function parseUserAgent(raw: string | undefined | null): ParsedUserAgent {
  const ua = (raw ?? '').slice(0, MAX_USER_AGENT);
  if (!ua.trim()) {
    return { browserName: 'unknown', browserVersion: '', os: 'unknown', osVersion: '', device: 'unknown', isPC: false, isMobile: false };
  }
  const r = Bowser.parse(ua);
  const device = r.platform.type ?? 'unknown';
  return {
    browserName: r.browser.name ?? 'unknown',
    browserVersion: r.browser.version ?? '',
    os: r.os.name ?? 'unknown',
    osVersion: r.os.version ?? '',
    device,
    isPC: device === 'desktop',
    isMobile: device === 'mobile' || device === 'tablet',
  };
}

/** `1920x1080`-style screen size from the client, or '' when absent or malformed. */
export function screenResolution(width: unknown, height: unknown): string {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 100_000;
  return ok(width) && ok(height) ? `${width}x${height}` : '';
}
