import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { render, type ApiExportService } from './export.service.js';
import { IMPORT_LIMITS } from './import-model.js';
import { importsPolicy } from './imports.policy.js';
import { toOutcome, toPreview } from './imports.presenter.js';
import type { ApiImportService } from './imports.service.js';
import { ApiImport, ApiImportChoice, ApiImportSourceInput } from './imports.types.js';

type Deps = { apiImport: ApiImportService; apiExport: ApiExportService };

const sourceOf = (s: ApiImportSourceInput) => ({ content: s.content ?? undefined, url: s.url ?? undefined, uploadId: s.uploadId ?? undefined });

/** Import and export over GraphQL (the console's door); the same service and rules as the REST paths. */
@Resolver()
export class ImportsResolver {
  @Gate(importsPolicy.importApis)
  @Mutation(() => ApiImport, { description: 'The operations a document holds, matched against the caller’s APIs with a diff; nothing is written.' })
  async previewApiImport(@Arg('source') source: ApiImportSourceInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiImport> {
    return { ...toPreview(await ctx.services.apiImport.preview(ctx.user, await ctx.services.apiImport.graphqlSource(ctx.user, sourceOf(source))), ctx.lang), results: [] };
  }

  @Gate(importsPolicy.importApis)
  @Mutation(() => ApiImport, { description: `Imports a document: each chosen operation becomes a draft API (new) or updates its match (a listed API’s change is a reviewed revision); operations without a choice follow the preview’s action. At most ${IMPORT_LIMITS.maxWrites} APIs written per import (IMPORT_TOO_MANY_APIS past it, nothing written).` })
  async importApis(
    @Arg('source') source: ApiImportSourceInput,
    @Arg('choices', () => [ApiImportChoice], { nullable: true }) choices: ApiImportChoice[] | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<ApiImport> {
    const chosen = Object.fromEntries((choices ?? []).map((c) => [c.key, c.action]));
    return toOutcome(await ctx.services.apiImport.apply(ctx.user, await ctx.services.apiImport.graphqlSource(ctx.user, sourceOf(source)), chosen), ctx.lang);
  }

  @Gate(importsPolicy.exportOwn)
  @Query(() => String, { description: 'All of the caller’s APIs as one OpenAPI 3.1 document (format: json or yaml).' })
  async myApisOpenApi(@Arg('format', () => String, { nullable: true }) format: string | null, @Ctx() ctx: GraphQLContext<Deps>): Promise<string> {
    return render(await ctx.services.apiExport.own(ctx.user), format === 'yaml' ? 'yaml' : 'json');
  }
}
