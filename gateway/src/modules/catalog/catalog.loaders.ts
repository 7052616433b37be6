import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context.js';
import { type CacheTag, readsScope, readsTags } from '../../core/read-cache.js';
import { catalogCache } from './catalog.cache.js';
import type { ApiBugFixEntity } from './api-bug-fix.entity.js';
import type { ApiTagRow } from './api-detail.service.js';
import type { ApiParamEntity } from './api-param.entity.js';
import type { CreatorWithCount } from './creator.service.js';
import type { CallFiguresService, WeeklyFigures } from './call-figures.service.js';
import type { ApiDetailService } from './api-detail.service.js';
import type { CreatorService } from './creator.service.js';

/** The services the loaders read through (a resolver using them has these in its own `Deps`). */
export type CatalogLoaderDeps = { apiDetails: ApiDetailService; creators: CreatorService; callFigures: CallFiguresService };

export interface CatalogLoaders {
  creator: DataLoader<number, CreatorWithCount | null>;
  callCount: DataLoader<number, number>;
  params: DataLoader<number, ApiParamEntity[]>;
  bugFixes: DataLoader<number, ApiBugFixEntity[]>;
  tags: DataLoader<number, ApiTagRow[]>;
  weekly: DataLoader<number, WeeklyFigures>;
  /** Figures a statement already read (the market page's): answered at once, without a promise per field. */
  known: { callCount: Map<number, number>; weekly: Map<number, WeeklyFigures> };
}

/** Per-request loaders, keyed on the request's context object (a new one per operation). */
const perRequest = new WeakMap<GraphQLContext<CatalogLoaderDeps>, CatalogLoaders>();

function fromMap<V>(load: (ids: readonly number[]) => Promise<Map<number, V>>, fallback: V) {
  return new DataLoader<number, V>(async (ids) => {
    const map = await load(ids);
    return ids.map((id) => map.get(id) ?? fallback);
  });
}

export function catalogLoaders(ctx: GraphQLContext<CatalogLoaderDeps>): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const { apiDetails, creators, callFigures } = ctx.services;
    // Call figures: a cached answer showing a few APIs' goes with the next batch of their call records,
    // one showing a longer list within READ_CACHE_LAG_MS of it (catalog.cache.ts).
    const calls = <V>(load: (ids: readonly number[]) => Promise<Map<number, V>>) => async (ids: readonly number[]) => {
      const deps = catalogCache.reads.callFigures(ids);
      if (deps.includes('calls')) readsScope(ctx, 'calls');
      else await readsTags(ctx, deps as CacheTag[]);
      return load(ids);
    };
    loaders = {
      creator: fromMap<CreatorWithCount | null>((ids) => creators.byIds(ids), null),
      callCount: fromMap(calls((ids) => apiDetails.callCounts(ids)), 0),
      params: fromMap<ApiParamEntity[]>((ids) => apiDetails.paramsFor(ids), []),
      bugFixes: fromMap<ApiBugFixEntity[]>((ids) => apiDetails.bugFixesFor(ids), []),
      tags: fromMap<ApiTagRow[]>((ids) => apiDetails.tagsFor(ids), []),
      weekly: fromMap<WeeklyFigures>(calls((ids) => callFigures.weekly(ids)), { calls: 0, medianMs: null, successRate: null }),
      known: { callCount: new Map(), weekly: new Map() },
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

/** The loaders of `ctx` answer these figures at once (read by the market page's statement). */
export function primeFigures(
  ctx: GraphQLContext<CatalogLoaderDeps>,
  figures: { callCounts: Map<number, number> | null; weekly: Map<number, WeeklyFigures> | null },
): void {
  const loaders = catalogLoaders(ctx);
  for (const [id, count] of figures.callCounts ?? []) {
    loaders.callCount.prime(id, count);
    loaders.known.callCount.set(id, count);
  }
  for (const [id, weekly] of figures.weekly ?? []) {
    loaders.weekly.prime(id, weekly);
    loaders.known.weekly.set(id, weekly);
  }
}

/**
 * One figure of an API: at once when a statement already read it (a card's field then completes without
 * a promise — 12 cards × 2 fields on the home page), else through its loader.
 */
export function figureOf<V>(known: Map<number, V>, loader: DataLoader<number, V>, id: number): V | Promise<V> {
  const value = known.get(id);
  return value !== undefined ? value : loader.load(id);
}
