import { inject } from 'vitest';

/**
 * The Redis the tests that need one use (shared rate limits, pubsub and read cache across gateways):
 * TEST_REDIS_URL, else 127.0.0.1:6379 (README, Quickstart). Tests without it still run everything else.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether that Redis answered when the run started (global-setup.ts asks it once and prints one line
 * when it did not); the tests that need it are skipped then, unless TEST_REDIS=required fails the run.
 */
export const hasRedis: boolean = inject('redisAvailable');
