import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import type { ApiWorkflowService } from '../authoring/api-workflow.service.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import type { Telemetry } from '../../ops/telemetry.js';
import type { ActivityService } from '../monitor/activity.service.js';
import { AlertService } from './alert.service.js';
import type { ApiKeyService } from '../keys/api-key.service.js';
import type { QuotaService } from '../plans/quota.service.js';
import type { MockService } from '../mock/mock.service.js';
import { CallHistoryService } from './call-history.service.js';
import { CallReceiptService } from './call-receipt.service.js';
import { CallRecorder } from './call-recorder.js';
import { CallStorageMaintenance } from './call-storage.js';
import { AnalyticsReads } from '../../db/analytics-reads.js';
import { defineFeature } from '../../core/feature.js';
import { AlertResolver } from './alert.resolver.js';
import { ApiCallStatsResolver, OpenCallResolver } from './open-call.resolver.js';
import { openCallRoutes } from './open-call.routes.js';
import { OpenCallService } from './open-call.service.js';
import { ReleaseActions } from './release-actions.js';
import { TrafficPolicyService } from './traffic-policy.service.js';
import { UpstreamClient } from './upstream-client.js';

export interface OpenCallServices {
  openCall: OpenCallService;
  callHistory: CallHistoryService;
  /** Tells a caller when its receipted calls are recorded (the `callRecorded` subscription). */
  callReceipts: CallReceiptService;
  callRecorder: CallRecorder;
  callStorage: CallStorageMaintenance;
  /** The statistics reads' own small pool (closed with the gateway). */
  analyticsReads: AnalyticsReads;
  trafficPolicies: TrafficPolicyService;
  alerts: AlertService;
}

/** Wires the open-call feature; `openCall.stop()` flushes the recorder before the database closes. */
export function createOpenCallServices(
  config: Config,
  ds: DataSource,
  pubsub: AppPubSub,
  hooks: {
    workflow: ApiWorkflowService;
    activity: ActivityService;
    rateLimits: RateLimiters;
    apiKeys: ApiKeyService;
    quota?: QuotaService;
    /** The mock answers a published prototype's open calls (issue #29). */
    mock?: MockService;
    telemetry?: Telemetry;
    /** Where a failure off the request path goes (a database outage is told once, not per failure). */
    report?: (what: string) => (err: unknown) => void;
  },
): OpenCallServices {
  const logError = (what: string) =>
    hooks.report?.(`open-call: ${what} failed`) ??
    ((err: unknown) => {
      if (config.logLevel !== 'silent') console.error(`open-call: ${what} failed`, err);
    });
  const upstream = new UpstreamClient({
    allowList: config.upstreamAllowList,
    timeoutMs: config.upstreamTimeoutMs,
    maxBytes: config.upstreamMaxBytes,
    maxRedirects: 3,
  });
  const callRecorder = new CallRecorder(
    ds,
    { intervalMs: config.callFlushMs, batchSize: 500, maxBuffered: 100_000 },
    logError('recording calls'),
  );
  // Receipted calls (X-Call-Receipt) are announced once their batch is committed, to every gateway.
  callRecorder.onReceipts((batch) => {
    for (const api of batch) pubsub.publish(Topic.CallsRecorded, api.apiId, api);
  });
  const alerts = new AlertService(ds, {
    publish: (signal) => pubsub.publish(Topic.AlertRaised, signal),
    subscribe: () => pubsub.subscribe(Topic.AlertRaised),
  });
  const trafficPolicies = new TrafficPolicyService(
    ds,
    new ReleaseActions(ds, alerts, hooks, config.policyWindowSeconds),
    {
      windowSeconds: config.policyWindowSeconds,
      minCalls: config.policyMinCalls,
      perCaller:
        config.policyCallerShare === 0
          ? Number.POSITIVE_INFINITY
          : Math.max(1, Math.floor((config.policyMinCalls * config.policyCallerShare) / 100)),
      defaultRatePerMinute: 60,
      limits: hooks.rateLimits,
    },
    // Called only after a verdict, long after construction: here at once, and on every other gateway.
    (apiId) => {
      openCall.invalidate(apiId);
      pubsub.publish(Topic.ApiChanged, { apiId });
    },
    logError('a traffic policy verdict'),
  );
  const callStorage = new CallStorageMaintenance(ds, config.callRetentionDays, logError('call storage upkeep'));
  callStorage.start();
  const openCall = new OpenCallService(
    ds,
    upstream,
    callRecorder,
    hooks.apiKeys,
    trafficPolicies,
    hooks.telemetry,
    callStorage,
    hooks.quota,
    hooks.mock,
  );
  // A status change on any gateway reaches this one's cache at once (not after the cache's refresh).
  openCall.follow(pubsub.subscribe(Topic.ApiChanged));
  const analyticsReads = new AnalyticsReads(ds, config.analytics);
  // The proxy's cached targets answer the visibility rule's lookups.
  const callHistory = new CallHistoryService(ds, (apiId) => openCall.target(apiId), analyticsReads, config.callRetentionDays);
  return {
    openCall,
    callHistory,
    callReceipts: new CallReceiptService(
      (apiId, viewer) => callHistory.mustSee(apiId, viewer),
      (apiId) => pubsub.subscribe(Topic.CallsRecorded, apiId),
    ),
    callRecorder,
    callStorage,
    analyticsReads,
    trafficPolicies,
    alerts,
  };
}

export const openCallFeature = defineFeature({
  name: 'open-call',
  routes: [openCallRoutes],
  resolvers: [OpenCallResolver, ApiCallStatsResolver, AlertResolver],
});
