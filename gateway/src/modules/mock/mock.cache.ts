import { cacheRules } from '../../core/cache.rules.js';

/**
 * The mock and the read cache: no mock answer is kept, and its only writes — the calls it answered
 * (`mock_call`), written in batches by MockRecorder, and their hourly prune — count nowhere a cached
 * answer shows (never in `api_call`, the call counts or statistics; only the caller's own call history
 * lists them, read fresh). So they are no request's writes: a batch runs untracked (`untrackedWrite`,
 * mock-recorder.ts) whichever request's work flushes it, and the prune runs on a timer. Nothing to declare.
 */
export const mockCache = cacheRules({
  reads: {},
  writes: {},
});
