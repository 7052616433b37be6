import http from 'node:http';
import https from 'node:https';
import { AppError } from '../../core/errors.js';
import {
  GuardedHttpAgent,
  GuardedHttpsAgent,
  refusal,
  UpstreamPolicy,
  UpstreamRefusedError,
} from './ssrf-guard.js';

export interface UpstreamRequest {
  url: URL;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON text for non-GET calls. */
  body?: string;
  headers?: Record<string, string>;
}

export interface UpstreamResponse {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

export interface UpstreamClientOptions {
  allowList: string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Credentials meant for the address asked for, not for wherever it redirects: dropped when a redirect
 * leaves its origin (scheme, host and port), as browsers (fetch) and curl do.
 */
const ORIGIN_BOUND_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !ORIGIN_BOUND_HEADERS.has(name.toLowerCase())));
}

/** Why the SSRF guard refused an address, in both languages (open calls and the API forms say the same). */
export function refusalMessages(e: UpstreamRefusedError): { zh: string; en: string } {
  if (e.reason === 'port') {
    return {
      zh: '上游端口不被允许（仅 80 和 443，或管理员允许列表中的地址）',
      en: 'Upstream port not allowed (80 and 443 only, unless the admin allow-list names it)',
    };
  }
  if (e.reason === 'scheme') return { zh: '上游地址只支持 http 和 https', en: 'Upstream address must be http or https' };
  return {
    zh: '上游地址指向内网或保留地址，已被安全策略拒绝',
    en: 'Upstream address is internal or reserved and was refused by the SSRF guard',
  };
}

export const upstreamErrors = {
  refused: (e: UpstreamRefusedError) => new AppError('BAD_GATEWAY', refusalMessages(e)),
  timeout: (ms: number) =>
    new AppError('GATEWAY_TIMEOUT', {
      zh: `上游在 ${ms / 1000} 秒内未响应`,
      en: `Upstream did not answer within ${ms / 1000} s`,
    }),
  unreachable: (cause: unknown) =>
    new AppError('BAD_GATEWAY', { zh: '无法连接上游服务', en: 'Upstream is unreachable' }, { cause }),
  tooLarge: (max: number) =>
    new AppError('BAD_GATEWAY', {
      zh: `上游响应超过 ${Math.round(max / 1024 / 1024)} MB 上限`,
      en: `Upstream response exceeds the ${Math.round(max / 1024 / 1024)} MB limit`,
    }),
  tooManyRedirects: (n: number) =>
    new AppError('BAD_GATEWAY', {
      zh: `上游重定向超过 ${n} 次`,
      en: `Upstream redirected more than ${n} times`,
    }),
};

/**
 * The only way the gateway calls out: keep-alive agents behind the SSRF guard, an overall deadline,
 * a size cap on the answer and redirects followed by hand (each hop goes through the guard again).
 */
export class UpstreamClient {
  readonly policy: UpstreamPolicy;
  private readonly httpAgent: GuardedHttpAgent;
  private readonly httpsAgent: GuardedHttpsAgent;

  constructor(private readonly opts: UpstreamClientOptions) {
    this.policy = new UpstreamPolicy(opts.allowList);
    const agentOpts = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: opts.timeoutMs };
    this.httpAgent = new GuardedHttpAgent(this.policy, agentOpts);
    this.httpsAgent = new GuardedHttpsAgent(this.policy, agentOpts);
  }

  async call(req: UpstreamRequest): Promise<UpstreamResponse> {
    const deadline = Date.now() + this.opts.timeoutMs;
    let url = req.url;
    let method = req.method;
    let body = req.body;
    let headers = req.headers ?? {};
    for (let hop = 0; ; hop++) {
      const res = await this.once(url, method, body, headers, deadline);
      const location = res.location;
      if (!REDIRECTS.has(res.status) || !location) return res;
      if (hop >= this.opts.maxRedirects) throw upstreamErrors.tooManyRedirects(this.opts.maxRedirects);
      const from = url;
      try {
        url = new URL(location, url);
      } catch (cause) {
        throw upstreamErrors.unreachable(cause);
      }
      if (url.origin !== from.origin) headers = withoutCredentials(headers);
      // 303 always, and 301/302 after a POST by long-standing browser practice, continue as GET.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
    }
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  private once(
    url: URL,
    method: string,
    body: string | undefined,
    headers: Record<string, string>,
    deadline: number,
    retry = true,
  ): Promise<UpstreamResponse & { location?: string }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(upstreamErrors.refused(new UpstreamRefusedError('scheme', url.protocol)));
    }
    const isHttps = url.protocol === 'https:';
    const port = url.port ? Number(url.port) : isHttps ? 443 : 80;
    try {
      // Cheap early refusal of a forbidden port, before any lookup; the agent re-checks at connect time.
      this.policy.checkPort(url.hostname, port);
    } catch (err) {
      return Promise.reject(upstreamErrors.refused(err as UpstreamRefusedError));
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(upstreamErrors.timeout(this.opts.timeoutMs));
    const max = this.opts.maxBytes;
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (err: AppError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.destroy();
        reject(err);
      };
      const request = (isHttps ? https : http).request(
        url,
        {
          method,
          agent: isHttps ? this.httpsAgent : this.httpAgent,
          headers: {
            ...headers,
            ...(body !== undefined
              ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
              : {}),
          },
        },
        (res) => {
          const declared = Number(res.headers['content-length'] ?? 0);
          if (declared > max) return fail(upstreamErrors.tooLarge(max));
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > max) return fail(upstreamErrors.tooLarge(max));
            chunks.push(chunk);
          });
          res.on('error', (err) => fail(upstreamErrors.unreachable(err)));
          res.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 502,
              contentType: res.headers['content-type'],
              body: Buffer.concat(chunks),
              location: res.headers.location,
            });
          });
        },
      );
      const timer = setTimeout(() => fail(upstreamErrors.timeout(this.opts.timeoutMs)), remaining);
      request.on('error', (err: NodeJS.ErrnoException) => {
        const refused = refusal(err);
        if (refused) return fail(upstreamErrors.refused(refused));
        // A pooled keep-alive socket the upstream closed at the same moment: nothing was answered,
        // so an idempotent request is sent once more on a fresh socket.
        if (request.reusedSocket && err.code === 'ECONNRESET' && method !== 'POST' && !settled && retry) {
          settled = true;
          clearTimeout(timer);
          return resolve(this.once(url, method, body, headers, deadline, false));
        }
        fail(upstreamErrors.unreachable(err));
      });
      if (body !== undefined) request.write(body);
      request.end();
    });
  }
}
