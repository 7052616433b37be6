import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../../http/auth.js';
import { badInput } from '../../http/errors.js';
import { ReplayResult } from './call-replay.js';
import { Topic } from '../../graphql/pubsub.js';
import { checkPage, checkTargetType } from './community-rules.js';
import {
  AddCommentInput,
  AddReplyInput,
  Comment,
  CommentActivity,
  CommentPage,
  LikeResult,
  Reply,
} from './community.types.js';
import { optionalActor, requireActor } from './identity.js';

@ArgsType()
class LikeArgs {
  @Field(() => Int)
  targetId: number;

  @Field(() => Int, { description: '1 comment, 2 reply.' })
  targetType: number;

  @Field(() => String, { nullable: true, description: 'Visitor id when not signed in (or the X-Visitor-Id header).' })
  visitorId?: string | null;
}

function header(ctx: GraphQLContext, name: string): string | undefined {
  const v = ctx.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function writeContext(ctx: GraphQLContext, d?: { screenWidth?: number | null; screenHeight?: number | null } | null) {
  return { ip: ctx.ip, userAgent: header(ctx, 'user-agent'), screenWidth: d?.screenWidth, screenHeight: d?.screenHeight };
}

@Resolver()
export class CommunityResolver {
  @Query(() => CommentPage, { description: "An API's comments, newest first, 10 a page, with replies." })
  comments(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CommentPage> {
    const actor = optionalActor(ctx.user, ctx.headers['x-visitor-id']);
    return ctx.services.community.listComments(apiId, checkPage(page), { actor, isAdmin: ctx.user?.role === 'ADMIN' });
  }

  @Mutation(() => Comment, { description: 'Identity (token or visitor id) and time are decided by the server.' })
  addComment(@Arg('input', () => AddCommentInput) input: AddCommentInput, @Ctx() ctx: GraphQLContext): Promise<Comment> {
    const actor = requireActor(ctx.user, ctx.headers['x-visitor-id'], input.visitorId);
    return ctx.services.community.addComment(input, actor, writeContext(ctx, input.deviceInfo));
  }

  @Mutation(() => Reply)
  addReply(@Arg('input', () => AddReplyInput) input: AddReplyInput, @Ctx() ctx: GraphQLContext): Promise<Reply> {
    const actor = requireActor(ctx.user, ctx.headers['x-visitor-id'], input.visitorId);
    return ctx.services.community.addReply(input, actor, writeContext(ctx, input.deviceInfo));
  }

  @Mutation(() => LikeResult, { description: 'Idempotent: liking twice leaves one like.' })
  like(@Args(() => LikeArgs) args: LikeArgs, @Ctx() ctx: GraphQLContext): Promise<LikeResult> {
    const actor = requireActor(ctx.user, ctx.headers['x-visitor-id'], args.visitorId);
    return ctx.services.community.like(actor, checkTargetType(args.targetType), args.targetId, ctx.ip);
  }

  @Mutation(() => LikeResult, { description: 'Takes the like back; idempotent.' })
  unlike(@Args(() => LikeArgs) args: LikeArgs, @Ctx() ctx: GraphQLContext): Promise<LikeResult> {
    const actor = requireActor(ctx.user, ctx.headers['x-visitor-id'], args.visitorId);
    return ctx.services.community.unlike(actor, checkTargetType(args.targetType), args.targetId, ctx.ip);
  }

  @Subscription(() => CommentActivity, {
    topics: Topic.CommentAdded,
    topicId: ({ args }) => (args as { apiId: number }).apiId,
    description: 'New comments and replies on one API, for open detail pages.',
  })
  commentAdded(@Arg('apiId', () => Int) _apiId: number, @Root() activity: CommentActivity): CommentActivity {
    return activity;
  }
}

@Resolver()
export class CallReplayResolver {
  @Mutation(() => ReplayResult, {
    description: "The API's creator (or an admin) replays the call attached to a comment or a bug report.",
  })
  replayAttachedCall(
    @Arg('commentId', () => Int, { nullable: true }) commentId: number | null,
    @Arg('feedbackId', () => Int, { nullable: true }) feedbackId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplayResult> {
    const user = requireUser(ctx.user);
    if ((commentId == null) === (feedbackId == null)) {
      throw badInput('请指定 commentId 或 feedbackId 之一', 'Give exactly one of commentId or feedbackId');
    }
    const source = commentId != null ? { commentId } : { feedbackId: feedbackId! };
    const meta = { ip: ctx.ip, userAgent: header(ctx, 'user-agent') ?? '', lang: ctx.lang };
    return ctx.services.callReplay.replay(source, user, meta, ctx.services.openCall);
  }
}
