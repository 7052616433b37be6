import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/** An API row as the tests need it; `builtin:` addresses are answered by the gateway itself. */
async function insertApi(
  server: TestServer,
  name: string,
  address: string,
  over: { status?: number; visibility?: 'public' | 'private' } = {},
): Promise<number> {
  const [row] = await server.ds.query(
    `INSERT INTO api (name, name_en, address, test_url, status, visibility, request_method)
     VALUES ($1, $1, $2, '/api/open/api/{id}', $3, $4, 'GET') RETURNING id`,
    [name, address, over.status ?? 1, over.visibility ?? 'public'],
  );
  return row.id as number;
}

describe('toolbox tools and the developer discussion stream', () => {
  let server: TestServer;
  let uuidApi: number;
  let privateApi: number;
  beforeAll(async () => {
    server = await startTestServer();
    uuidApi = await insertApi(server, 'UUID 工具', 'builtin:uuid');
    await insertApi(server, '哈希 草稿', 'builtin:hash', { status: -1 });
    privateApi = await insertApi(server, '私有 二维码', 'builtin:qrcode', { visibility: 'private' });
    await insertApi(server, '远程接口', 'https://example.com/x');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('toolboxTools lists the published public built-ins with their names, and the tool answers through the open call', async () => {
    const res = await server.graphql<{
      toolboxTools: Array<{ builtin: string; api: { id: number; name: string } }>;
    }>(`{ toolboxTools { builtin api { id name requestMethod } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.toolboxTools).toEqual([
      { builtin: 'uuid', api: { id: uuidApi, name: 'UUID 工具', requestMethod: 'GET' } },
    ]);
    const call = await server.request('GET', `/api/open/api/${uuidApi}?count=2`);
    expect(call.status).toBe(200);
    expect(call.body.data).toHaveLength(2);
    expect(call.body.data[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('developerTalk shows the newest comments across public APIs, never those on a private API', async () => {
    const visitor = { 'x-visitor-id': 'anon_talkvisitor0000001' };
    const post = async (content: string) => {
      const res = await server.request(
        'POST',
        '/api/comments',
        { apiId: uuidApi, content, nickname: '小王' },
        visitor,
      );
      expect(res.body.code, res.text).toBe(200);
    };
    await post('第一条：UUID 很好用');
    // Its creator or an administrator may comment on a private API; visitors cannot even see it.
    await server.ds.query(
      `INSERT INTO comment (api_id, visitor_id, nickname, content) VALUES ($1, 'anon_owner000000000001', '作者', '私有接口上的评论')`,
      [privateApi],
    );
    await post('第二条：批量生成也快');
    const talk = await server.graphql<{
      developerTalk: {
        total: number;
        items: Array<{ apiId: number; apiName: string; content: string; nickname: string; userId: string }>;
      };
    }>(
      `{ developerTalk(limit: 10) { total items { apiId apiName content nickname userId createTime likeCount repliesCount } } }`,
    );
    expect(talk.errors).toBeUndefined();
    expect(talk.data!.developerTalk.total).toBe(2);
    expect(talk.data!.developerTalk.items.map((i) => i.content)).toEqual([
      '第二条：批量生成也快',
      '第一条：UUID 很好用',
    ]);
    expect(talk.data!.developerTalk.items[0]).toMatchObject({
      apiId: uuidApi,
      apiName: 'UUID 工具',
      nickname: '小王',
    });
    // The visitor id is never shown, only its public digest.
    expect(talk.data!.developerTalk.items[0]!.userId).toMatch(/^v_[0-9a-f]{16}$/);
    const page2 = await server.graphql<{ developerTalk: { items: unknown[] } }>(
      `{ developerTalk(offset: 2, limit: 10) { items { id } } }`,
    );
    expect(page2.data!.developerTalk.items).toEqual([]);
  });
});
