import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { AppPubSub } from './graphql/pubsub.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { ApiCatalogService } from './modules/catalog/api-catalog.service.js';
import { MetricsSampler } from './modules/monitor/metrics.sampler.js';

/** The service layer: one instance of each feature's service, shared by the GraphQL and REST doors. */
export interface Services {
  config: Config;
  accounts: AccountsService;
  catalog: ApiCatalogService;
  metrics: MetricsSampler;
}

export function createServices(config: Config, ds: DataSource, pubsub: AppPubSub): Services {
  return {
    config,
    accounts: new AccountsService(ds, config),
    catalog: new ApiCatalogService(ds),
    metrics: new MetricsSampler(pubsub, config.metricsIntervalMs),
  };
}
