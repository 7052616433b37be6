import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildAnnouncement } from '../../../__tests__/support/factories.js';
import { toAnnouncement } from '../content.presenter.js';
import type { AnnouncementEntity } from '../announcement.entity.js';

/** Announcement bodies are sanitised when they are read (content.presenter.ts), and only then (issue #35). */
describe('announcement bodies', () => {
  let server: TestServer;
  let id: number;
  beforeAll(async () => {
    server = await startTestServer();
    ({ id } = await buildAnnouncement(server, { content: '<p onclick="x()">正文<script>alert(1)</script></p>' }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('are sanitised in the list and in the detail, on GraphQL', async () => {
    const list = await server.graphql<{ announcements: { items: Array<{ id: number; content: string }> } }>(
      `{ announcements(limit: 10) { items { id content } } }`,
    );
    const one = await server.graphql<{ announcement: { content: string; contentEn: string } }>(
      `query($id: Int!) { announcement(id: $id) { content contentEn } }`,
      { id },
    );
    for (const content of [list.data!.announcements.items.find((a) => a.id === id)!.content, one.data!.announcement.content]) {
      expect(content).toBe('<p>正文</p>');
    }
    expect(one.data!.announcement.contentEn).toMatch(/^<p>Content /);
  });

  it('are not sanitised for a list that does not show them, and once when read twice', async () => {
    const hostile = '<p>x<script>y</script></p>';
    let reads = 0;
    const entity = {
      id: 1, type: 'system', title: 't', titleEn: 't', summary: 's', summaryEn: 's', author: 'a', publishedAt: new Date(),
      get content() {
        reads++;
        return hostile;
      },
      contentEn: '<p>en</p>',
    } as unknown as AnnouncementEntity;
    const shown = toAnnouncement(entity);
    expect(shown.title).toBe('t');
    expect(reads).toBe(0);
    expect(shown.content).toBe('<p>x</p>');
    expect(shown.content).toBe('<p>x</p>');
    expect(reads).toBe(1);
  });
});
