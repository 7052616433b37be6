import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttableRelay } from '../../__tests__/support/tcp-relay.js';
import { waitFor } from '../../__tests__/support/wait.js';
import { RedisLinks } from '../../core/redis-health.js';
import { createAppPubSub, Topic, type PubSubHandle } from '../pubsub.js';
import { hasRedis, TEST_REDIS_URL } from '../../__tests__/support/redis.js';

const redis = new URL(TEST_REDIS_URL);

/**
 * Redis going away must not take the gateway with it: the event target's publish/subscribe
 * promises used to reject unhandled (Node ends the process on that), and a subscription made
 * during the outage was never made again, so that topic stayed deaf after Redis returned.
 */
describe.skipIf(!hasRedis)('the shared pubsub through a Redis outage', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let a: PubSubHandle;
  let b: PubSubHandle;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    relay = await cuttableRelay({ host: redis.hostname, port: Number(redis.port || 6379) });
    const prefix = `t-pubsub-outage-${process.pid}:`;
    a = createAppPubSub(new RedisLinks(`redis://127.0.0.1:${relay.port}`, 500), prefix);
    b = createAppPubSub(new RedisLinks(`redis://127.0.0.1:${relay.port}`, 500), prefix);
    await waitFor(() => a.redisState() === 'up' && b.redisState() === 'up', 'both gateways connected to Redis');
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await a?.close();
    await b?.close();
    await relay?.close();
  });

  it('publishes and subscribes while Redis is down without an unhandled rejection, and hears events once it is back', async () => {
    relay.cut();
    await waitFor(() => a.redisState() === 'down' && b.redisState() === 'down', 'both to see Redis down');

    // A subscriber arrives and an event is published during the outage.
    const heard: number[] = [];
    const iterator = b.pubsub.subscribe(Topic.ApiChanged)[Symbol.asyncIterator]();
    const reading = (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        heard.push(next.value.apiId);
      }
    })();
    a.pubsub.publish(Topic.ApiChanged, { apiId: 1 });
    // ioredis gives up on the queued commands after its retries: that is when a rejection surfaced.
    await waitFor(() => a.failedCommands() >= 1 && b.failedCommands() >= 1, 'the publish and the subscribe to fail');

    relay.restore();
    await waitFor(() => a.redisState() === 'up' && b.redisState() === 'up', 'both to reconnect');
    // The subscription made during the outage is in place again: a new event reaches b.
    await waitFor(
      async () => {
        a.pubsub.publish(Topic.ApiChanged, { apiId: 2 });
        await new Promise((r) => setImmediate(r));
        return heard.includes(2);
      },
      'an event published after the outage to reach the subscriber made during it',
    );
    expect(unhandled).toEqual([]);
    await iterator.return?.();
    await reading;
  });
});
