import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Topic } from '../../graphql/pubsub.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../../core/auth-user.js';
import type { ApiFormInput as ServiceForm } from './api-form.rules.js';
import type { MyApiDetailRow, MyApiRow, PendingRevisionRow } from './authoring.service.js';
import type { ApiRevisionService } from './api-revision.service.js';
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

const toForm = (i: ApiFormInput): ServiceForm => ({
  name: i.name,
  description: i.description,
  rqsType: i.requestMethod,
  apiurl: i.address,
  testurl: i.testUrl,
  resType: i.responseFormat,
  note: i.note,
  isneedtoken: i.needToken,
  category: i.categoryId ?? null,
  tags: i.tagIds ?? undefined,
  icon: i.iconKey ?? undefined,
  parameters: i.parameters,
  respose: i.responseExample ?? undefined,
});

const toPendingRevision = (r: PendingRevisionRow): PendingRevision => ({
  ...r,
  requestMethod: r.method,
  parameters: r.params.map((p) => ({ name: p.name, type: p.type, required: p.required, note: p.note, example: p.example })),
});

const toMyApi = (a: MyApiRow): MyApi => ({
  ...a,
  requestMethod: a.method,
  pendingRevision: a.pendingRevision && toPendingRevision(a.pendingRevision),
});
const toMyApiDetail = (a: MyApiDetailRow): MyApiDetail => ({
  ...toMyApi(a),
  responseExample: a.responseExample,
  parameters: a.parameters,
  tagIds: a.tagIds,
  iconKey: a.iconKey,
});

/** The creator's "My API" over GraphQL; the same service and rules as the REST paths. */
@Resolver()
export class AuthoringResolver {
  @Query(() => [MyApi], { description: 'The caller’s own APIs; status -1 also matches -2 (both drafts).' })
  async myApis(
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('status', () => Int, { nullable: true }) status: number | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<MyApi[]> {
    const filter = { name: name?.slice(0, 100), status: status ?? undefined };
    return (await ctx.services.authoring.listOwn(requireUser(ctx.user), filter)).map(toMyApi);
  }

  @Query(() => MyApiDetail, { description: 'One of the caller’s own APIs, with its parameters and sample response.' })
  async myApi(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<MyApiDetail> {
    return toMyApiDetail(await ctx.services.authoring.getOwnDetail(requireUser(ctx.user), id));
  }

  @Query(() => StoredPublishConfig, {
    nullable: true,
    description: 'The rollout request stored for one of the caller’s APIs; null before the first.',
  })
  async publishConfig(
    @Arg('apiId', () => Int) apiId: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<StoredPublishConfig | null> {
    const c = await ctx.services.authoring.publishConfig(requireUser(ctx.user), apiId);
    return c && { ...c, deployType: c.deployType === 'gray' ? DeployType.GRAY : DeployType.FULL };
  }

  @Query(() => String, { description: 'Why the API failed review (未提供具体原因 when no reason was given).' })
  async apiRejectReason(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<string> {
    return (await ctx.services.authoring.rejectReason(requireUser(ctx.user), id))[ctx.lang];
  }

  @Mutation(() => MyApi, { description: 'A new API, as a draft (-1).' })
  async createApi(@Arg('input') input: ApiFormInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<MyApi> {
    const user = requireUser(ctx.user);
    return idempotentMutation(ctx.services.idempotency, ctx, 'createApi', input, async (unit) =>
      toMyApi(await ctx.services.authoring.create(user, toForm(input), unit)),
    );
  }

  @Mutation(() => MyApi, {
    description:
      'Descriptive fields change at once; a change of a listed API’s address, method, answer or parameters becomes its pendingRevision, reviewed and released before it serves.',
  })
  async updateApi(@Arg('id', () => Int) id: number, @Arg('input') input: ApiFormInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<MyApi> {
    return toMyApi((await ctx.services.authoring.update(requireUser(ctx.user), id, toForm(input))).api);
  }

  @Query(() => [ApiChangeEntry], {
    description: 'The API’s change history (变更记录), newest first: each released revision and what changed against the one before.',
  })
  async apiChangeHistory(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiChangeEntry[]> {
    const entries = await ctx.services.revisions.history(apiId, ctx.user ?? null, ctx.lang);
    return entries.map((e) => ({ ...e, deployType: e.deployType === 'gray' ? DeployType.GRAY : DeployType.FULL }));
  }

  @Mutation(() => ApiStatusChange, {
    description: 'Draft → 1 submits (review mode decides), 1 → 0 takes offline; anything else is refused (CONFLICT).',
  })
  async setApiStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => Int) status: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<ApiStatusChange> {
    const { api, published } = await ctx.services.authoring.changeStatus(requireUser(ctx.user), id, status);
    return { api: toMyApi(api), published };
  }

  @Mutation(() => ApiStatusChange, { description: 'Only from review failed (-3): back into review.' })
  async resubmitApi(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiStatusChange> {
    const { api, published } = await ctx.services.authoring.resubmit(requireUser(ctx.user), id);
    return { api: toMyApi(api), published };
  }

  @Mutation(() => Boolean, { description: 'Stores the rollout request (submitParms).' })
  async submitPublishConfig(@Arg('input') input: PublishConfigInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.authoring.submitPublishConfig(requireUser(ctx.user), input);
    return true;
  }

  @Query(() => NotificationPage, { description: 'The caller’s notifications, newest first.' })
  async notifications(
    @Arg('unreadOnly', { defaultValue: false }) unreadOnly: boolean,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<NotificationPage> {
    const { items, unread } = await ctx.services.notifications.list(requireUser(ctx.user), unreadOnly);
    return { unread, items: items.map((n) => ({ ...n, message: ctx.lang === 'zh' ? n.message : n.messageEn })) };
  }

  @Subscription(() => Notification, {
    topics: Topic.NotificationAdded,
    // Routed by the caller's own id: a visitor is refused (UNAUTHENTICATED), nobody hears another's.
    topicId: ({ context }) => requireUser((context as GraphQLContext<Deps>).user).id,
    description: 'Each new notification of the caller (token in connection_init).',
  })
  notificationAdded(@Root() event: NotificationEvent, @Ctx() ctx: GraphQLContext<Deps>): Notification {
    // Through Redis the payload is JSON: the date arrives as a string.
    return { ...event, message: ctx.lang === 'zh' ? event.message : event.messageEn, createdAt: new Date(event.createdAt) };
  }

  @Mutation(() => Boolean, { description: 'Marks one of the caller’s notifications read.' })
  async markNotificationRead(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.notifications.markRead(requireUser(ctx.user), id);
    return true;
  }

  @Mutation(() => Int, { description: 'Marks every unread notification read; returns how many.' })
  async markAllNotificationsRead(@Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return ctx.services.notifications.markAllRead(requireUser(ctx.user));
  }
}
