import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Quiet this long after requests (no request has arrived) before the gateway gives memory back. */
export const IDLE_RELEASE_AFTER_MS = 10_000;

type Collect = () => void;
type GcExtension = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's most thorough collection (`flavor: 'last-resort'`: collect until nothing more is freed, reducing
 * the footprint): unlike a plain `gc()`, which shrinks the heap but keeps its freed pages pooled in RSS,
 * it gives the pages back to the system (a Node 24 script: RSS 234 → 60 MB, against 248 → 242 MB).
 */
const thorough = (gc: GcExtension): Collect => () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });

/**
 * A full garbage collection, when the process may run one: `--expose-gc` gives `gc`; otherwise V8 is
 * asked for it at run time (`--expose-gc` set from within, read in a fresh context: the function is not
 * put on this process's global object).
 */
export function fullCollection(): Collect | undefined {
  const exposed = (globalThis as { gc?: GcExtension }).gc;
  if (typeof exposed === 'function') return thorough(exposed);
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? thorough(gc as GcExtension) : undefined;
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
 * collected — stays with the heap pages it sits on, because a quiet process allocates too little to start
 * another collection, and the pages V8 grew into under load stay in RSS even after one. Once no request
 * has arrived for `afterMs` after some have, one thorough collection runs (a fraction of a second, on a
 * process with nothing else to do) and returns the freed pages; an idle gateway is not collected again
 * until it has served requests again.
 */
export function startIdleRelease(
  server: Pick<Server, 'on' | 'off'>,
  {
    afterMs = IDLE_RELEASE_AFTER_MS,
    collect = fullCollection(),
    afterStart = false,
  }: {
    afterMs?: number;
    collect?: Collect;
    /** Also collect once `afterMs` after this call if no request comes (what starting up left: migrations, seed, schema). */
    afterStart?: boolean;
  } = {},
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
  if (afterStart) onRequest();
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
