import type { ComponentType } from 'react';

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
 * A route's `lazy` loader for `export function <name>` of a page module, with the 120 s timeout;
 * a failure surfaces as ChunkLoadError in the route error element (which offers a retry).
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const mod = await withTimeout(load(), CHUNK_TIMEOUT_MS);
    return { Component: mod[name] as ComponentType };
  };
}
