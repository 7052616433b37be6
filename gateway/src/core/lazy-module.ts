/**
 * A module loaded the first time it is asked for, then kept (one promise, shared by concurrent askers).
 *
 * For the libraries only a rarely used feature needs (the import parsers, the mock's data generator, the
 * MCP SDK, the mailer, git): loaded at start, they held ~300,000 of the gateway's ~1,050,000 heap objects
 * and ~20 MB of its idle RSS (issue #35's memory goal). `tests/ops/lazy-modules.test.ts` holds which stay
 * unloaded until used.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      // A failed load is tried again by the next asker (not a rejection kept for good).
      loading = undefined;
      throw err;
    }));
}
