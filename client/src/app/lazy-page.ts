import { lazy, type ComponentType } from 'react';

/** SPEC §9: a lazily loaded page chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'chunk load timed out');
    this.name = 'ChunkLoadError';
  }
}

/** `promise`, rejected with ChunkLoadError when it fails or takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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
 * `load()` with the recipes the first screen does not carry (theme-late.ts) registered before it
 * resolves: whatever a lazily loaded module renders is styled from its first render.
 */
export async function withLateTheme<M>(load: () => Promise<M>): Promise<M> {
  const [mod] = await Promise.all([load(), import('./theme-late')]);
  return mod;
}

/**
 * React.lazy for `export function <name>` of a module, with the late recipes registered first: for the
 * components of first-screen code that render only later (a dialog, a signed-in menu, toasts).
 */
export function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await withLateTheme(load))[name] }));
}

/**
 * A route's `lazy` loader for `export function <name>` of a page module, with the 120 s timeout;
 * a failure surfaces as ChunkLoadError in the route error element (which offers a retry).
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const mod = await withTimeout(withLateTheme(load), CHUNK_TIMEOUT_MS);
    return { Component: mod[name] as ComponentType };
  };
}
