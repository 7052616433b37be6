import { Arg, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { bugFixPolicy } from './feedback.policy.js';
import type { BugFixView } from './bug-fix.service.js';
import { BugFixEntry } from './feedback.types.js';
import type { BugFixService } from './bug-fix.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { bugFixes: BugFixService };

@InputType()
export class BugFixInput {
  @Field()
  version: string;

  @Field({ description: 'YYYY-MM-DD.' })
  fixTime: string;

  @Field()
  fixBug: string;
}

@Resolver()
export class BugFixResolver {
  @Query(() => [BugFixEntry], { description: "An API's bug-fix history, newest first." })
  bugFixEntries(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<BugFixView[]> {
    return ctx.services.bugFixes.list(apiId, ctx.user);
  }

  @Gate(bugFixPolicy.write)
  @Mutation(() => BugFixEntry, { description: "The API's creator (or an admin) adds a bug-fix entry." })
  addBugFix(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('input', () => BugFixInput) input: BugFixInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<BugFixView> {
    return ctx.services.bugFixes.add(ctx.user, apiId, input);
  }

  @Gate(bugFixPolicy.write)
  @Mutation(() => BugFixEntry, { description: "The API's creator (or an admin) edits a bug-fix entry." })
  updateBugFix(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BugFixInput) input: BugFixInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<BugFixView> {
    return ctx.services.bugFixes.update(ctx.user, id, input);
  }

  @Gate(bugFixPolicy.write)
  @Mutation(() => Boolean, { description: "The API's creator (or an admin) deletes a bug-fix entry." })
  deleteBugFix(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    return ctx.services.bugFixes.remove(ctx.user, id);
  }
}
