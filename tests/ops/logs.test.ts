import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { freePort, startGateway, tempDataDir, type Proc } from './support/processes.js';

describe('what an operator reads on the console', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  const procs: Proc[] = [];
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    data = tempDataDir();
  });
  afterEach(async () => {
    for (const p of procs.splice(0)) {
      if (p.child.exitCode === null) p.child.kill('SIGTERM');
      await p.exited;
    }
  });
  afterAll(async () => {
    await db?.drop();
    data?.remove();
  });

  const start = async (env: Record<string, string> = {}) => {
    const port = await freePort();
    const proc = startGateway({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      ...env,
    });
    procs.push(proc);
    await proc.waitFor(/running on/);
    return { base: `http://127.0.0.1:${port}`, proc };
  };

  it('pretty logs: one readable line per API request; health checks and static files stay out at info', async () => {
    const { base, proc } = await start();
    for (const p of ['/livez', '/readyz', '/healthz', '/', '/index.html', '/api/apiList?page=1&pageSize=2']) {
      await (await fetch(base + p)).arrayBuffer();
    }
    // The last request's line is the event to wait for; everything before it has been written.
    await proc.waitFor(/GET \/api\/apiList\?page=1&pageSize=2 200/);
    const requestLines = proc.stdout.split('\n').filter((l) => / (GET|POST) \//.test(l));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/apiList\?page=1&pageSize=2 200 [\d.]+ ms$/);
    expect(proc.stdout).not.toMatch(/^\{/m);
  });

  it('says where the admin password is kept on every start', async () => {
    const file = path.join(data.dir, 'admin-password.txt');
    // This database's admin was created by the first test's start: the password is in the file.
    const { proc } = await start();
    expect(proc.stdout).toContain(`admin password: in ${file}`);
    const given = await start({ ADMIN_PASSWORD: 'a-password-from-env' });
    expect(given.proc.stdout).toContain('admin password: the ADMIN_PASSWORD variable');
  });
});
