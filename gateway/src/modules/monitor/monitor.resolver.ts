import { Arg, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MetricsPeriod, SystemMetricsHistory } from './metrics-history.types.js';
import { SystemMetrics } from './metrics.types.js';
import type { MetricsSampler } from './metrics.sampler.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { metrics: MetricsSampler };

@Resolver()
export class MonitorResolver {
  @Query(() => SystemMetrics, { description: 'The latest system sample.' })
  systemMetricsNow(@Ctx() ctx: GraphQLContext<Deps>): Promise<SystemMetrics> {
    return ctx.services.metrics.current();
  }

  @Query(() => SystemMetricsHistory, {
    description:
      'Stored samples of this gateway host over a period, averaged per bucket (public, like the live feed).',
  })
  systemMetricsHistory(
    @Arg('period', () => MetricsPeriod) period: MetricsPeriod,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SystemMetricsHistory> {
    return ctx.services.metrics.history.history(period);
  }

  @Subscription(() => SystemMetrics, {
    // The host's own local stream, not the shared pubsub: see MetricsSampler.
    subscribe: ({ context }) => (context as GraphQLContext<Deps>).services.metrics.stream(),
    description: 'A sample of the gateway host every 2 s, taken once per tick for all subscribers.',
  })
  systemMetrics(@Root() sample: SystemMetrics): SystemMetrics {
    return sample;
  }
}
