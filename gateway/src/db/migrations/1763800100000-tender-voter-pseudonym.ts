import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's vote on an API request is kept under a pseudonym of the address, not the address: the
 * voter key 'ip:<address>' becomes 'iph:' + SHA-256 of a random salt made once per database and the
 * address, so one address still votes once but the table holds no address. `tender_voter()` turns a
 * caller's principal ('u:<id>' stays as it is) into the stored key; the rows already there are converted.
 */
export class TenderVoterPseudonym1763800100000 implements MigrationInterface {
  name = 'TenderVoterPseudonym1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE site_secret (name text PRIMARY KEY, value text NOT NULL)`);
    // Two version-4 UUIDs: 244 random bits from PostgreSQL's strong random source.
    await q.query(
      `INSERT INTO site_secret (name, value) VALUES ('tender-voter-salt', gen_random_uuid()::text || gen_random_uuid()::text)`,
    );
    await q.query(`
      CREATE FUNCTION tender_voter(principal text) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN principal LIKE 'ip:%' THEN 'iph:' || encode(sha256(convert_to(
          (SELECT value FROM site_secret WHERE name = 'tender-voter-salt') || principal, 'UTF8')), 'hex')
        ELSE principal END
      $$`);
    await q.query(`UPDATE tender_vote SET voter = tender_voter(voter) WHERE voter LIKE 'ip:%'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The addresses cannot come back from their pseudonyms: those votes still count, under their keys.
    await q.query(`DROP FUNCTION tender_voter(text)`);
    await q.query(`DROP TABLE site_secret`);
  }
}
