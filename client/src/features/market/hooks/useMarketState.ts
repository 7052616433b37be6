import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { marketSearch, parseMarket, type MarketState } from '../lib/market-params';

/**
 * The market's filters live in the URL. Changing the keyword, category or sort goes back to page 1;
 * each change is a history entry, so the browser's back button undoes it.
 */
export function useMarketState(): [MarketState, (change: Partial<MarketState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseMarket(params), [params]);
  const update = useCallback(
    (change: Partial<MarketState>) => {
      const resetsPage = 'q' in change || 'category' in change || 'sort' in change;
      const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...change };
      setParams(marketSearch(next));
      if ('page' in change) window.scrollTo({ top: 0 });
    },
    [state, setParams],
  );
  return [state, update];
}
