import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Topic } from '../../graphql/pubsub.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { authoringPolicy, notificationPolicy } from './authoring.policy.js';
import type { ApiFormInput as ServiceForm } from './api-form.rules.js';
import type { MyApiDetailRow, MyApiRow, PendingRevisionRow } from './authoring.service.js';
import type { ApiRevisionService } from './api-revision.service.js';
import { presentChanges } from '../versions/change-classes.rules.js';
import { idempotentMutation, type IdempotencyService } from '../idempotency/idempotency.service.js';
import type { NotificationEvent } from './authoring.types.js';
import {
  ApiChangeEntry,
  ApiFormInput,
  ApiStatusChange,
  DeployType,
  MyApi,
  MyApiDetail,
  Notification,
  NotificationPage,
  PublishConfigInput,
  StoredPublishConfig,
  PendingRevision,
} from './authoring.types.js';
import type { AuthoringService } from './authoring.service.js';
import type { NotificationService } from './notification.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = {
  authoring: AuthoringService;
  notifications: NotificationService;
  revisions: ApiRevisionService;
  idempotency: IdempotencyService;
};

/** GraphQL's form as the service takes it: a field sent as null counts as left out (categoryId: null clears). */
const toForm = (i: ApiFormInput): ServiceForm => ({
  name: i.name ?? undefined,
  description: i.description ?? undefined,
  rqsType: i.requestMethod ?? undefined,
  apiurl: i.address ?? undefined,
  testurl: i.testUrl ?? undefined,
  resType: i.responseFormat ?? undefined,
  note: i.note ?? undefined,
  isneedtoken: i.needToken ?? undefined,
  prototype: i.isPrototype ?? undefined,
  category: i.categoryId,
  tags: i.tagIds ?? undefined,
  icon: i.iconKey ?? undefined,
  parameters: i.parameters ?? undefined,
  respose: i.responseExample ?? undefined,
  responseSchema: i.responseSchema ?? undefined,
});

const toPendingRevision = (r: PendingRevisionRow): PendingRevision => ({
  ...r,
  changes: presentChanges(r.changes),
  requestMethod: r.method,
  parameters: r.params.map((p) => ({ name: p.name, type: p.type, required: p.required, note: p.note, example: p.example, location: p.location })),
});

const toMyApi = (a: MyApiRow): MyApi => ({
  ...a,
  requestMethod: a.method,
  pendingRevision: a.pendingRevision && toPendingRevision(a.pendingRevision),
});
const toMyApiDetail = (a: MyApiDetailRow): MyApiDetail => ({
  ...toMyApi(a),
  responseExample: a.responseExample,
  responseSchema: a.responseSchema,
  parameters: a.parameters,
  tagIds: a.tagIds,
  iconKey: a.iconKey,
});

/** The creator's "My API" over GraphQL; the same service and rules as the REST paths. */
@Resolver()
export class AuthoringResolver {
  @Gate(authoringPolicy.readOwn)
  @Query(() => [MyApi], { description: 'The caller’s own APIs; status -1 also matches -2 (both drafts).' })
  async myApis(
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('status', () => Int, { nullable: true }) status: number | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<MyApi[]> {
    const filter = { name: name?.slice(0, 100), status: status ?? undefined };
    return (await ctx.services.authoring.listOwn(ctx.user, filter)).map(toMyApi);
  }

  @Gate(authoringPolicy.readOwn)
  @Query(() => MyApiDetail, { description: 'One of the caller’s own APIs, with its parameters and sample response.' })
  async myApi(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<MyApiDetail> {
    return toMyApiDetail(await ctx.services.authoring.getOwnDetail(ctx.user, id));
  }

  @Gate(authoringPolicy.readOwn)
  @Query(() => StoredPublishConfig, {
    nullable: true,
    description: 'The rollout request stored for one of the caller’s APIs; null before the first.',
  })
  async publishConfig(
    @Arg('apiId', () => Int) apiId: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<StoredPublishConfig | null> {
    const c = await ctx.services.authoring.publishConfig(ctx.user, apiId);
    return c && { ...c, deployType: c.deployType === 'gray' ? DeployType.GRAY : DeployType.FULL };
  }

  @Gate(authoringPolicy.readOwn)
  @Query(() => String, { description: 'Why the API failed review (未提供具体原因 when no reason was given).' })
  async apiRejectReason(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<string> {
    return (await ctx.services.authoring.rejectReason(ctx.user, id))[ctx.lang];
  }

  @Gate(authoringPolicy.create)
  @Mutation(() => MyApi, { description: 'A new API, as a draft (-1).' })
  async createApi(@Arg('input') input: ApiFormInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<MyApi> {
    return idempotentMutation(ctx.services.idempotency, ctx, 'createApi', input, async (unit) =>
      toMyApi(await ctx.services.authoring.create(ctx.user, toForm(input), unit)),
    );
  }

  @Gate(authoringPolicy.edit)
  @Mutation(() => MyApi, {
    description:
      'Descriptive fields change at once; a change of a listed API’s address, method, answer or parameters becomes its pendingRevision, reviewed and released before it serves.',
  })
  async updateApi(@Arg('id', () => Int) id: number, @Arg('input') input: ApiFormInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<MyApi> {
    return toMyApi((await ctx.services.authoring.update(ctx.user, id, toForm(input))).api);
  }

  @Query(() => [ApiChangeEntry], {
    description: 'The API’s change history (变更记录), newest first: each released revision and what changed against the one before.',
  })
  async apiChangeHistory(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiChangeEntry[]> {
    const entries = await ctx.services.revisions.history(apiId, ctx.user ?? null, ctx.lang);
    return entries.map((e) => ({ ...e, deployType: e.deployType === 'gray' ? DeployType.GRAY : DeployType.FULL }));
  }

  @Gate(authoringPolicy.changeStatus)
  @Mutation(() => ApiStatusChange, {
    description: 'Draft → 1 submits (review mode decides; an approved draft is released in full), 1 → 0 takes offline; anything else is refused (CONFLICT).',
  })
  async setApiStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => Int) status: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<ApiStatusChange> {
    const { api, published } = await ctx.services.authoring.changeStatus(ctx.user, id, status);
    return { api: toMyApi(api), published };
  }

  @Gate(authoringPolicy.resubmit)
  @Mutation(() => ApiStatusChange, {
    description:
      'From review failed (-3), or from offline (0) when a traffic policy shut the API down: back into review (CONFLICT otherwise).',
  })
  async resubmitApi(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiStatusChange> {
    const { api, published } = await ctx.services.authoring.resubmit(ctx.user, id);
    return { api: toMyApi(api), published };
  }

  @Gate(authoringPolicy.requestRollout)
  @Mutation(() => Boolean, { description: 'Stores the rollout (submitParms); an approved, unreleased API or a passed revision is released with it.' })
  async submitPublishConfig(@Arg('input') input: PublishConfigInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.authoring.submitPublishConfig(ctx.user, input);
    return true;
  }

  @Gate(notificationPolicy.readOwn)
  @Query(() => NotificationPage, { description: 'The caller’s notifications, newest first.' })
  async notifications(
    @Arg('unreadOnly', { defaultValue: false }) unreadOnly: boolean,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<NotificationPage> {
    const { items, unread } = await ctx.services.notifications.list(ctx.user, unreadOnly);
    return { unread, items: items.map((n) => ({ ...n, message: ctx.lang === 'zh' ? n.message : n.messageEn })) };
  }

  @Gate(notificationPolicy.readOwn)
  @Subscription(() => Notification, {
    topics: Topic.NotificationAdded,
    // Routed by the caller's own id: a visitor is refused (UNAUTHENTICATED), nobody hears another's.
    topicId: ({ context }) => {
      const ctx = context as GraphQLContext<Deps>;
      return ctx.services.notifications.topicOf(ctx.user);
    },
    description: 'Each new notification of the caller (token in connection_init).',
  })
  notificationAdded(@Root() event: NotificationEvent, @Ctx() ctx: GraphQLContext<Deps>): Notification {
    // Through Redis the payload is JSON: the date arrives as a string.
    return { ...event, message: ctx.lang === 'zh' ? event.message : event.messageEn, createdAt: new Date(event.createdAt) };
  }

  @Gate(notificationPolicy.markRead)
  @Mutation(() => Boolean, { description: 'Marks one of the caller’s notifications read.' })
  async markNotificationRead(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.notifications.markRead(ctx.user, id);
    return true;
  }

  @Gate(notificationPolicy.markRead)
  @Mutation(() => Int, { description: 'Marks every unread notification read; returns how many.' })
  async markAllNotificationsRead(@Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.user);
  }
}
