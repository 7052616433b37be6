import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Topic } from '../../graphql/pubsub.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../../http/auth.js';
import type { ApiFormInput as ServiceForm } from './api-form.js';
import type { MyApiRow } from './authoring.service.js';
import type { NotificationEvent } from './api-workflow.service.js';
import { ApiFormInput, ApiStatusChange, MyApi, Notification, NotificationPage, PublishConfigInput } from './authoring.types.js';

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
  parameters: i.parameters,
});

const toMyApi = (a: MyApiRow): MyApi => ({ ...a, requestMethod: a.method });

/** The creator's "My API" over GraphQL; the same service and rules as the REST paths. */
@Resolver()
export class AuthoringResolver {
  @Query(() => [MyApi], { description: 'The caller’s own APIs; status -1 also matches -2 (both drafts).' })
  async myApis(
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('status', () => Int, { nullable: true }) status: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyApi[]> {
    const filter = { name: name?.slice(0, 100), status: status ?? undefined };
    return (await ctx.services.authoring.listOwn(requireUser(ctx.user), filter)).map(toMyApi);
  }

  @Query(() => String, { description: 'Why the API failed review (未提供具体原因 when no reason was given).' })
  async apiRejectReason(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await ctx.services.authoring.rejectReason(requireUser(ctx.user), id))[ctx.lang];
  }

  @Mutation(() => MyApi, { description: 'A new API, as a draft (-1).' })
  async createApi(@Arg('input') input: ApiFormInput, @Ctx() ctx: GraphQLContext): Promise<MyApi> {
    return toMyApi(await ctx.services.authoring.create(requireUser(ctx.user), toForm(input)));
  }

  @Mutation(() => MyApi)
  async updateApi(@Arg('id', () => Int) id: number, @Arg('input') input: ApiFormInput, @Ctx() ctx: GraphQLContext): Promise<MyApi> {
    return toMyApi(await ctx.services.authoring.update(requireUser(ctx.user), id, toForm(input)));
  }

  @Mutation(() => ApiStatusChange, {
    description: 'Draft → 1 submits (review mode decides), 1 → 0 takes offline; anything else is refused (CONFLICT).',
  })
  async setApiStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => Int) status: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApiStatusChange> {
    const { api, published } = await ctx.services.authoring.changeStatus(requireUser(ctx.user), id, status);
    return { api: toMyApi(api), published };
  }

  @Mutation(() => ApiStatusChange, { description: 'Only from review failed (-3): back into review.' })
  async resubmitApi(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<ApiStatusChange> {
    const { api, published } = await ctx.services.authoring.resubmit(requireUser(ctx.user), id);
    return { api: toMyApi(api), published };
  }

  @Mutation(() => Boolean, { description: 'Stores the rollout request (submitParms).' })
  async submitPublishConfig(@Arg('input') input: PublishConfigInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.authoring.submitPublishConfig(requireUser(ctx.user), input);
    return true;
  }

  @Query(() => NotificationPage, { description: 'The caller’s notifications, newest first.' })
  async notifications(
    @Arg('unreadOnly', { defaultValue: false }) unreadOnly: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationPage> {
    const { items, unread } = await ctx.services.notifications.list(requireUser(ctx.user), unreadOnly);
    return { unread, items: items.map((n) => ({ ...n, message: ctx.lang === 'zh' ? n.message : n.messageEn })) };
  }

  @Subscription(() => Notification, {
    topics: Topic.NotificationAdded,
    // Routed by the caller's own id: a visitor is refused (UNAUTHENTICATED), nobody hears another's.
    topicId: ({ context }) => requireUser((context as GraphQLContext).user).id,
    description: 'Each new notification of the caller (token in connection_init).',
  })
  notificationAdded(@Root() event: NotificationEvent, @Ctx() ctx: GraphQLContext): Notification {
    // Through Redis the payload is JSON: the date arrives as a string.
    return { ...event, message: ctx.lang === 'zh' ? event.message : event.messageEn, createdAt: new Date(event.createdAt) };
  }

  @Mutation(() => Boolean)
  async markNotificationRead(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.notifications.markRead(requireUser(ctx.user), id);
    return true;
  }

  @Mutation(() => Int, { description: 'Marks every unread notification read; returns how many.' })
  async markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(requireUser(ctx.user));
  }
}
