import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { toApi } from '../catalog/api.presenter.js';
import { ToolboxTool } from './toolbox.types.js';
import type { ToolboxService } from './toolbox.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { toolbox: ToolboxService };


@Resolver()
export class ToolboxResolver {
  @Query(() => [ToolboxTool], { description: 'Published public built-in APIs, each with its built-in name.' })
  async toolboxTools(@Ctx() ctx: GraphQLContext<Deps>): Promise<ToolboxTool[]> {
    const now = new Date();
    return (await ctx.services.toolbox.tools()).map((t) => ({ builtin: t.builtin, api: toApi(t.api, now) }));
  }
}
