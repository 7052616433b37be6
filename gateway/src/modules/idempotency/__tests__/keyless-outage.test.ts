import pg from 'pg';
import type { EntitySubscriberInterface } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelayedServer } from '../../../__tests__/support/relayed-server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { CommentEntity, ReplyEntity } from '../../community/comment.entity.js';

/**
 * #26 faults 6: a create without an Idempotency-Key whose database goes away after the row was inserted
 * and before the answer was ready (the read-back) answered 503 — and the row was stored. An error answer
 * must mean nothing was written.
 */
describe('a keyless write cut off by a database outage', () => {
  let gw: Awaited<ReturnType<typeof startRelayedServer>>;
  let direct: pg.Client;
  let apiId: number;
  beforeAll(async () => {
    gw = await startRelayedServer({ RATE_LIMIT_COMMENT_VISITOR: '1000/60', RATE_LIMIT_COMMENT_IP: '1000/60' });
    direct = new pg.Client({ connectionString: gw.db.url });
    await direct.connect();
    apiId = (await direct.query(`INSERT INTO api (name, address, status) VALUES ('keyless', 'builtin:uuid', 1) RETURNING id`)).rows[0].id;
  });
  /** The next INSERT of `entity` is answered, then the database is cut off (before anything else). */
  const cutAfterNextInsert = (entity: typeof CommentEntity | typeof ReplyEntity) => {
    let done = false;
    const subscriber: EntitySubscriberInterface = {
      listenTo: () => entity,
      afterInsert: () => {
        if (done) return;
        done = true;
        gw.relay.cut();
      },
    };
    gw.running.ds.subscribers.push(subscriber);
    return () => done;
  };
  afterAll(async () => {
    await direct?.end();
    await gw?.stop();
  });

  it('answers 503 with Retry-After and has stored nothing; the same write succeeds once the database is back', async () => {
    // The database goes away the moment the comment's INSERT has been answered, before the read-back.
    const cut = cutAfterNextInsert(CommentEntity);
    const post = (content: string) =>
      fetch(`${gw.running.url}/api/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ apiId, content }),
      });
    const res = await post('cut off');
    expect(cut()).toBe(true);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect(((await res.json()) as { message: string }).message).toMatch(/database is temporarily unavailable/);
    const stored = await direct.query(`SELECT count(*)::int AS n FROM comment WHERE api_id = $1`, [apiId]);
    expect(stored.rows[0].n).toBe(0);

    gw.relay.restore();
    await waitFor(async () => (await post('after the outage')).status === 200, 'a comment to be accepted again');
    const after = await direct.query(`SELECT content FROM comment WHERE api_id = $1`, [apiId]);
    expect(after.rows.map((r: { content: string }) => r.content)).toContain('after the outage');
    expect(after.rows.map((r: { content: string }) => r.content)).not.toContain('cut off');
  });

  it('a reply cut off the same way: 503 and nothing stored', async () => {
    const parent = await fetch(`${gw.running.url}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiId, content: 'a comment to reply to' }),
    });
    const commentId = ((await parent.json()) as { data: { id: number } }).data.id;
    const cut = cutAfterNextInsert(ReplyEntity);
    const res = await fetch(`${gw.running.url}/api/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ commentId, content: 'reply cut off' }),
    });
    expect(cut()).toBe(true);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).not.toBeNull();
    const stored = await direct.query(`SELECT count(*)::int AS n FROM reply WHERE comment_id = $1`, [commentId]);
    expect(stored.rows[0].n).toBe(0);
    gw.relay.restore();
  });
});
