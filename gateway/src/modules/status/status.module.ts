import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import { defineFeature } from '../../core/feature.js';
import type { AppPubSub } from '../../graphql/pubsub.js';
import { AlertChannelService } from './alert-channel.service.js';
import { AlertDeliveryService } from './alert-delivery.service.js';
import { AlertSenders } from './alert-senders.js';
import type { AddressGuard, BuiltinRunner, OutboundHttp } from './outbound.js';
import { IncidentDeskService } from './incident-desk.service.js';
import { ProbeService } from './probe.service.js';
import { StatusEvaluatorService } from './status-evaluator.service.js';
import { StatusJobs } from './status-jobs.service.js';
import { StatusResolver } from './status.resolver.js';
import { statusRoutes } from './status.routes.js';
import { StatusService } from './status.service.js';

export interface StatusServices {
  status: StatusService;
  /** Incident updates and maintenance windows (the API's creator, administrators). */
  incidentDesk: IncidentDeskService;
  probes: ProbeService;
  statusEvaluator: StatusEvaluatorService;
  alertChannels: AlertChannelService;
  /** The durable alert queue; `enqueue` is the hook for features that raise events (quota, deprecation). */
  alertDeliveries: AlertDeliveryService;
  statusJobs: StatusJobs;
}

/** Wires the status feature; the root passes the SSRF-guarded outbound client and the built-ins. */
export function createStatusServices(
  config: Config,
  ds: DataSource,
  pubsub: AppPubSub,
  outside: {
    http: OutboundHttp;
    guard: AddressGuard;
    runBuiltin: BuiltinRunner;
    /** Where a failure of the background jobs goes (a database outage is told once, not per round). */
    report?: (what: string) => (err: unknown) => void;
  },
): StatusServices {
  const gatewayId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const s = config.status;
  const statusPageUrl = (apiId: number | null) =>
    config.publicBaseUrl ? `${config.publicBaseUrl.replace(/\/$/, '')}/#/status${apiId ? `?api=${apiId}` : ''}` : null;
  const alertDeliveries = new AlertDeliveryService(ds, new AlertSenders(outside.http, outside.guard, s.probeTimeoutMs), {
    gatewayId,
    maxAttempts: s.alertMaxAttempts,
    statusPageUrl,
  });
  const statusEvaluator = new StatusEvaluatorService(ds, pubsub, alertDeliveries, { openAfter: s.openAfter, closeAfter: s.closeAfter, minCalls: s.minCalls });
  const probes = new ProbeService(ds, outside.http, outside.runBuiltin, { gatewayId, defaultIntervalSeconds: s.probeIntervalSeconds, batch: 50 });
  const onError = (what: string, err: unknown) => {
    if (outside.report) outside.report(`status: ${what} failed`)(err);
    else if (config.logLevel !== 'silent') console.error(`status: ${what} failed`, err);
  };
  const status = new StatusService(ds, s.probeIntervalSeconds);
  return {
    status,
    incidentDesk: new IncidentDeskService(ds, pubsub, alertDeliveries, statusEvaluator, status),
    probes,
    statusEvaluator,
    alertChannels: new AlertChannelService(ds, alertDeliveries),
    alertDeliveries,
    statusJobs: new StatusJobs({ probes, evaluator: statusEvaluator, deliveries: alertDeliveries }, { enabled: s.jobs, tickMs: s.tickMs }, onError),
  };
}

/** The public status page, incidents, maintenance, probes and alert channels (issue #31). */
export const statusFeature = defineFeature({
  name: 'status',
  routes: [statusRoutes],
  resolvers: [StatusResolver],
});
