import { Args, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { activityPolicy } from './monitor.policy.js';
import { ActivityEvent, ActivityLogArgs } from './activity.types.js';
import type { ActivityService } from './activity.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { activity: ActivityService };

@Resolver()
export class ActivityResolver {
  @Gate(activityPolicy.read)
  @Query(() => [ActivityEvent], { description: 'Platform activity, newest first (administrators).' })
  activityLog(@Args() args: ActivityLogArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ActivityEvent[]> {
    return ctx.services.activity.list(ctx.user, args);
  }

  @Gate(activityPolicy.read)
  @Subscription(() => ActivityEvent, {
    name: 'activityLog',
    description: 'Each new platform activity entry as it happens (administrators; token in connection_init).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext<Deps>;
      return ctx.services.activity.hear(ctx.user);
    },
  })
  activityAdded(@Root() event: ActivityEvent): ActivityEvent {
    // Through Redis the payload is JSON: the date arrives as a string.
    return { ...event, createdAt: new Date(event.createdAt) };
  }
}
