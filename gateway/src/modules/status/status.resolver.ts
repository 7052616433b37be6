import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Gate } from '../../graphql/gate.js';
import { statusPolicy } from './status.policy.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AlertChannelService } from './alert-channel.service.js';
import type { AlertDeliveryService } from './alert-delivery.service.js';
import type { IncidentDeskService } from './incident-desk.service.js';
import type { ProbeService } from './probe.service.js';
import type { StatusService } from './status.service.js';
import {
  AlertChannel,
  AlertChannelInput,
  AlertDelivery,
  AlertDeliveryPage,
  ApiStatusDetail,
  Incident,
  IncidentUpdateInput,
  MaintenanceInput,
  MaintenanceWindow,
  ProbeSettings,
  StatusPage,
} from './status.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { status: StatusService; incidentDesk: IncidentDeskService; probes: ProbeService; alertChannels: AlertChannelService; alertDeliveries: AlertDeliveryService };
type Ctx = GraphQLContext<Deps>;

@Resolver()
export class StatusResolver {
  @Query(() => StatusPage, { description: 'Everyone: the status page — platform and public APIs, uptime, incidents, maintenance.' })
  statusPage(@Ctx() ctx: Ctx): Promise<StatusPage> {
    return ctx.services.status.page();
  }

  @Query(() => ApiStatusDetail, { description: 'Everyone: one public API’s status (a private one: its creator and administrators).' })
  apiStatus(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: Ctx): Promise<ApiStatusDetail> {
    return ctx.services.status.api(apiId, ctx.user ?? null);
  }

  @Gate(statusPolicy.follow)
  @Mutation(() => Boolean, { description: 'Signed in: follow an API’s status (in-app notifications on incidents); false stops.' })
  followApiStatus(@Arg('apiId', () => Int) apiId: number, @Arg('follow') follow: boolean, @Ctx() ctx: Ctx): Promise<boolean> {
    return ctx.services.status.follow(ctx.user, apiId, follow);
  }

  @Gate(statusPolicy.manageApiStatus)
  @Mutation(() => Incident, { description: 'The API’s creator or an administrator: an update on an incident (zh/en).' })
  postIncidentUpdate(
    @Arg('incidentId', () => Int) incidentId: number,
    @Arg('input', () => IncidentUpdateInput) input: IncidentUpdateInput,
    @Ctx() ctx: Ctx,
  ): Promise<Incident> {
    return ctx.services.incidentDesk.postUpdate(ctx.user, incidentId, input);
  }

  @Gate(statusPolicy.manageApiStatus)
  @Mutation(() => MaintenanceWindow, {
    description:
      'The API’s creator or an administrator: a maintenance window (no alerts), in whole minutes — its start rounded up and its end down, so it never covers time outside the times given.',
  })
  scheduleMaintenance(@Arg('input', () => MaintenanceInput) input: MaintenanceInput, @Ctx() ctx: Ctx): Promise<MaintenanceWindow> {
    return ctx.services.incidentDesk.scheduleMaintenance(ctx.user, input);
  }

  @Gate(statusPolicy.manageApiStatus)
  @Mutation(() => Boolean, { description: 'The API’s creator or an administrator: removes a maintenance window.' })
  cancelMaintenance(@Arg('id', () => Int) id: number, @Ctx() ctx: Ctx): Promise<boolean> {
    return ctx.services.incidentDesk.cancelMaintenance(ctx.user, id);
  }

  @Gate(statusPolicy.manageApiStatus)
  @Mutation(() => ProbeSettings, { description: 'The API’s creator or an administrator: probe interval (30–3600 s) or probes off.' })
  setProbeSettings(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('intervalSeconds', () => Int) intervalSeconds: number,
    @Arg('enabled') enabled: boolean,
    @Ctx() ctx: Ctx,
  ): Promise<ProbeSettings> {
    return ctx.services.probes.configure(ctx.user, apiId, { intervalSeconds, enabled });
  }

  @Gate(statusPolicy.manageChannels)
  @Query(() => [AlertChannel], { description: 'Administrators: every channel; creators: their own.' })
  alertChannels(@Ctx() ctx: Ctx): Promise<AlertChannel[]> {
    return ctx.services.alertChannels.list(ctx.user);
  }

  @Gate(statusPolicy.manageChannels)
  @Mutation(() => AlertChannel, { description: 'Administrators: a platform channel; any other account: its own, for its APIs’ events and its subscriptions’ quota crossings.' })
  createAlertChannel(@Arg('input', () => AlertChannelInput) input: AlertChannelInput, @Ctx() ctx: Ctx): Promise<AlertChannel> {
    return ctx.services.alertChannels.create(ctx.user, input);
  }

  @Gate(statusPolicy.manageChannels)
  @Mutation(() => AlertChannel, { description: 'Switches a channel on or off (its owner or an administrator).' })
  setAlertChannelEnabled(@Arg('id', () => Int) id: number, @Arg('enabled') enabled: boolean, @Ctx() ctx: Ctx): Promise<AlertChannel> {
    return ctx.services.alertChannels.setEnabled(ctx.user, id, enabled);
  }

  @Gate(statusPolicy.manageChannels)
  @Mutation(() => Boolean, { description: 'Deletes a channel and its delivery log (its owner or an administrator).' })
  deleteAlertChannel(@Arg('id', () => Int) id: number, @Ctx() ctx: Ctx): Promise<boolean> {
    return ctx.services.alertChannels.remove(ctx.user, id);
  }

  @Gate(statusPolicy.manageChannels)
  @Mutation(() => AlertDelivery, { description: 'Sends a test message now; the delivery (with the receiver’s answer) is in the log.' })
  testAlertChannel(@Arg('id', () => Int) id: number, @Ctx() ctx: Ctx): Promise<AlertDelivery> {
    return ctx.services.alertChannels.test(ctx.user, id);
  }

  @Gate(statusPolicy.manageChannels)
  @Query(() => AlertDeliveryPage, { description: 'The delivery log, newest first: administrators all, creators their channels’.' })
  alertDeliveries(
    @Arg('channelId', () => Int, { nullable: true }) channelId: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
    @Ctx() ctx: Ctx,
  ): Promise<AlertDeliveryPage> {
    return ctx.services.alertDeliveries.list(ctx.user, { channelId, page: clamp(page, 1, 100000), pageSize: clamp(pageSize, 1, 100) });
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));
