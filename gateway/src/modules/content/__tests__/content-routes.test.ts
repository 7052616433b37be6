import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../config.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildAnnouncement, buildNotice, buildProblemType, buildVersionLog } from '../../../__tests__/support/factories.js';

const keys = (o: object) => Object.keys(o).sort();

describe('public content routes (REST contract) and their GraphQL queries', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A configured repository (REPOSITORY_DIR): this checkout.
    server = await startTestServer({ REPOSITORY_DIR: repoRoot });
    // Five version logs (out of date order), an older notice, two announcements of each type, three problem types.
    for (const [version, releasedOn] of [['1.0.0', '2026-06-01'], ['1.2.0', '2026-08-28'], ['1.1.0', '2026-07-15'], ['1.4.0', '2026-11-12'], ['1.3.0', '2026-10-09']]) {
      await buildVersionLog(server, { version, releasedOn });
    }
    await buildNotice(server, { content: '欢迎使用', daysAgo: 2 });
    for (const type of ['system', 'update', 'activity'] as const) {
      await buildAnnouncement(server, { type, daysAgo: 1 });
      await buildAnnouncement(server, { type, daysAgo: 5 });
    }
    for (let i = 0; i < 3; i++) await buildProblemType(server, { sortOrder: i });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('GET /api/logs lists version logs newest first', async () => {
    const res = await server.request('GET', '/api/logs');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data.map((v: { version: string }) => v.version)).toEqual(['1.4.0', '1.3.0', '1.2.0', '1.1.0', '1.0.0']);
    for (const v of res.body.data) {
      expect(keys(v)).toEqual(['description', 'logname', 'time', 'version']);
      expect(v.time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const times = res.body.data.map((v: { time: string }) => v.time);
    expect(times).toEqual([...times].sort().reverse());
    const gql = await server.graphql<{
      versionLogs: { total: number; items: Array<{ version: string; titleEn: string }> };
    }>(`{ versionLogs(limit: 2) { total items { version titleEn } } }`);
    expect(gql.data!.versionLogs.total).toBe(res.body.data.length);
    expect(gql.data!.versionLogs.items.map((v) => v.version)).toEqual(
      res.body.data.slice(0, 2).map((v: { version: string }) => v.version),
    );
  });

  it('GET /api/getNoticeCurrent answers data[0].notice, the newest active notice', async () => {
    const res = await server.request('GET', '/api/getNoticeCurrent');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data[0].notice).toBe('欢迎使用');
    await server.ds.query(
      `INSERT INTO notice (slug, content, content_en, created_at) VALUES ('t-new', '新通知', 'New notice', now())`,
    );
    const after = await server.request('GET', '/api/getNoticeCurrent');
    expect(after.body.data[0].notice).toBe('新通知');
    await server.ds.query(`UPDATE notice SET active = false`);
    const none = await server.request('GET', '/api/getNoticeCurrent');
    expect(none.body).toMatchObject({ code: 200, data: [] });
    const gql = await server.graphql<{ currentNotice: null }>(`{ currentNotice { content } }`);
    expect(gql.data!.currentNotice).toBeNull();
  });

  it('GET /api/announcements lists all three types; the detail answers id, title, content, date, author', async () => {
    const res = await server.request('GET', '/api/announcements');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(6);
    for (const a of res.body.data) {
      expect(keys(a)).toEqual(['date', 'id', 'summary', 'title', 'type']);
      expect(['system', 'update', 'activity']).toContain(a.type);
    }
    expect(new Set(res.body.data.map((a: { type: string }) => a.type)).size).toBe(3);
    const activity = await server.request('GET', '/api/announcements?type=activity');
    expect(activity.body.data.map((a: { type: string }) => a.type)).toEqual(['activity', 'activity']);
    expect((await server.request('GET', '/api/announcements?type=bogus')).status).toBe(400);

    const id = res.body.data[0].id;
    const detail = await server.request('GET', `/api/announcements/detail/${id}`);
    expect(detail.status).toBe(200);
    expect(keys(detail.body.data)).toEqual(['author', 'content', 'date', 'id', 'title']);
    expect(detail.body.data.author).toBe('测试');
    expect((await server.request('GET', '/api/announcements/detail/999999')).status).toBe(404);
    expect((await server.request('GET', '/api/announcements/detail/x1')).status).toBe(400);

    const gql = await server.graphql<{ announcements: { items: Array<{ type: string }> } }>(
      `{ announcements(type: "update", limit: 10) { total items { id type title content author publishedAt } } }`,
    );
    expect(gql.data!.announcements.items.map((a) => a.type)).toEqual(['update', 'update']);
    const one = await server.graphql<{ announcement: { id: number; author: string } }>(
      `query($id: Int!) { announcement(id: $id) { id title titleEn content contentEn author } }`,
      { id },
    );
    expect(one.data!.announcement).toMatchObject({ id, author: detail.body.data.author });
    const none = await server.graphql(`{ announcement(id: 999999) { id } }`);
    expect(none.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await server.graphql(`{ announcements(type: "nope") { total } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/problemList answers [{id, kind}]', async () => {
    const res = await server.request('GET', '/api/problemList');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(3);
    for (const p of res.body.data) {
      expect(keys(p)).toEqual(['id', 'kind']);
      expect(typeof p.id).toBe('number');
    }
    const gql = await server.graphql<{ problemTypes: Array<{ kind: string; kindEn: string }> }>(
      `{ problemTypes { id kind kindEn } }`,
    );
    expect(gql.data!.problemTypes.map((p) => p.kind)).toEqual(
      res.body.data.map((p: { kind: string }) => p.kind),
    );
  });

  it('without REPOSITORY_DIR the commit list is empty: the platform’s own working log is not public', async () => {
    const plain = await startTestServer();
    try {
      const res = await plain.request('GET', '/api/repositories/cc/status?limit=5');
      expect(res.status).toBe(200);
      expect(res.body.commits).toEqual([]);
      expect(res.body.data).toEqual([]);
      const gql = await plain.graphql<{ repositoryCommits: unknown[] }>(`{ repositoryCommits(limit: 5) { oid } }`);
      expect(gql.data!.repositoryCommits).toEqual([]);
    } finally {
      await plain.stop();
    }
  });

  it('GET /api/repositories/cc/status lists the configured repository’s commits', async () => {
    const res = await server.request('GET', '/api/repositories/cc/status?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.commits.length).toBeGreaterThan(0);
    expect(res.body.commits.length).toBeLessThanOrEqual(5);
    expect(res.body.data).toEqual(res.body.commits);
    for (const c of res.body.commits) {
      expect(keys(c)).toEqual(['authorEmail', 'authorName', 'committedDate', 'message', 'oid']);
      expect(Number.isNaN(Date.parse(c.committedDate))).toBe(false);
      expect(c.oid).toMatch(/^[0-9a-f]{40}$/);
    }
    expect((await server.request('GET', '/api/repositories/cc/status?limit=0')).status).toBe(400);
    const gql = await server.graphql<{ repositoryCommits: Array<{ oid: string }> }>(
      `{ repositoryCommits(limit: 2) { oid message committedDate } }`,
    );
    expect(gql.data!.repositoryCommits).toHaveLength(2);
  });
});
