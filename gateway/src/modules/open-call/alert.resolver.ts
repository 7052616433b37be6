import { Arg, Ctx, Int, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { openCallPolicy } from './open-call.policy.js';
import type { AlertService } from './alert.service.js';
import { AlertSignal, InterfaceAlert } from './open-call.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { alerts: AlertService };

/** The administrator's side of interface alerts: acknowledge one, hear new ones as they are written. */
@Resolver()
export class AlertResolver {
  @Gate(openCallPolicy.acknowledgeAlert)
  @Mutation(() => InterfaceAlert, { description: 'Marks an alert as seen (who, when); again changes nothing (administrators).' })
  async acknowledgeAlert(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<InterfaceAlert> {
    const a = await ctx.services.alerts.acknowledge(ctx.user, id);
    return { ...a, message: ctx.lang === 'en' ? a.messageEn : a.message };
  }

  @Gate(openCallPolicy.hearAlerts)
  @Subscription(() => AlertSignal, {
    name: 'interfaceAlertRaised',
    description: 'Each interface alert as it is written (administrators; token in connection_init).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext<Deps>;
      return ctx.services.alerts.hear(ctx.user);
    },
  })
  alertRaised(@Root() signal: AlertSignal): AlertSignal {
    return signal;
  }
}
