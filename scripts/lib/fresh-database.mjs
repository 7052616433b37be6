// A throwaway database next to `adminUrl`, copied from `template` (an empty one from template0 unless
// told otherwise); `drop()` removes it.
// The one implementation: benchmarks import it, and so do the gateway's tests (through the .d.mts).
import { randomBytes } from 'node:crypto';

export async function createDatabase(adminUrl, prefix, template = 'template0') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
