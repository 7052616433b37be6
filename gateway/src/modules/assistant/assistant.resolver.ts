import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { presentAnswer } from './assistant.presenter.js';
import type { AssistantService } from './assistant.service.js';
import { AssistantAnswer, AssistantArgs } from './assistant.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { assistant: AssistantService };

/** /dsChatBot's question box: the three APIs that best fit a need, and why. */
@Resolver()
export class AssistantResolver {
  @Query(() => AssistantAnswer, {
    description:
      'Everyone: the 3 APIs that best fit a question in Chinese or English, the words that matched each, and parameter values read from the question (retrieval over the catalogue, not a language model; 30 questions a minute per address).',
  })
  async assistantAnswer(
    @Args(() => AssistantArgs) args: AssistantArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AssistantAnswer> {
    return presentAnswer(await ctx.services.assistant.ask(args.question, { ip: ctx.ip }));
  }
}
