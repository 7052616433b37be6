import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { adminPolicy } from './admin.policy.js';
import { SecurityPosture } from './security.types.js';
import type { SecurityPostureService } from './security-posture.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { securityPosture: SecurityPostureService };

/** The information-security tab: the rules in force and the refusals, read from the gateway itself. */
@Resolver()
export class SecurityResolver {
  @Gate(adminPolicy.readSecurityPosture)
  @Query(() => SecurityPosture, { description: 'Administrators: what the gateway enforces and what it refused since it started.' })
  securityPosture(@Ctx() ctx: GraphQLContext<Deps>): Promise<SecurityPosture> {
    return ctx.services.securityPosture.posture(ctx.user);
  }
}
