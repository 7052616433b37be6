import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { communityPolicy } from './community.policy.js';
import { badInput } from '../../core/errors.js';
import { ReplayResult } from './call-replay.js';
import { checkPage, checkTargetType } from './community.rules.js';
import {
  AddCommentInput,
  AddReplyInput,
  Comment,
  CommentActivity,
  CommentPage,
  LikeResult,
  Reply,
} from './community.types.js';
import { authorActor, optionalActor, requireActor } from './identity.js';
import type { CallReplayService } from './call-replay.js';
import type { CommunityService } from './community.service.js';
import { idempotentMutation, type IdempotencyService } from '../idempotency/idempotency.service.js';
import type { OpenCallService } from '../open-call/open-call.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { callReplay: CallReplayService; community: CommunityService; openCall: OpenCallService; idempotency: IdempotencyService };

@ArgsType()
class LikeArgs {
  @Field(() => Int)
  targetId: number;

  @Field(() => Int, { description: '1 comment, 2 reply.' })
  targetType: number;

  @Field(() => String, { nullable: true, description: 'Visitor key when not signed in: any 1–64 characters, or the X-Visitor-Id header. A like needs one.' })
  visitorId?: string | null;
}

function header(ctx: GraphQLContext<Deps>, name: string): string | undefined {
  const v = ctx.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function writeContext(ctx: GraphQLContext<Deps>, d?: { screenWidth?: number | null; screenHeight?: number | null } | null) {
  return { ip: ctx.ip, userAgent: header(ctx, 'user-agent'), screenWidth: d?.screenWidth, screenHeight: d?.screenHeight };
}

@Resolver()
export class CommunityResolver {
  @Query(() => CommentPage, { description: "An API's comments, newest first, 10 a page, with replies." })
  comments(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<CommentPage> {
    const actor = optionalActor(ctx.user, ctx.headers['x-visitor-id']);
    return ctx.services.community.listComments(apiId, checkPage(page), { actor, isAdmin: ctx.user?.role === 'ADMIN' });
  }

  @Mutation(() => Comment, { description: 'Identity (token or visitor id) and time are decided by the server.' })
  addComment(@Arg('input', () => AddCommentInput) input: AddCommentInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<Comment> {
    // Safe to retry with an Idempotency-Key header: the first answer comes back, no second comment.
    return idempotentMutation(ctx.services.idempotency, ctx, 'addComment', input, (unit) => {
      const actor = authorActor(ctx.user, ctx.headers['x-visitor-id'], input.visitorId, ctx.ip);
      return ctx.services.community.addComment(input, actor, writeContext(ctx, input.deviceInfo), unit);
    });
  }

  @Mutation(() => Reply, { description: 'A reply to a comment; identity (token or visitor id) and time are decided by the server.' })
  addReply(@Arg('input', () => AddReplyInput) input: AddReplyInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<Reply> {
    // Safe to retry with an Idempotency-Key header, as addComment.
    return idempotentMutation(ctx.services.idempotency, ctx, 'addReply', input, (unit) => {
      const actor = authorActor(ctx.user, ctx.headers['x-visitor-id'], input.visitorId, ctx.ip);
      return ctx.services.community.addReply(input, actor, writeContext(ctx, input.deviceInfo), unit);
    });
  }

  @Mutation(() => LikeResult, { description: 'Idempotent: liking twice leaves one like.' })
  like(@Args(() => LikeArgs) args: LikeArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<LikeResult> {
    const actor = requireActor(ctx.user, ctx.headers['x-visitor-id'], args.visitorId);
    return ctx.services.community.like(actor, checkTargetType(args.targetType), args.targetId, ctx.ip);
  }

  @Mutation(() => LikeResult, { description: 'Takes the like back; idempotent.' })
  unlike(@Args(() => LikeArgs) args: LikeArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<LikeResult> {
    const actor = requireActor(ctx.user, ctx.headers['x-visitor-id'], args.visitorId);
    return ctx.services.community.unlike(actor, checkTargetType(args.targetType), args.targetId, ctx.ip);
  }

  @Subscription(() => CommentActivity, {
    // The visibility rule of every read (NOT_FOUND for an API the caller may not see), checked per event too.
    subscribe: ({ args, context }) => {
      const ctx = context as GraphQLContext<Deps>;
      return ctx.services.community.commentActivity((args as { apiId: number }).apiId, ctx.user ?? null);
    },
    description:
      'New comments and replies on one API, for open detail pages. A private API or a draft: its creator and administrators only (NOT_FOUND for anyone else, as for an unknown id).',
  })
  commentAdded(@Arg('apiId', () => Int) _apiId: number, @Root() activity: CommentActivity): CommentActivity {
    return activity;
  }
}

@Resolver()
export class CallReplayResolver {
  @Gate(communityPolicy.replayAttachedCall)
  @Mutation(() => ReplayResult, {
    description: "The API's creator (or an admin) replays the call attached to a comment or a bug report.",
  })
  replayAttachedCall(
    @Arg('commentId', () => Int, { nullable: true }) commentId: number | null,
    @Arg('feedbackId', () => Int, { nullable: true }) feedbackId: number | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<ReplayResult> {
    if ((commentId == null) === (feedbackId == null)) {
      throw badInput('请指定 commentId 或 feedbackId 之一', 'Give exactly one of commentId or feedbackId');
    }
    const source = commentId != null ? { commentId } : { feedbackId: feedbackId! };
    const meta = { ip: ctx.ip, userAgent: header(ctx, 'user-agent') ?? '', lang: ctx.lang };
    return ctx.services.callReplay.replay(source, ctx.user, meta, ctx.services.openCall);
  }
}
