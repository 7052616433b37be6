import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { statusCache } from './status.cache.js';
import { authorize, type Actor } from '../../core/policy.js';
import { statusPolicy } from './status.policy.js';
import { notFound } from '../../core/errors.js';
import { untrackedWrite } from '../../core/request-writes.js';
import { AlertSenders, DeliveryRefused, type AlertMessage, type ChannelTarget } from './alert-senders.js';
import { failureText } from './outbound.js';
import { CHANNEL_KINDS, DELIVERY_STATES, retryDelaySeconds, type AlertEventKind } from './status.rules.js';
import type { AlertDelivery } from './status.types.js';

/**
 * An event for the alert channels. `key` is its identity: one delivery per channel and key, so the same
 * state change announced twice (two gateways, a retry of the code that emits it) is sent once.
 */
export interface AlertEvent {
  key: string;
  kind: AlertEventKind | 'test';
  apiId: number | null;
  title: string;
  titleEn: string;
  text: string;
  textEn: string;
  link?: string | null;
  /**
   * The account the event is about beyond the API's creator: a quota crossing's subscriber, whose own
   * channels that route the kind receive it too (the API's creator's and the platform's still do).
   */
  subscriberId?: number | null;
  /**
   * When it happened (default: now). A maintenance window silences what happened inside it: an incident
   * that opened before a window and is judged, or queued, once the window runs is still announced.
   */
  at?: Date | null;
}

/** How long a claimed delivery is held by the gateway sending it (longer than any send may take). */
const LEASE_SECONDS = 300;

const claimedRow = z.object({
  id: z.string(),
  event_key: z.string(),
  event_kind: z.string(),
  api_id: z.number().nullable(),
  payload: z.object({
    title: z.string(),
    titleEn: z.string(),
    text: z.string(),
    textEn: z.string(),
    link: z.string().nullable().optional(),
    occurredAt: z.string(),
  }),
  attempts: z.number(),
  channel_id: z.number(),
  kind: z.enum(CHANNEL_KINDS),
  url: z.string(),
  secret: z.string(),
  email_to: z.string(),
});
type Claimed = z.infer<typeof claimedRow>;

const claimWhere = <P extends readonly unknown[]>(name: string, filter: string) =>
  command<P, typeof claimedRow>(
    `alert-delivery.claim-${name}`,
    `UPDATE alert_delivery d SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
       FROM alert_channel c
      WHERE c.id = d.channel_id AND d.id IN (SELECT x.id FROM alert_delivery x
             WHERE x.state = 'pending' AND x.next_attempt_at <= now() AND ${filter}
             ORDER BY x.next_attempt_at LIMIT $1 FOR UPDATE OF x SKIP LOCKED)
     RETURNING d.id, d.event_key, d.event_kind, d.api_id, d.payload, d.attempts, c.id AS channel_id, c.kind, c.url, c.secret, c.email_to`,
    claimedRow,
  );
/** Due deliveries, up to $1. */
const claimDue = claimWhere<[limit: number]>('due', 'true');
/** One delivery ($2) if it is due. */
const claimOne = claimWhere<[limit: number, id: string]>('one', 'x.id = $2');

const idRow = z.object({ id: z.string() });
const enqueueCommand = command<
  [key: string, kind: string, apiId: number | null, payload: string, subscriberId: number | null, at: string | null],
  typeof idRow
>(
  'alert-delivery.enqueue',
  `INSERT INTO alert_delivery (channel_id, event_key, event_kind, api_id, payload)
   SELECT c.id, $1, $2, $3, $4::jsonb FROM alert_channel c
    WHERE c.enabled AND $2 = ANY (c.events)
      AND (c.api_id IS NULL OR c.api_id = $3)
      AND (c.owner_id IS NULL OR c.owner_id = $5::int
           OR EXISTS (SELECT 1 FROM api a JOIN creator cr ON cr.id = a.creator_id WHERE a.id = $3 AND cr.user_id = c.owner_id))
      AND NOT EXISTS (SELECT 1 FROM status_maintenance w
                       WHERE w.api_id = $3 AND coalesce($6::timestamptz, now()) >= w.starts_at AND coalesce($6::timestamptz, now()) < w.ends_at)
   ON CONFLICT (channel_id, event_key) DO NOTHING RETURNING id`,
  idRow,
);
const cursorRow = z.object({ last_id: z.string() });
const routeCursor = statement<[], typeof cursorRow>(
  'alert-delivery.route-cursor',
  `SELECT last_id FROM alert_route_cursor WHERE source = 'api_alert' FOR UPDATE SKIP LOCKED`,
  cursorRow,
);
const apiAlertRow = z.object({ id: z.string(), api_id: z.number(), kind: z.string(), message: z.string(), message_en: z.string(), name: z.string() });
const apiAlertsAfter = statement<[lastId: string], typeof apiAlertRow>(
  'alert-delivery.api-alerts',
  `SELECT al.id, al.api_id, al.kind, al.message, al.message_en, a.name FROM api_alert al JOIN api a ON a.id = al.api_id
    WHERE al.id > $1 ORDER BY al.id LIMIT 500`,
  apiAlertRow,
);
const moveCursor = command<[lastId: string]>('alert-delivery.move-cursor', `UPDATE alert_route_cursor SET last_id = $1 WHERE source = 'api_alert'`);
const testCommand = command<[channelId: number, key: string, payload: string], typeof idRow>(
  'alert-delivery.test',
  `INSERT INTO alert_delivery (channel_id, event_key, event_kind, payload) VALUES ($1, $2, 'test', $3::jsonb) RETURNING id`,
  idRow,
);
const attemptCommand = command<[deliveryId: string, ok: boolean, status: number | null, answer: string | null, error: string | null, gateway: string]>(
  'alert-delivery.attempt',
  `INSERT INTO alert_delivery_attempt (delivery_id, ok, status, answer, error, gateway) VALUES ($1, $2, $3, $4, $5, $6)`,
);
const outcomeCommand = command<[id: string, state: string, error: string | null, status: number | null, ok: boolean, retrySeconds: number]>(
  'alert-delivery.outcome',
  `UPDATE alert_delivery SET state = $2, last_error = $3, last_status = $4,
          delivered_at = CASE WHEN $5 THEN now() END,
          next_attempt_at = CASE WHEN $2 = 'pending' THEN now() + make_interval(secs => $6) ELSE next_attempt_at END
    WHERE id = $1`,
);
const channelDelivered = command<[channelId: number]>(
  'alert-delivery.channel-delivered',
  `UPDATE alert_channel SET last_delivered_at = now(), last_error = NULL, last_error_at = NULL WHERE id = $1`,
);
const channelFailed = command<[channelId: number, error: string | null]>(
  'alert-delivery.channel-failed',
  `UPDATE alert_channel SET last_error = $2, last_error_at = now() WHERE id = $1`,
);

const deliveryRow = z.object({
  id: z.number(),
  channelId: z.number(),
  channelName: z.string(),
  channelKind: z.string(),
  eventKind: z.string(),
  eventKey: z.string(),
  apiId: z.number().nullable(),
  title: z.string(),
  titleEn: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  lastStatus: z.number().nullable(),
  createdAt: z.date(),
  deliveredAt: z.date().nullable(),
  nextAttemptAt: z.date().nullable(),
  total: z.number(),
});
type DeliveryRow = z.infer<typeof deliveryRow>;
/** A page of the log ($1 limit, $2 offset) narrowed by `where`. */
const deliveriesWhere = <P extends readonly unknown[]>(name: string, where: string) =>
  statement<P, typeof deliveryRow>(
    `alert-delivery.log-${name}`,
    `SELECT d.id::int, d.channel_id AS "channelId", c.name AS "channelName", c.kind AS "channelKind", d.event_kind AS "eventKind",
            d.event_key AS "eventKey", d.api_id AS "apiId", d.payload->>'title' AS title, d.payload->>'titleEn' AS "titleEn",
            d.state, d.attempts, d.last_error AS "lastError", d.last_status AS "lastStatus", d.created_at AS "createdAt",
            d.delivered_at AS "deliveredAt", CASE WHEN d.state = 'pending' THEN d.next_attempt_at END AS "nextAttemptAt",
            count(*) OVER ()::int AS total
       FROM alert_delivery d JOIN alert_channel c ON c.id = d.channel_id ${where}
      ORDER BY d.created_at DESC, d.id DESC LIMIT $1 OFFSET $2`,
    deliveryRow,
  );
type Page = [limit: number, offset: number];
const LOG = {
  all: deliveriesWhere<Page>('all', ''),
  owner: deliveriesWhere<[...Page, ownerId: number]>('owner', 'WHERE c.owner_id = $3'),
  channel: deliveriesWhere<[...Page, channelId: number]>('channel', 'WHERE d.channel_id = $3'),
  ownerChannel: deliveriesWhere<[...Page, ownerId: number, channelId: number]>('owner-channel', 'WHERE c.owner_id = $3 AND d.channel_id = $4'),
  one: deliveriesWhere<[...Page, id: number]>('one', 'WHERE d.id = $3'),
};
const attemptRow = z.object({
  deliveryId: z.number(),
  attemptedAt: z.date(),
  ok: z.boolean(),
  status: z.number().nullable(),
  answer: z.string().nullable(),
  error: z.string().nullable(),
});
const attemptsOf = statement<[deliveryIds: number[]], typeof attemptRow>(
  'alert-delivery.attempts',
  `SELECT delivery_id::int AS "deliveryId", attempted_at AS "attemptedAt", ok, status, answer, error
     FROM alert_delivery_attempt WHERE delivery_id = ANY ($1) ORDER BY attempted_at, id`,
  attemptRow,
);

/**
 * The durable delivery queue (PostgreSQL): `enqueue` writes one row per matching channel (the hook every
 * feature calls: incidents, interface alerts, shutdowns; quota crossings and deprecations when their
 * features emit them), `tick` claims due rows with FOR UPDATE SKIP LOCKED (one gateway sends each),
 * sends them and records every attempt with the receiver's answer; failures retry with backoff until
 * `maxAttempts`. Rows survive a restart: a claim whose gateway died is due again after its lease.
 */
export class AlertDeliveryService {
  private running: Promise<number> | null = null;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly senders: AlertSenders,
    private readonly opts: { gatewayId: string; maxAttempts: number; statusPageUrl: (apiId: number | null) => string | null },
  ) {
    this.sql = sqlOn(ds);
  }

  /**
   * Queues the event for every enabled channel whose rules take it: the event kind is among the
   * channel's, and the channel is the platform's (all APIs, or the one it names), a creator's for an
   * API of theirs, or the event's subscriber's (a quota crossing of their subscription). Nothing is queued
   * for what happened inside a maintenance window of its API (`at`). Returns how many were queued.
   */
  async enqueue(event: AlertEvent, em: EntityManager = this.ds.manager): Promise<number> {
    const payload = {
      title: event.title,
      titleEn: event.titleEn,
      text: event.text,
      textEn: event.textEn,
      link: event.link ?? this.opts.statusPageUrl(event.apiId),
      occurredAt: new Date().toISOString(),
    };
    const { rows } = await this.sql.run(enqueueCommand, [event.key, event.kind, event.apiId, JSON.stringify(payload), event.subscriberId ?? null, event.at?.toISOString() ?? null], em);
    return rows.length;
  }

  /**
   * Routes the interface alerts and shutdowns the traffic policies wrote to `api_alert` since the last
   * run (a cursor row, locked while it moves, so two gateways never route one alert twice — and the
   * dedupe key would drop a second copy anyway).
   */
  async routeApiAlerts(): Promise<number> {
    return this.ds.transaction(async (em) => {
      const cursor = await this.sql.first(routeCursor, [], em);
      if (!cursor) return 0;
      const alerts = await this.sql.all(apiAlertsAfter, [cursor.last_id], em);
      let queued = 0;
      for (const al of alerts) {
        const kind: AlertEventKind = al.kind === 'shutdown' ? 'shutdown' : 'interface_alert';
        queued += await this.enqueue(
          {
            key: `api_alert:${al.id}`,
            kind,
            apiId: al.api_id,
            title: kind === 'shutdown' ? `接口已自动下架：${al.name}` : `接口告警：${al.name}`,
            titleEn: kind === 'shutdown' ? `API shut down: ${al.name}` : `Interface alert: ${al.name}`,
            text: al.message,
            textEn: al.message_en,
          },
          em,
        );
      }
      const last = alerts.at(-1);
      if (last) await this.sql.run(moveCursor, [last.id], em);
      return queued;
    });
  }

  /** One round of the worker; never overlaps itself on one gateway. Returns how many were attempted. */
  tick(): Promise<number> {
    this.running ??= untrackedWrite(async () => {
      await this.routeApiAlerts();
      const { rows: claimed } = await this.sql.run(claimDue, [20]);
      await Promise.all(claimed.map((d) => this.attempt(d)));
      return claimed.length;
    }).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A test message for one channel, queued like any event (so it is in the log) and sent at once. */
  async sendTest(channelId: number): Promise<AlertDelivery> {
    const key = `test:${randomUUID()}`;
    const payload = {
      title: 'API 市场告警渠道测试',
      titleEn: 'API Market alert channel test',
      text: '这是一条测试消息：收到即表示该告警渠道配置正确。',
      textEn: 'This is a test message: if you can read it, the alert channel works.',
      link: this.opts.statusPageUrl(null),
      occurredAt: new Date().toISOString(),
    };
    // The test delivery and its attempt: no cached answer shows them (status.cache.ts).
    const { rows: [row] } = await declaredWrite(statusCache.writes.alertChannel(), () =>
      this.sql.run(testCommand, [channelId, key, JSON.stringify(payload)]),
    );
    const { rows: claimed } = await declaredWrite(statusCache.writes.alertChannel(), () => this.sql.run(claimOne, [1, row!.id]));
    await untrackedWrite(() => Promise.all(claimed.map((d) => this.attempt(d))));
    return this.one(Number(row!.id));
  }

  private async attempt(d: Claimed): Promise<void> {
    const message: AlertMessage = {
      deliveryId: Number(d.id),
      key: d.event_key,
      kind: d.event_kind,
      apiId: d.api_id,
      title: d.payload.title,
      titleEn: d.payload.titleEn,
      text: d.payload.text,
      textEn: d.payload.textEn,
      link: d.payload.link ?? null,
      occurredAt: d.payload.occurredAt,
    };
    const target: ChannelTarget = { kind: d.kind, url: d.url, secret: d.secret, emailTo: d.email_to };
    try {
      const result = await this.senders.send(target, message);
      await this.record(d, true, result.status, result.answer, null);
    } catch (err) {
      const answered = err instanceof DeliveryRefused ? err.result : { status: null, answer: null };
      const why = err instanceof DeliveryRefused ? { zh: err.message, en: err.message } : failureText(err);
      await this.record(d, false, answered.status, answered.answer, `${why.en}${why.zh !== why.en ? ` · ${why.zh}` : ''}`);
    }
  }

  private async record(d: Claimed, ok: boolean, status: number | null, answer: string | null, error: string | null): Promise<void> {
    const giveUp = !ok && (d.event_kind === 'test' || d.attempts >= this.opts.maxAttempts);
    await this.ds.transaction(async (em) => {
      await this.sql.run(attemptCommand, [d.id, ok, status, answer, error, this.opts.gatewayId], em);
      await this.sql.run(outcomeCommand, [d.id, ok ? 'sent' : giveUp ? 'failed' : 'pending', error, status, ok, retryDelaySeconds(d.attempts)], em);
      if (ok) await this.sql.run(channelDelivered, [d.channel_id], em);
      else await this.sql.run(channelFailed, [d.channel_id, error], em);
    });
  }

  /** The delivery log, newest first: administrators all, creators their own channels'. */
  async list(actor: Actor, opts: { channelId?: number | null; page: number; pageSize: number }): Promise<{ items: AlertDelivery[]; total: number }> {
    const user = authorize(actor, statusPolicy.manageChannels);
    const page: Page = [opts.pageSize, (opts.page - 1) * opts.pageSize];
    const owner = user.role === 'ADMIN' ? null : user.id;
    const channel = opts.channelId || null;
    const rows =
      owner === null
        ? channel === null
          ? await this.sql.all(LOG.all, page)
          : await this.sql.all(LOG.channel, [...page, channel])
        : channel === null
          ? await this.sql.all(LOG.owner, [...page, owner])
          : await this.sql.all(LOG.ownerChannel, [...page, owner, channel]);
    return { total: rows[0]?.total ?? 0, items: await this.withLog(rows) };
  }

  async one(id: number): Promise<AlertDelivery> {
    const rows = await this.sql.all(LOG.one, [1, 0, id]);
    if (!rows[0]) throw notFound('投递记录不存在', 'Delivery not found');
    return (await this.withLog(rows))[0]!;
  }

  private async withLog(rows: DeliveryRow[]): Promise<AlertDelivery[]> {
    if (rows.length === 0) return [];
    const attempts = await this.sql.all(attemptsOf, [rows.map((r) => r.id)]);
    return rows.map(({ total: _total, ...r }) => ({
      ...r,
      log: attempts.filter((a) => a.deliveryId === r.id).map(({ deliveryId: _d, ...a }) => a),
    }));
  }
}
