import { authorize, can, type Actor } from '../../core/policy.js';
import { communityPolicy } from './community.policy.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { Field, Int, ObjectType } from 'type-graphql';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput, notFound, type Lang } from '../../core/errors.js';
import type { OpenCallInput, OpenCallService } from '../open-call/open-call.service.js';
import { attachedCallJson, type AttachedCall } from '../open-call/call-attachment.types.js';

/**
 * The attachment, and the API the comment or report is about (an attachment is of a call to that API, or
 * names its own); `internal` for an administrators' problem report, which is no creator's to see.
 */
const snapshotRow = z.object({ attached_call: attachedCallJson.nullable(), api_id: z.number().nullable(), internal: z.boolean() });
const commentSnapshotStatement = statement<[id: number], typeof snapshotRow>(
  'community.replay-comment',
  `SELECT attached_call, api_id, false AS internal FROM comment WHERE id = $1`,
  snapshotRow,
);
const feedbackSnapshotStatement = statement<[id: number], typeof snapshotRow>(
  'community.replay-feedback',
  `SELECT attached_call, api_id, kind = 'admin' AS internal FROM feedback WHERE id = $1`,
  snapshotRow,
);
const creatorRow = z.object({ creator_id: z.number().nullable() });
const creatorStatement = statement<[apiId: number], typeof creatorRow>(
  'community.replay-api',
  `SELECT creator_id FROM api WHERE id = $1`,
  creatorRow,
);

/** Shown answer bodies are capped; the creator sees that it was cut. */
const MAX_BODY_CHARS = 64 * 1024;

@ObjectType({ description: 'The answer of a replayed attached call.' })
export class ReplayResult {
  @Field(() => Int)
  status: number;

  @Field(() => String, { nullable: true })
  contentType: string | null;

  @Field({ description: 'The answer as text, at most 64 KiB.' })
  body: string;

  @Field()
  truncated: boolean;

  @Field(() => Int)
  responseTimeMs: number;

  @Field(() => String, { nullable: true, description: 'The API version that answered (Api-Version).' })
  apiVersion: string | null;

  @Field(() => String, { nullable: true, description: 'A deprecated version’s Deprecation header (RFC 9745, @<unix seconds>).' })
  deprecation: string | null;

  @Field(() => String, { nullable: true, description: 'A deprecated version’s Sunset header (RFC 8594 HTTP-date).' })
  sunset: string | null;

  @Field(() => String, { nullable: true, description: 'A deprecated version’s Link to its successor (rel="successor-version").' })
  link: string | null;
}

/** Where the attachment lives. */
export type ReplaySource = { commentId: number } | { feedbackId: number };

/**
 * Replays an attached call through the normal open-call path, as the API's creator (or an admin):
 * same method, the parameters as query pairs and, for non-GET methods, also as a JSON body (SPEC §7 test call).
 */
export class CallReplayService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  /** `openCall` is the open-call feature's service (created beside this one). */
  async replay(
    source: ReplaySource,
    actor: Actor,
    ctx: { ip: string; userAgent: string; lang: Lang },
    openCall: Pick<OpenCallService, 'call'>,
  ): Promise<ReplayResult> {
    const user = authorize(actor, communityPolicy.replayAttachedCall);
    const snapshot = await this.authorised(source, user);
    const params = Object.fromEntries(snapshot.params.map((p) => [p.name, p.value]));
    const started = performance.now();
    const result = await openCall.call({
      apiId: snapshot.apiId,
      method: snapshot.method as OpenCallInput['method'],
      query: params,
      body: snapshot.method === 'GET' ? undefined : params,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      lang: ctx.lang,
      userId: user.id,
      apiKey: undefined,
      // The version the original call was served by (issue #30): its deprecation headers come back too.
      version: snapshot.version ?? undefined,
    });
    const text = typeof result.body === 'string' ? result.body : result.body.toString('utf8');
    return {
      status: result.status,
      contentType: result.contentType ?? null,
      body: text.slice(0, MAX_BODY_CHARS),
      truncated: text.length > MAX_BODY_CHARS,
      responseTimeMs: Math.round(performance.now() - started),
      apiVersion: result.headers?.['api-version'] ?? null,
      deprecation: result.headers?.deprecation ?? null,
      sunset: result.headers?.sunset ?? null,
      link: result.headers?.link ?? null,
    };
  }

  /** The snapshot, for an administrator or the creator of the API it was made to (of a comment or public feedback). */
  private async authorised(source: ReplaySource, user: AuthUser): Promise<AttachedCall> {
    const row =
      'commentId' in source
        ? await this.sql.first(commentSnapshotStatement, [source.commentId])
        : await this.sql.first(feedbackSnapshotStatement, [source.feedbackId]);
    const missing = () => notFound('记录不存在', 'Not found');
    if (!row) throw missing();
    const snapshot = row.attached_call;
    const apiId = snapshot?.apiId ?? row.api_id;
    const api = apiId !== null ? await this.sql.first(creatorStatement, [apiId]) : null;
    // An administrators' internal report belongs to no creator (myBugReports does not show it either).
    const entitled = can(user, communityPolicy.replayCallOf, { creatorId: row.internal ? null : (api?.creator_id ?? null) });
    // Only the API's creator or an admin learns anything about the record — even that it has no call
    // attached: others get what a missing id gets (feedback ids are no one else's to probe).
    if (!entitled) throw missing();
    if (!snapshot) throw badInput('没有附加的调用记录', 'No call is attached');
    if (!api) throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
    return snapshot;
  }
}
