import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One request a receiver accepted, as it came. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  /** For the webhook path: the X-ApiMarket-Signature matched the HMAC of the raw body. */
  signatureOk: boolean;
}

/**
 * A real HTTP server standing in for the receivers: `/hook` is a webhook that checks the signature
 * (401 when it does not match), `/robot/send` a 钉钉 robot (access_token `good` or an errcode),
 * `/open-apis/bot/v2/hook/<token>` a 飞书 robot, `/cgi-bin/webhook/send` a 企业微信 robot.
 */
export async function startReceivers(webhookSecret: string) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://x');
      const expected = `sha256=${createHmac('sha256', webhookSecret).update(body).digest('hex')}`;
      const given = String(req.headers['x-apimarket-signature'] ?? '');
      const signatureOk = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // not JSON
      }
      const answer = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      if (url.pathname === '/hook') {
        if (!signatureOk) return answer(401, { error: 'bad signature' });
        received.push({ path: url.pathname, headers: req.headers, body, json, signatureOk });
        return answer(200, { received: true });
      }
      if (url.pathname === '/robot/send') {
        if (url.searchParams.get('access_token') !== 'good') return answer(200, { errcode: 310000, errmsg: 'token is not exist' });
        received.push({ path: `${url.pathname}?dingtalk`, headers: req.headers, body, json, signatureOk });
        return answer(200, { errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname.startsWith('/open-apis/bot/v2/hook/')) {
        received.push({ path: 'feishu', headers: req.headers, body, json, signatureOk });
        return answer(200, { code: 0, msg: 'success', data: {} });
      }
      if (url.pathname === '/cgi-bin/webhook/send') {
        received.push({ path: 'wecom', headers: req.headers, body, json, signatureOk });
        return answer(200, { errcode: 0, errmsg: 'ok' });
      }
      answer(404, { error: 'no such receiver' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A real SMTP server (smtp-server, the maintained npm package) that keeps every message it accepts. */
export async function startSmtp() {
  const mails: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A port nothing listens on (taken and released). */
export async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
