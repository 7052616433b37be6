import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An API request no longer keeps its requester's IP address: nothing read it (the per-IP submission
 * limit counts in the rate limiter, which forgets), so it was personal data kept forever for no use.
 */
export class TenderNoRequesterIp1763800000000 implements MigrationInterface {
  name = 'TenderNoRequesterIp1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tender_request DROP COLUMN requester_ip`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tender_request ADD COLUMN requester_ip text NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX tender_request_ip_idx ON tender_request (requester_ip, created_at DESC)`);
  }
}
