import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { reviewPolicy } from './admin.policy.js';
import { AuditItem, PendingReview, PublishApiInput, PublishConfig, ReviewDecisionInput, ReviewModeInfo, StatusEvent } from './review.types.js';
import type { ReviewService } from './review.service.js';
import { presentChanges } from '../versions/change-classes.rules.js';

const VERSION_ARG =
  'The pending review’s `version` as the reviewer loaded it: the decision fails with CONFLICT if the creator changed anything since.';

/** The services this door uses (the composition root passes them all). */
type Deps = { review: ReviewService };

/** Review, publish and the audit trail over GraphQL. */
@Resolver()
export class ReviewResolver {
  @Gate(reviewPolicy.readPending)
  @Query(() => [PendingReview], { description: 'Submissions waiting for review (administrators).' })
  async pendingReviews(@Ctx() ctx: GraphQLContext<Deps>): Promise<PendingReview[]> {
    return (await ctx.services.review.pending(ctx.user)).map((p) => ({
      ...p,
      revision: p.revision && {
        ...p.revision,
        changes: presentChanges(p.revision.changes),
        requestMethod: p.revision.method,
        parameters: p.revision.params.map((x) => ({ name: x.name, type: x.type, required: x.required, note: x.note, example: x.example, location: x.location })),
      },
    }));
  }

  @Gate(reviewPolicy.readAudits)
  @Query(() => [AuditItem], { description: 'Reviews: a creator’s own, or all for an administrator.' })
  async auditList(@Ctx() ctx: GraphQLContext<Deps>): Promise<AuditItem[]> {
    return ctx.services.review.auditList(ctx.user);
  }

  @Gate(reviewPolicy.readHistory)
  @Query(() => [StatusEvent], { description: 'Every status change of an API: who, when, from, to, reason.' })
  async apiStatusHistory(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<StatusEvent[]> {
    return ctx.services.review.history(ctx.user, apiId);
  }

  @Gate(reviewPolicy.readMode)
  @Query(() => ReviewModeInfo, { description: 'The review mode in force and the modes to choose from (administrators).' })
  async reviewMode(@Ctx() ctx: GraphQLContext<Deps>): Promise<ReviewModeInfo> {
    const { currentMode, modes } = await ctx.services.review.mode(ctx.user);
    return { currentMode, modes: modes.map((m) => ({ id: m.id, name: ctx.lang === 'zh' ? m.name : m.nameEn })) };
  }

  @Gate(reviewPolicy.changeMode)
  @Mutation(() => Int, { description: '1 manual review, 2 automatic approval.' })
  async changeReviewMode(@Arg('modeId', () => Int) modeId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return ctx.services.review.changeMode(ctx.user, modeId);
  }

  @Gate(reviewPolicy.decide)
  @Mutation(() => Boolean, { description: 'Passes a pending submission: approved, released later by publishApi or the creator’s submitPublishConfig.' })
  async passApi(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('version', () => String, { nullable: true, description: VERSION_ARG }) version: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<boolean> {
    await ctx.services.review.decide(ctx.user, [apiId], true, undefined, [version]);
    return true;
  }

  @Gate(reviewPolicy.decide)
  @Mutation(() => Boolean, { description: 'Rejects a pending submission: status -3, the comment is the reason.' })
  async rejectApi(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @Arg('version', () => String, { nullable: true, description: VERSION_ARG }) version: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<boolean> {
    await ctx.services.review.decide(ctx.user, [apiId], false, comment ?? undefined, [version]);
    return true;
  }

  @Gate(reviewPolicy.decide)
  @Mutation(() => [Int], { description: 'Batch review, all or nothing; returns the ids decided.' })
  async reviewApis(@Arg('input') input: ReviewDecisionInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<number[]> {
    return ctx.services.review.decide(ctx.user, input.apiIds, input.pass, input.comment, input.versions);
  }

  @Gate(reviewPolicy.readPublishConfig)
  @Query(() => PublishConfig, { nullable: true, description: 'The stored publish config of an API (administrators).' })
  async apiPublishConfig(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<PublishConfig | null> {
    return ctx.services.review.publishConfig(ctx.user, apiId, ctx.lang) as Promise<PublishConfig | null>;
  }

  @Gate(reviewPolicy.publish)
  @Mutation(() => Boolean, { description: 'Releases an approved API with its rollout (gray or full) and stores the rollout thresholds.' })
  async publishApi(@Arg('input') input: PublishApiInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.review.publish(ctx.user, input);
    return true;
  }
}
