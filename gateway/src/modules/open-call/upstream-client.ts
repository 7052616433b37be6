import { Agent } from 'undici';
import { AppError } from '../../http/errors.js';
import { guardedConnector, refusal, UpstreamPolicy, UpstreamRefusedError } from './ssrf-guard.js';

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

export const upstreamErrors = {
  refused: (e: UpstreamRefusedError) =>
    new AppError(
      'BAD_GATEWAY',
      e.reason === 'port'
        ? {
            zh: '上游端口不被允许（仅 80 和 443，或管理员允许列表中的地址）',
            en: 'Upstream port not allowed (80 and 443 only, unless the admin allow-list names it)',
          }
        : e.reason === 'scheme'
          ? { zh: '上游地址只支持 http 和 https', en: 'Upstream address must be http or https' }
          : {
              zh: '上游地址指向内网或保留地址，已被安全策略拒绝',
              en: 'Upstream address is internal or reserved and was refused by the SSRF guard',
            },
    ),
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

const TIMED_OUT = Symbol('upstream deadline');
/** Socket-level failures after which an idempotent request may be sent once more on a fresh socket. */
const RETRYABLE = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/**
 * The only way the gateway calls out: a keep-alive undici pool behind the SSRF guard's connector,
 * an overall deadline, a size cap on the answer and redirects followed by hand (each hop goes
 * through the guard again).
 */
export class UpstreamClient {
  readonly policy: UpstreamPolicy;
  private readonly dispatcher: Agent;

  constructor(private readonly opts: UpstreamClientOptions) {
    this.policy = new UpstreamPolicy(opts.allowList);
    this.dispatcher = new Agent({
      connect: guardedConnector(this.policy, { timeout: opts.timeoutMs, allowH2: false }),
      connections: 256,
      keepAliveTimeout: 30_000,
      // The overall deadline below is what callers see; these only stop a socket from hanging forever.
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
    });
  }

  async call(req: UpstreamRequest): Promise<UpstreamResponse> {
    const deadline = Date.now() + this.opts.timeoutMs;
    let url = req.url;
    let method = req.method;
    let body = req.body;
    for (let hop = 0; ; hop++) {
      const res = await this.once(url, method, body, req.headers ?? {}, deadline);
      const location = res.location;
      if (!REDIRECTS.has(res.status) || !location) return res;
      if (hop >= this.opts.maxRedirects) throw upstreamErrors.tooManyRedirects(this.opts.maxRedirects);
      try {
        url = new URL(location, url);
      } catch (cause) {
        throw upstreamErrors.unreachable(cause);
      }
      // 303 always, and 301/302 after a POST by long-standing browser practice, continue as GET.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
    }
  }

  close(): void {
    void this.dispatcher.destroy().catch(() => undefined);
  }

  private async once(
    url: URL,
    method: UpstreamRequest['method'],
    body: string | undefined,
    headers: Record<string, string>,
    deadline: number,
    retry = true,
  ): Promise<UpstreamResponse & { location?: string }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw upstreamErrors.refused(new UpstreamRefusedError('scheme', url.protocol));
    }
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    try {
      // Cheap early refusal of a forbidden port, before any lookup; the connector re-checks it.
      this.policy.checkPort(url.hostname, port);
    } catch (err) {
      throw upstreamErrors.refused(err as UpstreamRefusedError);
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw upstreamErrors.timeout(this.opts.timeoutMs);
    const max = this.opts.maxBytes;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(TIMED_OUT), remaining);
    let answered = false;
    try {
      const res = await this.dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method,
        headers: body !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
        body,
        signal: abort.signal,
      });
      answered = true;
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > max) {
        res.body.destroy();
        throw upstreamErrors.tooLarge(max);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > max) {
          res.body.destroy();
          throw upstreamErrors.tooLarge(max);
        }
        chunks.push(chunk);
      }
      const contentType = res.headers['content-type'];
      const location = res.headers.location;
      return {
        status: res.statusCode,
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
        body: Buffer.concat(chunks),
        location: Array.isArray(location) ? location[0] : location,
      };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (abort.signal.aborted) throw upstreamErrors.timeout(this.opts.timeoutMs);
      const refused = refusal(err);
      if (refused) throw upstreamErrors.refused(refused);
      // A pooled keep-alive socket the upstream closed at the same moment: nothing was answered, so
      // an idempotent request is sent once more on a fresh socket.
      const code = (err as { code?: string }).code ?? '';
      if (retry && !answered && method !== 'POST' && RETRYABLE.has(code)) {
        clearTimeout(timer);
        return this.once(url, method, body, headers, deadline, false);
      }
      throw upstreamErrors.unreachable(err);
    } finally {
      clearTimeout(timer);
    }
  }
}
