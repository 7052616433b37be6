import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { AUTO_SHUTDOWN_REASON, type ApiWorkflowService, type OwnedApi } from '../authoring/api-workflow.service.js';
import type { ActivityService } from '../monitor/activity.service.js';
import type { AlertService } from './alert.service.js';
import { rollbackVersions } from '../versions/api-version.service.js';

export interface ReleaseTarget {
  id: number;
  address: string;
  name: string;
}

export interface WindowCountsLike {
  calls: number;
  failed: number;
  slow: number;
}

const rememberCommand = command<[apiId: number, address: string]>(
  'release.remember',
  `INSERT INTO api_release_state (api_id, stable_address) VALUES ($1, $2)
   ON CONFLICT (api_id) DO UPDATE SET stable_address = $2, updated_at = now()`,
);
const promoteAfterCommand = command<[apiId: number, calls: number]>(
  'release.promote-after',
  `INSERT INTO api_release_state (api_id, promote_after_calls) VALUES ($1, $2)
   ON CONFLICT (api_id) DO UPDATE SET promote_after_calls = $2, updated_at = now()`,
);
const ownedApiRow = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  creator_id: z.number().nullable(),
  owner_user_id: z.number().nullable(),
});
const lockApi = statement<[apiId: number], typeof ownedApiRow>(
  'release.lock-api',
  `SELECT a.id, a.name, a.status, a.creator_id, c.user_id AS owner_user_id
     FROM api a LEFT JOIN creator c ON c.id = a.creator_id WHERE a.id = $1 FOR UPDATE OF a`,
  ownedApiRow,
);
const stableRow = z.object({ stable: z.string().nullable() });
const lockStable = statement<[apiId: number], typeof stableRow>(
  'release.lock-stable',
  `SELECT stable_address AS stable FROM api_release_state WHERE api_id = $1 FOR UPDATE`,
  stableRow,
);
const rolledBackCommand = command<[apiId: number, address: string]>(
  'release.rolled-back',
  `INSERT INTO api_release_state (api_id, rolled_back_address) VALUES ($1, $2)
   ON CONFLICT (api_id) DO UPDATE SET rolled_back_address = $2, updated_at = now()`,
);
const fullReleaseCommand = command<[apiId: number]>(
  'release.full',
  `UPDATE api_publish_config SET deploy_type = 'full', gray_scale = 10000, threshold = 10000, updated_at = now()
   WHERE api_id = $1`,
);
const promotedCommand = command<[apiId: number, address: string]>(
  'release.promoted',
  `INSERT INTO api_release_state (api_id, stable_address) VALUES ($1, $2)
   ON CONFLICT (api_id) DO UPDATE SET stable_address = $2, rolled_back_address = NULL, updated_at = now()`,
);

/**
 * What the traffic policies' verdicts write: the remembered stable version, automatic shutdown,
 * gray promotion and rollback, each with its alert (and the activity log for alerts and shutdowns).
 */
export class ReleaseActions {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly alerts: AlertService,
    /** The lifecycle owner (status change + audit row + creator notification) and the activity log. */
    private readonly hooks: { workflow: ApiWorkflowService; activity: ActivityService },
    private readonly windowSeconds: number,
  ) {
    this.sql = sqlOn(ds);
  }

  /** The address served at full release becomes the version gray releases fall back to. */
  async remember(apiId: number, address: string): Promise<void> {
    await this.sql.run(rememberCommand, [apiId, address]);
  }

  async setPromoteAfter(apiId: number, calls: number): Promise<void> {
    await this.sql.run(promoteAfterCommand, [apiId, calls]);
  }

  async alert(api: ReleaseTarget, t: WindowCountsLike): Promise<void> {
    await this.alerts.raise(api.id, 'alert', t, this.windowSeconds, api.name);
    await this.hooks.activity.record({
      kind: 'ALERT_RAISED',
      title: `接口「${api.name}」触发告警`,
      titleEn: `Alert raised on "${api.name}"`,
      apiId: api.id,
    });
  }

  async shutdown(api: ReleaseTarget, t: WindowCountsLike): Promise<void> {
    // The workflow's transaction pushes the creator's notification only once this commits.
    const done = await this.hooks.workflow.transaction(async (em) => {
      const owned: OwnedApi | null = await this.sql.first(lockApi, [api.id], em);
      if (!owned || owned.status !== 1) return false;
      const reason = `${AUTO_SHUTDOWN_REASON}：最近 ${this.windowSeconds} 秒 ${t.calls} 次调用中失败 ${t.failed} 次`;
      // Through the workflow, like any status change: audit row, then the creator's 'offline' notice.
      await this.hooks.workflow.setStatus(em, owned, 0, null, reason);
      // The creator is told why, and how to bring it back (README: traffic verdicts).
      await this.hooks.workflow.notify(em, owned, 'offline', null, {
        zh: `你的接口「${api.name}」已被自动下架：最近 ${this.windowSeconds} 秒 ${t.calls} 次调用中失败 ${t.failed} 次（多个调用方均失败）。修复上游后可重新提交审核，管理员通过后恢复上线`,
        en: `Your API "${api.name}" was shut down automatically: ${t.failed} of ${t.calls} calls in the last ${this.windowSeconds} s failed (for several callers). Once the upstream is fixed, resubmit it for review; it is back online when an administrator passes it`,
      });
      await this.alerts.raiseIn(em, api.id, 'shutdown', t, this.windowSeconds, api.name);
      return true;
    });
    if (!done) return;
    this.alerts.announce(api.id, 'shutdown');
    await this.hooks.activity.record({
      kind: 'API_SHUT_DOWN',
      title: `接口「${api.name}」已自动下架`,
      titleEn: `"${api.name}" was shut down automatically`,
      apiId: api.id,
    });
  }

  /** Everyone goes back to the stable version; the withdrawn address is not served until it changes. */
  async rollback(api: ReleaseTarget, hasStable: boolean, t: WindowCountsLike): Promise<void> {
    await this.ds.transaction(async (em) => {
      // The stored versions follow (issue #30): the latest one routes to what is live again, not to the withdrawn address.
      const state = await this.sql.first(lockStable, [api.id], em);
      await rollbackVersions(em, api.id, api.address, state?.stable ?? null);
      await this.sql.run(rolledBackCommand, [api.id, api.address], em);
      await this.sql.run(fullReleaseCommand, [api.id], em);
      await this.alerts.raiseIn(em, api.id, 'rollback', t, this.windowSeconds, api.name, hasStable);
    });
    this.alerts.announce(api.id, 'rollback');
  }

  /** The gray version becomes the full release and the new stable version. */
  async promote(api: ReleaseTarget, t: WindowCountsLike): Promise<void> {
    await this.ds.transaction(async (em) => {
      await this.sql.run(fullReleaseCommand, [api.id], em);
      await this.sql.run(promotedCommand, [api.id, api.address], em);
      await this.alerts.raiseIn(em, api.id, 'promote', t, this.windowSeconds, api.name);
    });
    this.alerts.announce(api.id, 'promote');
  }
}
