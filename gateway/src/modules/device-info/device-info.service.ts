import type { DataSource } from 'typeorm';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { parseUserAgent, type ParsedUserAgent } from '../../core/user-agent.js';
import { untrackedWrite } from '../../core/request-writes.js';

/** What the client reports about itself (SPEC §3 Device info); everything optional and untrusted. */
export interface ClientDeviceInfo {
  userAgent?: string | null;
  isPC?: boolean | null;
  isMobile?: boolean | null;
  screenWidth?: number | null;
  screenHeight?: number | null;
  timestamp?: number | string | null;
  randomId?: string | null;
}

export interface VisitRecord extends ParsedUserAgent {
  id: number;
  ipAddress: string;
  userAgent: string;
  screenWidth: number | null;
  screenHeight: number | null;
  timestamp: number | null;
  randomId: string | null;
  createdAt: Date;
}

const dimension = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 100_000 ? n : null);

function clientTimestamp(t: unknown): number | null {
  const n = typeof t === 'string' && /^\d{1,16}$/.test(t) ? Number(t) : t;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.trunc(n) : null;
}

/**
 * One access-log row per visit: browser, OS and device parsed here from the request's User-Agent
 * header (the client's own claim is kept beside it), the real client IP (Fastify's trustProxy decides
 * whether X-Forwarded-For counts), plus screen size, timestamp and randomId from the client.
 */
export class DeviceInfoService {
  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimiters,
  ) {}

  async record(ip: string, headerUserAgent: string | undefined, client: ClientDeviceInfo, encodedInfo: string | null): Promise<VisitRecord> {
    await this.limits.consume([['deviceInfoIp', ip]]);
    const userAgent = (headerUserAgent || client.userAgent || '').slice(0, 512);
    const parsed = parseUserAgent(userAgent);
    const screenWidth = dimension(client.screenWidth);
    const screenHeight = dimension(client.screenHeight);
    const timestamp = clientTimestamp(client.timestamp);
    const randomId = typeof client.randomId === 'string' ? client.randomId.slice(0, 64) : null;
    const detail = {
      userAgent,
      browser: { name: parsed.browserName, version: parsed.browserVersion },
      os: { name: parsed.os, version: parsed.osVersion },
      device: parsed.device,
      isPC: parsed.isPC,
      isMobile: parsed.isMobile,
      screen: { width: screenWidth, height: screenHeight },
      timestamp,
      randomId,
      // What the browser claimed about itself, for comparison; never used for the parsed fields.
      reported: {
        userAgent: typeof client.userAgent === 'string' ? client.userAgent.slice(0, 512) : null,
        isPC: typeof client.isPC === 'boolean' ? client.isPC : null,
        isMobile: typeof client.isMobile === 'boolean' ? client.isMobile : null,
        encodedInfo: encodedInfo ? encodedInfo.slice(0, 2048) : null,
      },
    };
    // The access log is read by no cached answer (only the administrator's log list, never cached): a
    // visit is no catalogue write of the request's.
    const [row] = (await untrackedWrite(() => this.ds.query(
      `INSERT INTO access_log (ip_address, user_agent, browser, os, device, is_mobile)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
      [ip, JSON.stringify(detail), parsed.browserName, parsed.os, parsed.device, parsed.isMobile],
    ))) as Array<{ id: string; created_at: Date }>;
    return { id: Number(row!.id), ipAddress: ip, userAgent, ...parsed, screenWidth, screenHeight, timestamp, randomId, createdAt: row!.created_at };
  }
}
