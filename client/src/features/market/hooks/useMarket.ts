import { useQuery } from '@apollo/client/react';
import { MarketQuery } from '../graphql/market';
import { SORT_ENUM, type MarketState } from '../lib/market-params';

/** One page of the market for the state in the address (keywords, category, order, page). */
export function useMarket(state: MarketState, pageSize: number) {
  return useQuery(MarketQuery, {
    variables: {
      keywords: state.q,
      categoryId: state.category,
      sort: SORT_ENUM[state.sort],
      offset: (state.page - 1) * pageSize,
      limit: pageSize,
    },
  });
}
