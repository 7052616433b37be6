import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { feedbackPolicy } from './feedback.policy.js';
import { Feedback, FeedbackListArgs, FeedbackPage, ProblemReportInput, SubmitFeedbackInput } from './feedback.types.js';
import type { FeedbackService } from './feedback.service.js';
import { idempotentMutation, type IdempotencyService } from '../idempotency/idempotency.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { feedback: FeedbackService; idempotency: IdempotencyService };

@Resolver()
export class FeedbackResolver {
  @Gate(feedbackPolicy.readAll)
  @Query(() => FeedbackPage, { description: 'Administrators: public feedback and problem reports, newest first.' })
  feedbackList(@Args(() => FeedbackListArgs) args: FeedbackListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<FeedbackPage> {
    return ctx.services.feedback.list(ctx.user, args);
  }

  @Gate(feedbackPolicy.readOnOwnApis)
  @Query(() => FeedbackPage, { description: 'A creator: public bug reports filed against their own APIs (administrators’ internal problem reports are not shown).' })
  myBugReports(@Args(() => FeedbackListArgs) args: FeedbackListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<FeedbackPage> {
    return ctx.services.feedback.listForCreator(ctx.user, args);
  }

  @Gate(feedbackPolicy.readOwn)
  @Query(() => FeedbackPage, {
    description: 'The signed-in user’s own reports (sent while signed in), newest first: the /feedback-workspace list.',
  })
  myFeedback(@Args(() => FeedbackListArgs) args: FeedbackListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<FeedbackPage> {
    return ctx.services.feedback.listMine(ctx.user, args);
  }

  @Gate(feedbackPolicy.readAssigned)
  @Query(() => FeedbackPage, { description: 'Administrators: the problem reports assigned to me (the bug centre).' })
  assignedReports(@Args(() => FeedbackListArgs) args: FeedbackListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<FeedbackPage> {
    return ctx.services.feedback.listAssigned(ctx.user, args);
  }

  @Gate(feedbackPolicy.triage)
  @Mutation(() => Feedback, {
    description: 'Administrators: moves a report to open, in_progress or resolved (resolution kept with resolved).',
  })
  setFeedbackStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => String) status: string,
    @Arg('resolution', () => String, { nullable: true }) resolution: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Feedback> {
    return ctx.services.feedback.setStatus(id, ctx.user, status, resolution);
  }

  @Mutation(() => Feedback, { description: 'Public feedback; screenshots go through multipart POST /api/submitFeedback.' })
  async submitFeedback(@Arg('input', () => SubmitFeedbackInput) input: SubmitFeedbackInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<Feedback> {
    await ctx.services.feedback.admit(ctx.ip);
    return idempotentMutation(ctx.services.idempotency, ctx, 'submitFeedback', input, (unit) =>
      ctx.services.feedback.submitPublic(input, null, { user: ctx.user, ip: ctx.ip }, unit),
    );
  }

  @Gate(feedbackPolicy.fileProblemReport)
  @Mutation(() => Feedback, { description: 'Administrators: a problem report (REST: POST /api/system/problemsubmit).' })
  async submitProblemReport(@Arg('input', () => ProblemReportInput) input: ProblemReportInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<Feedback> {
    await ctx.services.feedback.admit(ctx.ip);
    return ctx.services.feedback.submitReport({ ...input, req_id: input.workspaceId }, ctx.user, ctx.ip);
  }

  @Gate(feedbackPolicy.triage)
  @Mutation(() => Feedback, { description: 'Administrators: marks a report resolved, with an optional resolution.' })
  resolveFeedback(
    @Arg('id', () => Int) id: number,
    @Arg('resolution', () => String, { nullable: true }) resolution: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Feedback> {
    return ctx.services.feedback.resolve(id, ctx.user, resolution);
  }
}
