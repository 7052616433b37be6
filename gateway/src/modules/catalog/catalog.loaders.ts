import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ApiBugFixEntity } from './api-bug-fix.entity.js';
import type { ApiTagRow } from './api-detail.service.js';
import type { ApiParamEntity } from './api-param.entity.js';
import type { CreatorWithCount } from './creator.service.js';

export interface CatalogLoaders {
  creator: DataLoader<number, CreatorWithCount | null>;
  callCount: DataLoader<number, number>;
  params: DataLoader<number, ApiParamEntity[]>;
  bugFixes: DataLoader<number, ApiBugFixEntity[]>;
  tags: DataLoader<number, ApiTagRow[]>;
}

/** Per-request loaders, keyed on the request's context object (a new one per operation). */
const perRequest = new WeakMap<GraphQLContext, CatalogLoaders>();

function fromMap<V>(load: (ids: readonly number[]) => Promise<Map<number, V>>, fallback: V) {
  return new DataLoader<number, V>(async (ids) => {
    const map = await load(ids);
    return ids.map((id) => map.get(id) ?? fallback);
  });
}

export function catalogLoaders(ctx: GraphQLContext): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const { apiDetails, creators } = ctx.services;
    loaders = {
      creator: fromMap<CreatorWithCount | null>((ids) => creators.byIds(ids), null),
      callCount: fromMap((ids) => apiDetails.callCounts(ids), 0),
      params: fromMap<ApiParamEntity[]>((ids) => apiDetails.paramsFor(ids), []),
      bugFixes: fromMap<ApiBugFixEntity[]>((ids) => apiDetails.bugFixesFor(ids), []),
      tags: fromMap<ApiTagRow[]>((ids) => apiDetails.tagsFor(ids), []),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
