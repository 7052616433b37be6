import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin, requireUser } from '../../http/auth.js';
import { Feedback, FeedbackListArgs, FeedbackPage, ProblemReportInput, SubmitFeedbackInput } from './feedback.types.js';

@Resolver()
export class FeedbackResolver {
  @Query(() => FeedbackPage, { description: 'Administrators: public feedback and problem reports, newest first.' })
  feedbackList(@Args(() => FeedbackListArgs) args: FeedbackListArgs, @Ctx() ctx: GraphQLContext): Promise<FeedbackPage> {
    requireAdmin(ctx.user);
    return ctx.services.feedback.list(args);
  }

  @Query(() => FeedbackPage, { description: 'A creator: bug reports filed against their own APIs.' })
  myBugReports(@Args(() => FeedbackListArgs) args: FeedbackListArgs, @Ctx() ctx: GraphQLContext): Promise<FeedbackPage> {
    return ctx.services.feedback.listForCreator(requireUser(ctx.user), args);
  }

  @Mutation(() => Feedback, { description: 'Public feedback; screenshots go through multipart POST /api/submitFeedback.' })
  async submitFeedback(@Arg('input', () => SubmitFeedbackInput) input: SubmitFeedbackInput, @Ctx() ctx: GraphQLContext): Promise<Feedback> {
    await ctx.services.feedback.admit(ctx.ip);
    return ctx.services.feedback.submitPublic(input, null, { user: ctx.user, ip: ctx.ip });
  }

  @Mutation(() => Feedback, { description: 'Administrators: a problem report (SPEC §7 /api/system/problemsubmit).' })
  async submitProblemReport(@Arg('input', () => ProblemReportInput) input: ProblemReportInput, @Ctx() ctx: GraphQLContext): Promise<Feedback> {
    const admin = requireAdmin(ctx.user);
    await ctx.services.feedback.admit(ctx.ip);
    return ctx.services.feedback.submitReport({ ...input, req_id: input.workspaceId }, admin, ctx.ip);
  }

  @Mutation(() => Feedback)
  resolveFeedback(
    @Arg('id', () => Int) id: number,
    @Arg('resolution', () => String, { nullable: true }) resolution: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Feedback> {
    return ctx.services.feedback.resolve(id, requireAdmin(ctx.user), resolution);
  }
}
