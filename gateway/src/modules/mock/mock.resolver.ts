import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MockAnswer, MockCallArgs } from './mock.types.js';
import type { MockService } from './mock.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { mock: MockService };

@Resolver()
export class MockResolver {
  @Mutation(() => MockAnswer, {
    description:
      'Calls an API’s mock (the online tester’s 模拟 mode): free, never the upstream, recorded in the call history as mock. Invalid parameters: BAD_USER_INPUT with reason PARAMETER_INVALID.',
  })
  async mockCall(@Args() args: MockCallArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<MockAnswer> {
    const method = args.method;
    const params = args.params ?? {};
    const answer = await ctx.services.mock.answer({
      apiId: args.apiId,
      method,
      query: {},
      body: undefined,
      // The tester's map: each value is taken for the parameter of that name, wherever it travels.
      values: params,
      ip: ctx.ip,
      viewer: ctx.user ?? null,
      receipt: args.receipt ?? undefined,
    });
    return { mock: true, source: answer.source, status: answer.status, contentType: answer.contentType, body: answer.body };
  }
}
