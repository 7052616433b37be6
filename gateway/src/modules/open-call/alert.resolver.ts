import { Arg, Ctx, Int, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../core/auth-user.js';
import type { AlertService } from './alert.service.js';
import { AlertSignal, InterfaceAlert } from './open-call.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { alerts: AlertService };

/** The administrator's side of interface alerts: acknowledge one, hear new ones as they are written. */
@Resolver()
export class AlertResolver {
  @Mutation(() => InterfaceAlert, { description: 'Marks an alert as seen (who, when); again changes nothing (administrators).' })
  async acknowledgeAlert(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<InterfaceAlert> {
    const admin = requireAdmin(ctx.user);
    const a = await ctx.services.alerts.acknowledge(id, admin.id);
    return { ...a, message: ctx.lang === 'en' ? a.messageEn : a.message };
  }

  @Subscription(() => AlertSignal, {
    name: 'interfaceAlertRaised',
    description: 'Each interface alert as it is written (administrators; token in connection_init).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext<Deps>;
      requireAdmin(ctx.user);
      return ctx.services.alerts.stream();
    },
  })
  alertRaised(@Root() signal: AlertSignal): AlertSignal {
    return signal;
  }
}
