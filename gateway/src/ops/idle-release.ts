import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Quiet this long after requests (no request has arrived) before the gateway gives memory back. */
export const IDLE_RELEASE_AFTER_MS = 10_000;

type Collect = () => void;

/**
 * A full garbage collection, when the process may run one: `--expose-gc` (as `npm start` runs the
 * gateway) gives `gc`; otherwise V8 is asked for it at run time (`--expose-gc` set from within, read in a
 * fresh context: the function is not put on this process's global object).
 */
export function fullCollection(): Collect | undefined {
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (typeof exposed === 'function') return () => exposed();
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? () => (gc as Collect)() : undefined;
  } catch {
    return undefined;
  }
}

export interface IdleRelease {
  /** Full collections run so far (one per quiet spell that followed requests). */
  readonly releases: number;
  stop(): void;
}

/**
 * Gives memory back once traffic stops (issue #35: back within 20% of idle a minute after a load).
 * Under load V8 only collects what it must: when requests stop, the garbage of the last seconds —
 * request objects, the `Buffer`s of sockets and PostgreSQL rows, kept alive by nothing but not yet
 * collected (some 10–20 MB of `ArrayBuffer`s after five minutes of mixed load) — stays with the heap
 * pages it sits on, because a quiet process allocates too little to start another collection. Once no
 * request has arrived for `afterMs` after some have, one full collection runs (a few tens of
 * milliseconds, on a process with nothing else to do); an idle gateway is not collected again until it
 * has served requests again.
 */
export function startIdleRelease(
  server: Pick<Server, 'on' | 'off'>,
  { afterMs = IDLE_RELEASE_AFTER_MS, collect = fullCollection() }: { afterMs?: number; collect?: Collect } = {},
): IdleRelease {
  let releases = 0;
  let timer: NodeJS.Timeout | undefined;
  const release = () => {
    timer = undefined;
    releases++;
    collect?.();
  };
  // Every request pushes the collection back (`refresh` restarts the same timer: nothing allocated).
  const onRequest = () => {
    if (timer) timer.refresh();
    else {
      timer = setTimeout(release, afterMs);
      timer.unref();
    }
  };
  server.on('request', onRequest);
  return {
    get releases() {
      return releases;
    },
    stop() {
      server.off('request', onRequest);
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
