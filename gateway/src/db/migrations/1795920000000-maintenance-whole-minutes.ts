import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Maintenance windows are scheduled in whole minutes (the start rounded up, the end down: status.rules.ts
 * `wholeMinutesOf`), so a window never covers time outside what it announced. Windows stored before were
 * kept to the second; alert silencing and the "in maintenance now" state still read their exact seconds.
 * Those rows get the same rounding here; one that holds no whole minute covers nothing and is removed.
 */
export class MaintenanceWholeMinutes1795920000000 implements MigrationInterface {
  name = 'MaintenanceWholeMinutes1795920000000';

  async up(q: QueryRunner): Promise<void> {
    const ceil = `CASE WHEN starts_at = date_trunc('minute', starts_at) THEN starts_at ELSE date_trunc('minute', starts_at) + interval '1 minute' END`;
    await q.query(`DELETE FROM status_maintenance WHERE date_trunc('minute', ends_at) <= ${ceil}`);
    await q.query(`UPDATE status_maintenance SET starts_at = ${ceil}, ends_at = date_trunc('minute', ends_at)
                    WHERE starts_at <> date_trunc('minute', starts_at) OR ends_at <> date_trunc('minute', ends_at)`);
  }

  async down(): Promise<void> {
    // The seconds are not kept: nothing to undo.
  }
}
