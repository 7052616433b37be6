import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Gate } from '../../graphql/gate.js';
import { tenderPolicy } from './tender.policy.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { idempotentMutation, type IdempotencyService } from '../idempotency/idempotency.service.js';
import type { TenderService } from './tender.service.js';
import {
  AdminTenderRequest,
  AdminTenderRequestPage,
  SubmitTenderRequestInput,
  TenderListArgs,
  TenderRequest,
  TenderRequestPage,
  UpdateTenderRequestInput,
} from './tender.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { tender: TenderService; idempotency: IdempotencyService };

const caller = (ctx: GraphQLContext<Deps>) => ({ user: ctx.user, ip: ctx.ip, lang: ctx.lang });

@Resolver()
export class TenderResolver {
  @Query(() => TenderRequestPage, {
    description: 'Everyone: API requests (需求), most wanted first; public fields only (no contact, no requester).',
  })
  tenderRequests(@Args(() => TenderListArgs) args: TenderListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<TenderRequestPage> {
    return ctx.services.tender.list(args, caller(ctx));
  }

  @Gate(tenderPolicy.readAdmin)
  @Query(() => AdminTenderRequestPage, { description: 'Administrators: API requests with contact and requester, newest first.' })
  adminTenderRequests(
    @Args(() => TenderListArgs) args: TenderListArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AdminTenderRequestPage> {
    return ctx.services.tender.adminList(args, caller(ctx));
  }

  @Mutation(() => TenderRequest, {
    description: 'Anyone: asks for an API the market lacks (Idempotency-Key honoured; RATE_LIMIT_TENDER_IP).',
  })
  submitTenderRequest(
    @Arg('input', () => SubmitTenderRequestInput) input: SubmitTenderRequestInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<TenderRequest> {
    return idempotentMutation(ctx.services.idempotency, ctx, 'submitTenderRequest', input, (unit) =>
      ctx.services.tender.submit(input, caller(ctx), unit),
    );
  }

  @Mutation(() => TenderRequest, {
    description: 'Anyone: “I need this too” — one vote per account, or per address for visitors.',
  })
  voteTenderRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<TenderRequest> {
    return ctx.services.tender.vote(id, caller(ctx));
  }

  @Gate(tenderPolicy.answer)
  @Mutation(() => AdminTenderRequest, {
    description: 'Administrators: status, public response note and the fulfilling API (required with fulfilled).',
  })
  updateTenderRequest(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateTenderRequestInput) input: UpdateTenderRequestInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AdminTenderRequest> {
    return ctx.services.tender.update(id, input, ctx.user, ctx.lang);
  }
}
