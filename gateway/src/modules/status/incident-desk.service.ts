import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { statusCache } from './status.cache.js';
import { authorize, type Actor } from '../../core/policy.js';
import { statusPolicy } from './status.policy.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import type { AlertDeliveryService } from './alert-delivery.service.js';
import type { StatusEvaluatorService } from './status-evaluator.service.js';
import { requireOwnerOrAdmin } from './status-access.service.js';
import { INCIDENT_PHASES, type IncidentPhase, wholeMinutesOf } from './status.rules.js';
import { INCIDENTS, MAINTENANCE, type StatusService } from './status.service.js';
import type { Incident, MaintenanceWindow } from './status.types.js';

const incidentRow = z.object({ api_id: z.number(), state: z.string() });
const incidentOf = statement<[id: number], typeof incidentRow>('incident-desk.incident', `SELECT api_id, state FROM status_incident WHERE id = $1`, incidentRow);
const idRow = z.object({ id: z.string() });
const addUpdate = command<[incidentId: number, phase: string, body: string, bodyEn: string, authorId: number], typeof idRow>(
  'incident-desk.update',
  `INSERT INTO status_incident_update (incident_id, phase, body, body_en, author_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
  idRow,
);
const resolveIncident = command<[id: number]>('incident-desk.resolve', `UPDATE status_incident SET state = 'resolved', resolved_at = now() WHERE id = $1`);
// The runs start again: a new outage opens a new incident.
const restartRuns = command<[apiId: number]>(
  'incident-desk.restart-runs',
  `UPDATE status_tracker SET down_run = 0, up_run = 0, first_down = NULL, first_up = NULL WHERE api_id = $1`,
);
const scheduleCommand = command<[apiId: number, startsAt: Date, endsAt: Date, title: string, titleEn: string, createdBy: number], typeof idRow>(
  'incident-desk.schedule',
  `INSERT INTO status_maintenance (api_id, starts_at, ends_at, title, title_en, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
  idRow,
);
const windowRow = z.object({ api_id: z.number() });
const windowOf = statement<[id: number], typeof windowRow>('incident-desk.window', `SELECT api_id FROM status_maintenance WHERE id = $1`, windowRow);
const cancelCommand = command<[id: number]>('incident-desk.cancel', `DELETE FROM status_maintenance WHERE id = $1`);

/** What the API's creator and administrators write on the status page: incident updates and maintenance. */
export class IncidentDeskService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly pubsub: AppPubSub,
    private readonly deliveries: AlertDeliveryService,
    private readonly evaluator: StatusEvaluatorService,
    private readonly status: StatusService,
  ) {
    this.sql = sqlOn(ds);
  }

  /** An update on an incident (zh/en) by the API's creator or an administrator; `resolved` closes it. */
  async postUpdate(actor: Actor, incidentId: number, input: { phase: string; body: string; bodyEn: string }): Promise<Incident> {
    const user = authorize(actor, statusPolicy.manageApiStatus);
    const inc = await this.sql.first(incidentOf, [incidentId]);
    if (!inc) throw notFound('故障事件不存在', 'Incident not found');
    const api = await requireOwnerOrAdmin(this.ds, user, inc.api_id);
    if (!INCIDENT_PHASES.includes(input.phase as IncidentPhase)) {
      throw badInput(`阶段只能是 ${INCIDENT_PHASES.join('、')}`, `The phase must be one of ${INCIDENT_PHASES.join(', ')}`);
    }
    const body = checkText(input.body, '中文内容', 'The Chinese text', 1000);
    const bodyEn = checkText(input.bodyEn, '英文内容', 'The English text', 1000);
    const notices: Array<[number, NotificationEvent]> = [];
    await declaredWrite(statusCache.writes.incidentDesk(), () => this.ds.transaction(async (em) => {
      const {
        rows: [update],
      } = await this.sql.run(addUpdate, [incidentId, input.phase, body, bodyEn, user.id], em);
      if (input.phase === 'resolved' && inc.state === 'open') {
        await this.sql.run(resolveIncident, [incidentId], em);
        await this.sql.run(restartRuns, [api.id], em);
      }
      await this.deliveries.enqueue(
        { key: `incident:${incidentId}:update:${update!.id}`, kind: 'incident', apiId: api.id, title: `故障更新：${api.name}`, titleEn: `Incident update: ${api.nameEn}`, text: body, textEn: bodyEn },
        em,
      );
      await this.evaluator.notifyFollowers(em, api.id, { zh: `「${api.name}」故障更新：${body}`, en: `"${api.nameEn}" incident update: ${bodyEn}` }, notices);
    }));
    for (const [userId, event] of notices) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    const [view] = await this.status.incidents(INCIDENTS.one, [incidentId]);
    return view!;
  }

  /**
   * A maintenance window (no incident, no alert while it lasts; shown on the page), stored in whole minutes:
   * its start rounded up and its end down (`wholeMinutesOf`), so it never covers time outside what was asked.
   */
  async scheduleMaintenance(actor: Actor, input: { apiId: number; startsAt: Date; endsAt: Date; title: string; titleEn: string }): Promise<MaintenanceWindow> {
    const user = authorize(actor, statusPolicy.manageApiStatus);
    await requireOwnerOrAdmin(this.ds, user, input.apiId);
    const title = checkText(input.title, '中文标题', 'The Chinese title', 120);
    const titleEn = checkText(input.titleEn, '英文标题', 'The English title', 120);
    const asked = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
    if (Number.isNaN(asked.startsAt.getTime()) || Number.isNaN(asked.endsAt.getTime()) || asked.endsAt <= asked.startsAt) {
      throw badInput('结束时间须晚于开始时间', 'The end must be after the start');
    }
    // Whole minutes inside the announced time (status.rules.ts): the page judges per minute.
    const { startsAt: starts, endsAt: ends } = wholeMinutesOf(asked.startsAt, asked.endsAt);
    if (ends <= starts) {
      throw badInput(
        '维护窗口须包含至少一个完整的分钟（开始时间向后、结束时间向前取整到分钟）',
        'A maintenance window must hold at least one whole minute (its start is rounded up and its end down to the minute)',
      );
    }
    if (ends.getTime() - starts.getTime() > 7 * 86_400_000) throw badInput('维护窗口最长 7 天', 'A maintenance window lasts at most 7 days');
    if (ends.getTime() < Date.now()) throw badInput('维护窗口已经结束', 'The maintenance window has already ended');
    const {
      rows: [row],
    } = await declaredWrite(statusCache.writes.incidentDesk(), () => this.sql.run(scheduleCommand, [input.apiId, starts, ends, title, titleEn, user.id]));
    const [view] = await this.status.maintenance(MAINTENANCE.one, [Number(row!.id)]);
    return view!;
  }

  async cancelMaintenance(actor: Actor, id: number): Promise<boolean> {
    const user = authorize(actor, statusPolicy.manageApiStatus);
    const w = await this.sql.first(windowOf, [id]);
    if (!w) throw notFound('维护窗口不存在', 'Maintenance window not found');
    await requireOwnerOrAdmin(this.ds, user, w.api_id);
    await declaredWrite(statusCache.writes.incidentDesk(), () => this.sql.run(cancelCommand, [id]));
    return true;
  }
}

function checkText(v: unknown, zh: string, en: string, max: number): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) throw badInput(`请填写${zh}`, `${en} is required`);
  if ([...s].length > max) throw new AppError('BAD_USER_INPUT', { zh: `${zh}不能超过 ${max} 个字符`, en: `${en} must be at most ${max} characters` });
  return s;
}
