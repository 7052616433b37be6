import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { command, type Sql, sqlOn } from '../../core/sql.js';
import { parseUserAgent, type ParsedUserAgent } from '../../core/user-agent.js';
import { declaredWrite, untrackedWrite } from '../../core/request-writes.js';
import { deviceInfoCache } from './device-info.cache.js';

/** What the client reports about itself; everything optional and untrusted. */
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

/** access_log.id is a bigserial: node-postgres answers it as a string. */
const visitRow = z.object({ id: z.string(), created_at: z.date() });
const visitCommand = command<
  [ip: string, detail: string, browser: string, os: string, device: string, isMobile: boolean],
  typeof visitRow
>(
  'device-info.visit',
  `INSERT INTO access_log (ip_address, user_agent, browser, os, device, is_mobile)
   VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
  visitRow,
);

/**
 * At most `max` UTF-16 units, never half a character: a cut through an emoji's surrogate pair left a lone
 * surrogate, which JSON.stringify writes as an escape the jsonb column refuses (the visit answered 400).
 */
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max).replace(/[\uD800-\uDBFF]$/, '') : s);

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
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly limits: RateLimiters,
  ) {
    this.sql = sqlOn(ds);
  }

  async record(ip: string, headerUserAgent: string | undefined, client: ClientDeviceInfo, encodedInfo: string | null): Promise<VisitRecord> {
    await this.limits.consume([['deviceInfoIp', ip]]);
    // The body's claim is untrusted JSON over REST: only text counts (a number there answered 500).
    const claimedAgent = typeof client.userAgent === 'string' ? client.userAgent : '';
    const userAgent = cut(headerUserAgent || claimedAgent || '', 512);
    const parsed = parseUserAgent(userAgent);
    const screenWidth = dimension(client.screenWidth);
    const screenHeight = dimension(client.screenHeight);
    const timestamp = clientTimestamp(client.timestamp);
    const randomId = typeof client.randomId === 'string' ? cut(client.randomId, 64) : null;
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
        userAgent: typeof client.userAgent === 'string' ? cut(client.userAgent, 512) : null,
        isPC: typeof client.isPC === 'boolean' ? client.isPC : null,
        isMobile: typeof client.isMobile === 'boolean' ? client.isMobile : null,
        encodedInfo: encodedInfo ? cut(encodedInfo, 2048) : null,
      },
    };
    // The access log is read by no cached answer (only the administrator's log list, never cached): a
    // visit is no catalogue write of the request's (device-info.cache.ts).
    const { rows } = await declaredWrite(deviceInfoCache.writes.visit(), () =>
      untrackedWrite(() => this.sql.run(visitCommand, [ip, JSON.stringify(detail), parsed.browserName, parsed.os, parsed.device, parsed.isMobile])),
    );
    const row = rows[0]!;
    return { id: Number(row.id), ipAddress: ip, userAgent, ...parsed, screenWidth, screenHeight, timestamp, randomId, createdAt: row.created_at };
  }
}
