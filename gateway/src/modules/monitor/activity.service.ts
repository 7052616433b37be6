import { authorize, type Actor } from '../../core/policy.js';
import { activityPolicy } from './monitor.policy.js';
import { type DataSource, LessThan, type Repository } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { monitorCache } from './monitor.cache.js';
import { badInput } from '../../core/errors.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { ActivityEventEntity, ActivityKinds, type ActivityKindName } from './activity-event.entity.js';
import type { ActivityEvent, ActivityKind } from './activity.types.js';

/** What a feature reports; the texts are shown as they are (zh and en). */
export interface ActivityInput {
  kind: ActivityKindName | ActivityKind;
  title: string;
  titleEn: string;
  actor?: string;
  apiId?: number | null;
}

/** An entry stored; an API id that does not exist (or no longer does) is kept as no link. */
const insertedRow = z.object({ id: z.number(), api_id: z.number().nullable(), created_at: z.date() });
const insertEvent = command<[kind: string, title: string, titleEn: string, actor: string, apiId: number | null], typeof insertedRow>(
  'activity.insert',
  `INSERT INTO activity_event (kind, title, title_en, actor, api_id)
   VALUES ($1, $2, $3, $4, (SELECT id FROM api WHERE id = $5))
   RETURNING id, api_id, created_at`,
  insertedRow,
);

const MAX_TITLE = 200;
const MAX_ACTOR = 64;

function toEvent(e: ActivityEventEntity): ActivityEvent {
  return {
    id: e.id,
    kind: e.kind as ActivityKind,
    title: e.title,
    titleEn: e.titleEn,
    actor: e.actor,
    apiId: e.apiId,
    createdAt: e.createdAt,
  };
}

/**
 * The platform activity log. Other features call `record()` after their own change has committed
 * (API published or shut down, alert raised, user registered, feedback received); the entry is stored
 * and pushed to `activityLog` subscribers through the shared pubsub, so with Redis every gateway's
 * admins see it.
 */
export class ActivityService {
  private readonly events: Repository<ActivityEventEntity>;
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly pubsub: AppPubSub,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.events = ds.getRepository(ActivityEventEntity);
    this.sql = sqlOn(ds);
  }

  /**
   * For callers whose own change has already committed (a registration, a feedback, a publish): the
   * entry is written, but a failure is logged, never turned into the caller's error — the caller's
   * change happened, and an error would make its client retry something that now cannot succeed.
   */
  async recordAfterCommit(input: ActivityInput): Promise<void> {
    try {
      await this.record(input);
    } catch (err) {
      this.onError(err);
    }
  }

  async record(input: ActivityInput): Promise<ActivityEvent> {
    const title = input.title.trim();
    const titleEn = input.titleEn.trim();
    if (!ActivityKinds.includes(input.kind as ActivityKindName)) {
      throw badInput(`未知的活动类型：${input.kind}`, `Unknown activity kind: ${input.kind}`);
    }
    if (!title || !titleEn || title.length > MAX_TITLE || titleEn.length > MAX_TITLE) {
      throw badInput(
        `活动标题须为 1–${MAX_TITLE} 个字符`,
        `Activity titles must be 1–${MAX_TITLE} characters`,
      );
    }
    const actor = (input.actor ?? '').trim().slice(0, MAX_ACTOR);
    // A wrong id, or an API deleted meanwhile, must not lose the entry: it is kept without the link.
    const {
      rows: [row],
    } = await declaredWrite(monitorCache.writes.activity(), () =>
      this.sql.run(insertEvent, [input.kind, title, titleEn, actor, input.apiId ?? null]),
    );
    const event: ActivityEvent = {
      id: row!.id,
      kind: input.kind as ActivityKind,
      title,
      titleEn,
      actor,
      apiId: row!.api_id,
      createdAt: row!.created_at,
    };
    this.pubsub.publish(Topic.ActivityAdded, event);
    return event;
  }

  /** Newest first; `beforeId` pages back. */
  async list(actor: Actor, q: { limit: number; beforeId?: number | null }): Promise<ActivityEvent[]> {
    authorize(actor, activityPolicy.read);
    const rows = await this.events.find({
      where: q.beforeId ? { id: LessThan(q.beforeId) } : {},
      order: { id: 'DESC' },
      take: q.limit,
    });
    return rows.map(toEvent);
  }

  /** New entries as they are recorded (on any gateway sharing the pubsub). */
  /** The stream, for a console that asks (administrators). */
  hear(actor: Actor): AsyncIterable<ActivityEvent> {
    authorize(actor, activityPolicy.read);
    return this.stream();
  }

  stream(): AsyncIterable<ActivityEvent> {
    return this.pubsub.subscribe(Topic.ActivityAdded);
  }
}
