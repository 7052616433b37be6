import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import type { AppPubSub } from '../../graphql/pubsub.js';
import type { ApiWorkflowService } from '../authoring/api-workflow.service.js';
import type { RateLimiters } from '../community/rate-limiter.js';
import type { ActivityService } from '../monitor/activity.service.js';
import { AlertService } from './alert.service.js';
import { ApiKeyService } from './api-key.service.js';
import { CallHistoryService } from './call-history.service.js';
import { CallRecorder } from './call-recorder.js';
import { OpenCallService } from './open-call.service.js';
import { ReleaseActions } from './release-actions.js';
import { TrafficPolicyService } from './traffic-policy.service.js';
import { UpstreamClient } from './upstream-client.js';

export interface OpenCallServices {
  openCall: OpenCallService;
  callHistory: CallHistoryService;
  callRecorder: CallRecorder;
  trafficPolicies: TrafficPolicyService;
  alerts: AlertService;
  apiKeys: ApiKeyService;
}

/** Wires the open-call feature; `openCall.stop()` flushes the recorder before the database closes. */
export function createOpenCallServices(
  config: Config,
  ds: DataSource,
  pubsub: AppPubSub,
  hooks: { workflow: ApiWorkflowService; activity: ActivityService; rateLimits: RateLimiters },
): OpenCallServices {
  const logError = (what: string) => (err: unknown) => {
    if (config.logLevel !== 'silent') console.error(`open-call: ${what} failed`, err);
  };
  const upstream = new UpstreamClient({
    allowList: config.upstreamAllowList,
    timeoutMs: config.upstreamTimeoutMs,
    maxBytes: config.upstreamMaxBytes,
    maxRedirects: 3,
  });
  const callRecorder = new CallRecorder(ds, undefined, logError('recording calls'));
  const alerts = new AlertService(ds);
  const apiKeys = new ApiKeyService(ds);
  const trafficPolicies = new TrafficPolicyService(
    ds,
    new ReleaseActions(ds, alerts, hooks, config.policyWindowSeconds),
    {
      windowSeconds: config.policyWindowSeconds,
      minCalls: config.policyMinCalls,
      defaultRatePerMinute: 60,
      limits: hooks.rateLimits,
    },
    // Called only after a verdict, long after construction.
    (apiId) => openCall.invalidate(apiId),
    logError('a traffic policy verdict'),
  );
  const openCall = new OpenCallService(ds, upstream, callRecorder, apiKeys, trafficPolicies);
  return {
    openCall,
    callHistory: new CallHistoryService(ds),
    callRecorder,
    trafficPolicies,
    alerts,
    apiKeys,
  };
}
