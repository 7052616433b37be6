import { Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Topic } from '../../graphql/pubsub.js';
import { SystemMetrics } from './metrics.types.js';

@Resolver()
export class MonitorResolver {
  @Query(() => SystemMetrics, { description: 'The latest system sample.' })
  systemMetricsNow(@Ctx() ctx: GraphQLContext): Promise<SystemMetrics> {
    return ctx.services.metrics.current();
  }

  @Subscription(() => SystemMetrics, {
    topics: Topic.SystemMetrics,
    description: 'A system sample every 2 s, taken once per tick for all subscribers.',
  })
  systemMetrics(@Root() sample: SystemMetrics): SystemMetrics {
    return sample;
  }
}
