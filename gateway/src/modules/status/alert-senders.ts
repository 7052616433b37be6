import { createHmac } from 'node:crypto';
import dns from 'node:dns';
import net from 'node:net';
import { AppError } from '../../core/errors.js';
import { lazyModule } from '../../core/lazy-module.js';
import type { AddressGuard, OutboundHttp } from './outbound.js';
import type { ChannelKind } from './status.rules.js';

/** The mailer (~30,000 heap objects), loaded with the first e-mail alert. */
const mailer = lazyModule(() => import('nodemailer'));

/** What a channel sends: the event in both languages and its facts (the webhook's JSON body). */
export interface AlertMessage {
  deliveryId: number;
  key: string;
  kind: string;
  apiId: number | null;
  title: string;
  titleEn: string;
  text: string;
  textEn: string;
  link: string | null;
  occurredAt: string;
}

export interface ChannelTarget {
  kind: ChannelKind;
  url: string;
  secret: string;
  emailTo: string;
}

/** The receiver's answer: an HTTP status (none for e-mail) and the first 500 characters of its body. */
export interface SendResult {
  status: number | null;
  answer: string;
}

/** A receiver that answered but refused (HTTP ≥ 300, a robot's non-zero errcode): kept with its answer. */
export class DeliveryRefused extends Error {
  constructor(
    message: string,
    readonly result: SendResult,
  ) {
    super(message);
  }
}

export const SIGNATURE_HEADER = 'x-apimarket-signature';

/** `sha256=<hex HMAC-SHA256 of the raw body with the channel's secret>`, what a webhook receiver checks. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const plain = (m: AlertMessage) => `${m.text}${m.link ? `\n${m.link}` : ''}\n\n${m.textEn}`;

/** Sends one message to one channel; throws (AppError from the SSRF guard, DeliveryRefused, …) on failure. */
export class AlertSenders {
  constructor(
    private readonly http: OutboundHttp,
    private readonly guard: AddressGuard,
    private readonly timeoutMs: number,
  ) {}

  async send(channel: ChannelTarget, m: AlertMessage): Promise<SendResult> {
    switch (channel.kind) {
      case 'webhook':
        return this.webhook(channel, m);
      case 'dingtalk':
        return this.robot(this.dingtalkUrl(channel), { msgtype: 'markdown', markdown: { title: m.title, text: `### ${m.title}\n\n${plain(m)}` } }, 'errcode');
      case 'feishu':
        return this.robot(new URL(channel.url), { ...feishuSign(channel.secret), msg_type: 'text', content: { text: `${m.title}\n${plain(m)}` } }, 'code');
      case 'wecom':
        return this.robot(new URL(channel.url), { msgtype: 'markdown', markdown: { content: `**${m.title}**\n${plain(m)}` } }, 'errcode');
      case 'email':
        return this.email(channel, m);
    }
  }

  private async webhook(channel: ChannelTarget, m: AlertMessage): Promise<SendResult> {
    const body = JSON.stringify({
      id: m.deliveryId,
      event: m.kind,
      key: m.key,
      apiId: m.apiId,
      title: m.title,
      titleEn: m.titleEn,
      text: m.text,
      textEn: m.textEn,
      link: m.link,
      occurredAt: m.occurredAt,
    });
    const res = await this.http.call({
      url: new URL(channel.url),
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ApiMarket-Alerts/1',
        'x-apimarket-event': m.kind,
        'x-apimarket-delivery': String(m.deliveryId),
        [SIGNATURE_HEADER]: webhookSignature(channel.secret, body),
      },
    });
    const result = { status: res.status, answer: res.body.toString('utf8').slice(0, 500) };
    if (res.status >= 300) throw new DeliveryRefused(`HTTP ${res.status}`, result);
    return result;
  }

  /** 钉钉 adds `timestamp` and `sign` to the address when the robot has a signing secret (加签). */
  private dingtalkUrl(channel: ChannelTarget): URL {
    const url = new URL(channel.url);
    if (channel.secret) {
      const ts = String(Date.now());
      const sign = createHmac('sha256', channel.secret).update(`${ts}\n${channel.secret}`).digest('base64');
      url.searchParams.set('timestamp', ts);
      url.searchParams.set('sign', sign);
    }
    return url;
  }

  /** The robots answer HTTP 200 with `errcode` (钉钉, 企业微信) or `code` (飞书) 0 on success. */
  private async robot(url: URL, payload: object, codeField: 'errcode' | 'code'): Promise<SendResult> {
    const res = await this.http.call({
      url,
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'user-agent': 'ApiMarket-Alerts/1' },
    });
    const text = res.body.toString('utf8');
    const result = { status: res.status, answer: text.slice(0, 500) };
    if (res.status >= 300) throw new DeliveryRefused(`HTTP ${res.status}`, result);
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new DeliveryRefused('the robot did not answer JSON', result);
    }
    const code = parsed[codeField] ?? parsed.StatusCode;
    if (code !== 0) {
      const msg = parsed.errmsg ?? parsed.msg ?? parsed.StatusMessage ?? '';
      throw new DeliveryRefused(`${codeField} ${String(code)}: ${String(msg)}`, result);
    }
    return result;
  }

  private async email(channel: ChannelTarget, m: AlertMessage): Promise<SendResult> {
    const url = new URL(channel.url);
    const secure = url.protocol === 'smtps:';
    const port = url.port ? Number(url.port) : secure ? 465 : 587;
    const address = await this.checkedAddress(url.hostname.replace(/^\[|\]$/g, ''), port);
    const { default: nodemailer } = await mailer();
    const transport = nodemailer.createTransport({
      host: address,
      port,
      secure,
      name: 'apimarket',
      tls: { servername: net.isIP(url.hostname) ? undefined : url.hostname },
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: this.timeoutMs,
      greetingTimeout: this.timeoutMs,
      socketTimeout: this.timeoutMs,
    });
    try {
      const info = await transport.sendMail({
        from: url.searchParams.get('from') || (url.username.includes('@') ? decodeURIComponent(url.username) : 'apimarket@localhost'),
        to: channel.emailTo,
        subject: `${m.title} · ${m.titleEn}`,
        text: plain(m),
      });
      return { status: null, answer: String(info.response ?? '').slice(0, 500) };
    } finally {
      transport.close();
    }
  }

  /** The SSRF guard's address rule for SMTP: an allow-listed host:port, or only public addresses (then the checked one is used). */
  private async checkedAddress(host: string, port: number): Promise<string> {
    if (this.guard.isAllowListed(host, port)) return host;
    const addresses = net.isIP(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true });
    const bad = addresses.find((a) => !this.guard.isPublicAddress(a.address));
    const first = addresses[0];
    if (bad || !first) {
      throw new AppError('BAD_GATEWAY', {
        zh: '邮件服务器地址指向内网或保留地址，已被安全策略拒绝',
        en: 'The SMTP server address is internal or reserved and was refused by the SSRF guard',
      });
    }
    return first.address;
  }
}

/** 飞书's signature (签名校验): HMAC-SHA256 keyed with `timestamp\nsecret` over an empty message. */
function feishuSign(secret: string): { timestamp?: string; sign?: string } {
  if (!secret) return {};
  const timestamp = String(Math.floor(Date.now() / 1000));
  return { timestamp, sign: createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64') };
}
