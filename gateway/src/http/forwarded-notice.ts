import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * A gateway behind a proxy without TRUST_PROXY sees every visitor as the proxy's address: rate limits,
 * attack protection, gray buckets and "mine" in the statistics then treat all of them as one caller.
 * The first request that carries `X-Forwarded-For` while TRUST_PROXY is off says so once (`warn`);
 * the hook removes itself from the work after that (one boolean per request).
 */
export function registerForwardedNotice(app: FastifyInstance, trustProxy: Config['trustProxy']): void {
  if (trustProxy !== false && trustProxy !== 0) return;
  let told = false;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!told && req.headers['x-forwarded-for'] !== undefined) {
      told = true;
      req.log.warn(
        { notice: 'forwarded-for-ignored', remoteAddress: req.socket.remoteAddress },
        'X-Forwarded-For arrived but TRUST_PROXY is off: every caller behind this proxy counts as its address ' +
          '(rate limits, attack protection, gray buckets, per-caller statistics). Set TRUST_PROXY to the proxy ' +
          '(e.g. TRUST_PROXY=1 for one hop, or its address) — see README, Docker / deployment.',
      );
    }
    done();
  });
}
