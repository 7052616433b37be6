import { KEYWORD_MAX } from '@api-market/rules';
import type { MarketSort } from '../../../gql/graphql';

/** `relevance` (best match) is the default with keywords, `popular` without. */
export const SORTS = ['relevance', 'popular', 'newest', 'stars'] as const;
export type SortKey = (typeof SORTS)[number];
export type ViewKey = 'grid' | 'list';

export const SORT_ENUM: Record<SortKey, MarketSort> = {
  relevance: 'RELEVANCE',
  popular: 'POPULAR',
  newest: 'NEWEST',
  stars: 'STARS',
};

/** What the market shows, as kept in the URL (so a search can be shared). */
export interface MarketState {
  q: string;
  /** null: every category. */
  category: number | null;
  sort: SortKey;
  page: number;
  view: ViewKey;
}

const positive = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/** Best match first when there are keywords; most called otherwise. */
export const defaultSort = (q: string): SortKey => (q ? 'relevance' : 'popular');

/** Reads the URL leniently: anything malformed falls back to the default. */
export function parseMarket(params: URLSearchParams): MarketState {
  const sort = params.get('sort');
  const q = (params.get('q') ?? '').slice(0, KEYWORD_MAX);
  return {
    q,
    category: positive(params.get('category')),
    sort: SORTS.includes(sort as SortKey) ? (sort as SortKey) : defaultSort(q),
    page: positive(params.get('page')) ?? 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL of a state, defaults left out (so /api-market is the plain catalogue). */
export function marketSearch(s: MarketState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.category !== null) p.set('category', String(s.category));
  if (s.sort !== defaultSort(s.q)) p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  if (s.view !== 'grid') p.set('view', s.view);
  return p;
}

/** Page numbers to offer around the current one: 1 … 4 5 6 … 20 (null marks a gap). */
export function pageWindow(page: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const out: Array<number | null> = [1];
  const from = Math.max(2, Math.min(page - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(page + 1, 5));
  if (from > 2) out.push(null);
  for (let i = from; i <= to; i++) out.push(i);
  if (to < pages - 1) out.push(null);
  out.push(pages);
  return out;
}
