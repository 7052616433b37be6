import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStatus } from '../../catalog/api.entity.js';
import { listedTo } from '../../catalog/api-visibility.rules.js';
import { buildApi, type BuiltApi } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const STATUSES = [ApiStatus.Published, ApiStatus.Offline, ApiStatus.Disabled, ApiStatus.Updating, ApiStatus.Draft, ApiStatus.ReviewFailed];

/**
 * The status page's APIs are the catalogue's listed public APIs (`listedTo` a visitor) that are published:
 * for every status and visibility the page, one API's status for a visitor, and the catalogue's rule agree.
 */
describe('which APIs the status page shows (status.service.ts, the catalogue’s visibility rule)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows a published public API, and no API the catalogue hides from a visitor, for every status', async () => {
    const built: Array<BuiltApi & { visibility: 'public' | 'private' }> = [];
    for (const status of STATUSES)
      for (const visibility of ['public', 'private'] as const) built.push({ ...(await buildApi(server, { status, visibility })), visibility });

    const page = await server.request('GET', '/api/status');
    expect(page.body.code, page.text).toBe(200);
    const onPage = new Set((page.body.data.apis as Array<{ apiId: number }>).map((a) => a.apiId));
    for (const a of built) {
      const shown = a.status === ApiStatus.Published && listedTo(null, { status: a.status, visibility: a.visibility, creatorId: a.creator.creatorId });
      expect(onPage.has(a.id), `page: status ${a.status} ${a.visibility}`).toBe(shown);
      const one = await server.request('GET', `/api/status/api/${a.id}`);
      expect(one.status, `visitor: status ${a.status} ${a.visibility}`).toBe(shown ? 200 : 404);
      if (!shown) expect(one.body.message).toBe('接口不存在');
      const mine = await server.request('GET', `/api/status/api/${a.id}`, undefined, a.creator.headers);
      expect(mine.status, `creator: status ${a.status} ${a.visibility}`).toBe(200);
    }
  });
});
