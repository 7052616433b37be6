import { ApiMarket } from '../../features/market/components/ApiMarket';

export function ApiMarketPage() {
  return <ApiMarket />;
}
