import { WEBHOOK_SECRET_MIN } from '@api-market/rules';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { statusCache } from './status.cache.js';
import type { AuthUser } from '../../core/auth-user.js';
import { authorize, type Actor } from '../../core/policy.js';
import { statusPolicy } from './status.policy.js';
import { badInput, notFound } from '../../core/errors.js';
import type { AlertDeliveryService } from './alert-delivery.service.js';
import { requireOwnerOrAdmin } from './status-access.service.js';
import { ALERT_EVENT_KINDS, CHANNEL_KINDS, type AlertEventKind, type ChannelKind } from './status.rules.js';
import type { AlertChannel, AlertDelivery } from './status.types.js';

export interface ChannelInput {
  kind?: unknown;
  name?: unknown;
  url?: unknown;
  secret?: unknown;
  emailTo?: unknown;
  events?: unknown;
  apiId?: unknown;
}

const channelRow = z.object({
  id: z.number(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  url: z.string(),
  secret: z.string(),
  email_to: z.string(),
  events: z.array(z.string()),
  api_id: z.number().nullable(),
  api_name: z.string().nullable(),
  owner_account: z.string().nullable(),
  enabled: z.boolean(),
  last_error: z.string().nullable(),
  last_error_at: z.date().nullable(),
  last_delivered_at: z.date().nullable(),
  created_at: z.date(),
});
type ChannelRow = z.infer<typeof channelRow>;
const channelsWhere = <P extends readonly unknown[]>(name: string, where: string) =>
  statement<P, typeof channelRow>(
    `alert-channel.${name}`,
    `SELECT c.id, c.kind, c.name, c.url, c.secret, c.email_to, c.events, c.api_id, a.name AS api_name,
            u.account AS owner_account, c.enabled, c.last_error, c.last_error_at, c.last_delivered_at, c.created_at
       FROM alert_channel c LEFT JOIN api a ON a.id = c.api_id LEFT JOIN app_user u ON u.id = c.owner_id
       ${where} ORDER BY c.id`,
    channelRow,
  );
const CHANNELS = {
  all: channelsWhere<[]>('all', ''),
  owned: channelsWhere<[ownerId: number]>('owned', 'WHERE c.owner_id = $1'),
  one: channelsWhere<[id: number]>('one', 'WHERE c.id = $1'),
  ownedOne: channelsWhere<[id: number, ownerId: number]>('owned-one', 'WHERE c.id = $1 AND c.owner_id = $2'),
};
const countRow = z.object({ n: z.number() });
const ownedCount = statement<[ownerId: number], typeof countRow>(
  'alert-channel.owned-count',
  `SELECT count(*)::int AS n FROM alert_channel WHERE owner_id = $1`,
  countRow,
);
const lockedRow = z.object({ locked: z.number() });
const lockOwner = statement<[ownerId: number], typeof lockedRow>(
  'alert-channel.lock-owner',
  `SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('alert_channel'), $1)`,
  lockedRow,
);
const idRow = z.object({ id: z.number() });
const createCommand = command<
  [kind: ChannelKind, name: string, url: string, secret: string, emailTo: string, events: string[], ownerId: number | null, apiId: number | null],
  typeof idRow
>(
  'alert-channel.create',
  `INSERT INTO alert_channel (kind, name, url, secret, email_to, events, owner_id, api_id)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
  idRow,
);
const enableCommand = command<[id: number, enabled: boolean]>('alert-channel.enable', `UPDATE alert_channel SET enabled = $2 WHERE id = $1`);
const deleteCommand = command<[id: number]>('alert-channel.delete', `DELETE FROM alert_channel WHERE id = $1`);

const MAX_CHANNELS_PER_OWNER = 20;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Hides what works as a password: query values, the last path segment of a hook, SMTP credentials. */
export function maskTarget(kind: ChannelKind, raw: string): string {
  try {
    const url = new URL(raw);
    url.username = url.username ? '***' : '';
    url.password = '';
    for (const key of [...url.searchParams.keys()]) url.searchParams.set(key, '***');
    if (kind === 'feishu' || kind === 'webhook') url.pathname = url.pathname.replace(/[^/]{12,}$/, (s) => `${s.slice(0, 4)}***`);
    return decodeURI(url.toString());
  } catch {
    return '***';
  }
}

function text(v: unknown, field: { zh: string; en: string }, max: number, required = true): string {
  const s = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : null;
  if (s === null) throw badInput(`${field.zh}必须是文本`, `${field.en} must be text`);
  if (required && s.length === 0) throw badInput(`请填写${field.zh}`, `${field.en} is required`);
  if ([...s].length > max) throw badInput(`${field.zh}不能超过 ${max} 个字符`, `${field.en} must be at most ${max} characters`);
  return s;
}

function checkUrl(kind: ChannelKind, raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput('地址不是有效的 URL', 'The address is not a valid URL');
  }
  if (kind === 'email') {
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
      throw badInput('邮件渠道的地址须为 smtp:// 或 smtps:// 开头的 SMTP 服务器地址', 'An e-mail channel needs an smtp:// or smtps:// server address');
    }
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badInput('地址只支持 http 和 https', 'The address must be http or https');
  const robotToken: Partial<Record<ChannelKind, () => boolean>> = {
    dingtalk: () => Boolean(url.searchParams.get('access_token')),
    wecom: () => Boolean(url.searchParams.get('key')),
    feishu: () => /\/hook\/[^/]+$/.test(url.pathname),
  };
  const hasToken = robotToken[kind];
  if (hasToken && !hasToken()) {
    throw badInput(
      '机器人地址缺少令牌（钉钉 access_token、企业微信 key、飞书 /hook/<令牌>）',
      'The robot address lacks its token (DingTalk access_token, WeCom key, Feishu /hook/<token>)',
    );
  }
}

/** Alert channels: the platform's (administrators) and creators' own, for their APIs. */
export class AlertChannelService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly deliveries: AlertDeliveryService,
  ) {
    this.sql = sqlOn(ds);
  }

  async list(actor: Actor): Promise<AlertChannel[]> {
    const user = authorize(actor, statusPolicy.manageChannels);
    const rows = user.role === 'ADMIN' ? await this.sql.all(CHANNELS.all, []) : await this.sql.all(CHANNELS.owned, [user.id]);
    return rows.map(present);
  }

  async create(actor: Actor, input: ChannelInput): Promise<AlertChannel> {
    const user = authorize(actor, statusPolicy.manageChannels);
    const kind = input.kind as ChannelKind;
    if (!CHANNEL_KINDS.includes(kind)) {
      throw badInput(`渠道类型只能是 ${CHANNEL_KINDS.join('、')}`, `The channel kind must be one of ${CHANNEL_KINDS.join(', ')}`);
    }
    const name = text(input.name, { zh: '渠道名称', en: 'The channel name' }, 60);
    const url = text(input.url, { zh: '地址', en: 'The address' }, 2000);
    checkUrl(kind, url);
    const secret = text(input.secret, { zh: '密钥', en: 'The secret' }, 200, kind === 'webhook');
    if (kind === 'webhook' && secret.length < WEBHOOK_SECRET_MIN)
      throw badInput(
        `Webhook 签名密钥至少 ${WEBHOOK_SECRET_MIN} 个字符`,
        `A webhook signing secret needs at least ${WEBHOOK_SECRET_MIN} characters`,
      );
    const emailTo = text(input.emailTo, { zh: '收件人', en: 'The recipients' }, 500, kind === 'email');
    if (kind === 'email' && !emailTo.split(',').every((a) => EMAIL.test(a.trim()))) {
      throw badInput('收件人须为以逗号分隔的邮箱地址', 'Recipients must be e-mail addresses separated by commas');
    }
    const events = input.events === undefined || input.events === null ? [...ALERT_EVENT_KINDS] : input.events;
    if (!Array.isArray(events) || events.length === 0 || !events.every((e) => ALERT_EVENT_KINDS.includes(e as AlertEventKind))) {
      throw badInput(`事件须为 ${ALERT_EVENT_KINDS.join('、')} 中的至少一项`, `Events must be one or more of ${ALERT_EVENT_KINDS.join(', ')}`);
    }
    let apiId: number | null = null;
    if (input.apiId !== undefined && input.apiId !== null) {
      if (typeof input.apiId !== 'number' || !Number.isInteger(input.apiId) || input.apiId < 1) throw badInput('接口编号无效', 'Invalid API id');
      apiId = (await requireOwnerOrAdmin(this.ds, user, input.apiId)).id;
    }
    const owner = user.role === 'ADMIN' ? null : user.id;
    // One owner's creations one at a time (a transaction-scoped lock): parallel requests could all pass the
    // count before any had inserted, past the limit.
    const {
      rows: [row],
    } = await declaredWrite(statusCache.writes.alertChannel(), () =>
      this.ds.transaction(async (em) => {
        if (owner !== null) {
          await this.sql.all(lockOwner, [owner], em);
          const { n } = (await this.sql.first(ownedCount, [owner], em))!;
          if (n >= MAX_CHANNELS_PER_OWNER) throw badInput(`每个账号最多 ${MAX_CHANNELS_PER_OWNER} 个告警渠道`, `At most ${MAX_CHANNELS_PER_OWNER} alert channels per account`);
        }
        return this.sql.run(createCommand, [kind, name, url, secret, emailTo, [...new Set(events as string[])], owner, apiId], em);
      }),
    );
    return this.one(user, row!.id);
  }

  async setEnabled(actor: Actor, id: number, enabled: boolean): Promise<AlertChannel> {
    const user = authorize(actor, statusPolicy.manageChannels);
    await this.one(user, id);
    await declaredWrite(statusCache.writes.alertChannel(), () => this.sql.run(enableCommand, [id, enabled]));
    return this.one(user, id);
  }

  async remove(actor: Actor, id: number): Promise<boolean> {
    const user = authorize(actor, statusPolicy.manageChannels);
    await this.one(user, id);
    await declaredWrite(statusCache.writes.alertChannel(), () => this.sql.run(deleteCommand, [id]));
    return true;
  }

  /** Queues a test message for the channel and sends it now; the delivery (with its answer) is returned. */
  async test(actor: Actor, id: number): Promise<AlertDelivery> {
    const user = authorize(actor, statusPolicy.manageChannels);
    await this.one(user, id);
    return this.deliveries.sendTest(id);
  }

  /** The channel as the caller may see it: administrators any, creators their own (others: not found). */
  async one(user: AuthUser, id: number): Promise<AlertChannel> {
    const row = user.role === 'ADMIN' ? await this.sql.first(CHANNELS.one, [id]) : await this.sql.first(CHANNELS.ownedOne, [id, user.id]);
    if (!row) throw notFound('告警渠道不存在', 'Alert channel not found');
    return present(row);
  }
}

function present(r: ChannelRow): AlertChannel {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    target: maskTarget(r.kind, r.url),
    hasSecret: r.secret.length > 0,
    emailTo: r.email_to,
    events: r.events,
    apiId: r.api_id,
    apiName: r.api_name,
    ownerAccount: r.owner_account,
    enabled: r.enabled,
    lastError: r.last_error,
    lastErrorAt: r.last_error_at,
    lastDeliveredAt: r.last_delivered_at,
    createdAt: r.created_at,
  };
}
