import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../app/url-params';
import { defaultSort, marketSearch, parseMarket, type MarketState } from '../lib/market-params';

/**
 * The market's filters live in the URL. Changing the keyword, category or sort goes back to page 1;
 * each change is a history entry, so the browser's back button undoes it. A change is applied to the
 * address as it is now, so two quick changes (a sort, then a category) both stay.
 */
export function useMarketState(): [MarketState, (change: Partial<MarketState>) => void] {
  const [params, setParams] = useUrlParams();
  const state = useMemo(() => parseMarket(params), [params]);
  const update = useCallback(
    (change: Partial<MarketState>) => {
      const resetsPage = 'q' in change || 'category' in change || 'sort' in change;
      setParams((latest) => {
        const now = parseMarket(latest);
        // New keywords keep the default order (best match with keywords, most called without) unless one was chosen.
        const sort = 'q' in change && now.sort === defaultSort(now.q) ? { sort: defaultSort(change.q ?? '') } : {};
        return marketSearch({ ...now, ...(resetsPage ? { page: 1 } : {}), ...sort, ...change });
      });
      if ('page' in change) window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [state, update];
}
