import { lazy, type ComponentProps, type ComponentType } from 'react';

/** SPEC §9: a lazily loaded page chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'chunk load timed out');
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(new Error(`chunk load timed out after ${ms} ms`))),
      ms,
    );
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(e));
      },
    );
  });
}

/**
 * A page component loaded on first render (React.lazy) from `export function <name>` of a page module,
 * with the 120 s timeout; a failure surfaces as ChunkLoadError in the route boundary (which offers a retry).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({
    default: (await withTimeout(load(), CHUNK_TIMEOUT_MS))[name] as ComponentType<
      ComponentProps<M[K] & ComponentType>
    >,
  }));
}
