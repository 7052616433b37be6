import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { untrackedWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn } from '../../core/sql.js';
import { ONLINE_WINDOW_MINUTES } from './creator-figures.service.js';

const touchRow = z.object({ came_online: z.boolean() });
/** The value before the update comes from the statement's snapshot (the CTE's SELECT). */
const touchCommand = command<[userId: number], typeof touchRow>(
  'creators.presence-touch',
  `WITH before AS (SELECT last_seen_at FROM app_user WHERE id = $1),
        touched AS (UPDATE app_user SET last_seen_at = now() WHERE id = $1)
   SELECT (last_seen_at IS NULL OR last_seen_at <= now() - interval '${ONLINE_WINDOW_MINUTES} minutes') AS came_online
     FROM before`,
  touchRow,
);

/**
 * Remembers when each signed-in user was last active (`app_user.last_seen_at`), for the creators'
 * online dot. At most one write per user and minute per gateway: requests in between only read memory.
 */
export class PresenceService {
  private readonly touched = new Map<number, number>();
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly everyMs = 60_000,
    /**
     * After a write that turned the user's online dot on (the catalogue's read cache shows it): not
     * after the touches that only keep an online user online, so an active user does not invalidate
     * the cache every minute. The dot going off is a matter of time alone (cached entries live at most
     * a minute).
     */
    private readonly cameOnline: () => unknown = () => undefined,
  ) {
    this.sql = sqlOn(ds);
  }

  async touch(userId: number, now = Date.now()): Promise<void> {
    const last = this.touched.get(userId);
    if (last !== undefined && now - last < this.everyMs) return;
    this.touched.set(userId, now);
    // Forget users idle for a while, so the map stays as small as the set of active users.
    if (this.touched.size > 10_000) {
      for (const [id, at] of this.touched) if (now - at >= this.everyMs) this.touched.delete(id);
    }
    // Not the request's catalogue write: a user coming online bumps the `presence` scope alone (cameOnline).
    const { rows } = await untrackedWrite(() => this.sql.run(touchCommand, [userId]));
    if (rows[0]?.came_online) await this.cameOnline();
  }
}
