import { Args, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../core/auth-user.js';
import { ActivityEvent, ActivityLogArgs } from './activity.types.js';
import type { ActivityService } from './activity.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { activity: ActivityService };

@Resolver()
export class ActivityResolver {
  @Query(() => [ActivityEvent], { description: 'Platform activity, newest first (administrators).' })
  activityLog(@Args() args: ActivityLogArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ActivityEvent[]> {
    requireAdmin(ctx.user);
    return ctx.services.activity.list(args);
  }

  @Subscription(() => ActivityEvent, {
    name: 'activityLog',
    description: 'Each new platform activity entry as it happens (administrators; token in connection_init).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext<Deps>;
      requireAdmin(ctx.user);
      return ctx.services.activity.stream();
    },
  })
  activityAdded(@Root() event: ActivityEvent): ActivityEvent {
    // Through Redis the payload is JSON: the date arrives as a string.
    return { ...event, createdAt: new Date(event.createdAt) };
  }
}
