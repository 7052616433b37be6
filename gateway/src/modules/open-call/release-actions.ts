import type { DataSource } from 'typeorm';
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

/**
 * What the traffic policies' verdicts write: the remembered stable version, automatic shutdown,
 * gray promotion and rollback, each with its alert (and the activity log for alerts and shutdowns).
 */
export class ReleaseActions {
  constructor(
    private readonly ds: DataSource,
    private readonly alerts: AlertService,
    /** The lifecycle owner (status change + audit row + creator notification) and the activity log. */
    private readonly hooks: { workflow: ApiWorkflowService; activity: ActivityService },
    private readonly windowSeconds: number,
  ) {}

  /** The address served at full release becomes the version gray releases fall back to. */
  async remember(apiId: number, address: string): Promise<void> {
    await this.ds.query(
      `INSERT INTO api_release_state (api_id, stable_address) VALUES ($1, $2)
       ON CONFLICT (api_id) DO UPDATE SET stable_address = $2, updated_at = now()`,
      [apiId, address],
    );
  }

  async setPromoteAfter(apiId: number, calls: number): Promise<void> {
    await this.ds.query(
      `INSERT INTO api_release_state (api_id, promote_after_calls) VALUES ($1, $2)
       ON CONFLICT (api_id) DO UPDATE SET promote_after_calls = $2, updated_at = now()`,
      [apiId, calls],
    );
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
      const rows: OwnedApi[] = await em.query(
        `SELECT a.id, a.name, a.status, a.creator_id, c.user_id AS owner_user_id
           FROM api a LEFT JOIN creator c ON c.id = a.creator_id WHERE a.id = $1 FOR UPDATE OF a`,
        [api.id],
      );
      const owned = rows[0];
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
      const state: Array<{ stable: string | null }> = await em.query(
        `SELECT stable_address AS stable FROM api_release_state WHERE api_id = $1 FOR UPDATE`,
        [api.id],
      );
      await rollbackVersions(em, api.id, api.address, state[0]?.stable ?? null);
      await em.query(
        `INSERT INTO api_release_state (api_id, rolled_back_address) VALUES ($1, $2)
         ON CONFLICT (api_id) DO UPDATE SET rolled_back_address = $2, updated_at = now()`,
        [api.id, api.address],
      );
      await em.query(
        `UPDATE api_publish_config SET deploy_type = 'full', gray_scale = 10000, threshold = 10000, updated_at = now()
         WHERE api_id = $1`,
        [api.id],
      );
      await this.alerts.raiseIn(em, api.id, 'rollback', t, this.windowSeconds, api.name, hasStable);
    });
    this.alerts.announce(api.id, 'rollback');
  }

  /** The gray version becomes the full release and the new stable version. */
  async promote(api: ReleaseTarget, t: WindowCountsLike): Promise<void> {
    await this.ds.transaction(async (em) => {
      await em.query(
        `UPDATE api_publish_config SET deploy_type = 'full', gray_scale = 10000, threshold = 10000, updated_at = now()
         WHERE api_id = $1`,
        [api.id],
      );
      await em.query(
        `INSERT INTO api_release_state (api_id, stable_address) VALUES ($1, $2)
         ON CONFLICT (api_id) DO UPDATE SET stable_address = $2, rolled_back_address = NULL, updated_at = now()`,
        [api.id, api.address],
      );
      await this.alerts.raiseIn(em, api.id, 'promote', t, this.windowSeconds, api.name);
    });
    this.alerts.announce(api.id, 'promote');
  }
}
