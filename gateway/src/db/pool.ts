import pg from 'pg';
import type { DataSource } from 'typeorm';
import { usePools } from '../core/sql.js';
import { preparedRead } from './prepared-read.js';

type Checkout = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * node-postgres' Pool as the gateway's data sources make it (TypeORM's `driver` option), with one thing
 * node-postgres does not tell: how long each checkout waited for its connection (`onWaited`). Its events
 * say when a client is handed out ('acquire') but not when one is asked for, so the wait cannot be read
 * off them; everything else (sizes, idle, waiting) is its public counters. A subclass of the library's
 * own class, not a patch on a live object.
 */
export class GatewayPool extends pg.Pool {
  private readonly waits: Array<(seconds: number) => void> = [];

  /** Runs `listener` once per checkout with how long it waited for its connection, in seconds. */
  onWaited(listener: (seconds: number) => void): void {
    this.waits.push(listener);
  }

  /** The rows of the named prepared read `name` (db/prepared-read.ts: Describe once per process, not per execution). */
  read(name: string, text: string, values: readonly unknown[]): Promise<Array<Record<string, unknown>>> {
    return preparedRead(this, name, text, values);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Checkout): void;
  override connect(callback?: Checkout): Promise<pg.PoolClient> | void {
    const started = performance.now();
    const waited = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of this.waits) listener(seconds);
    };
    // TypeORM checks connections out with the callback form; promises are timed too.
    if (callback) {
      return super.connect((err, client, done) => {
        waited();
        callback(err, client, done);
      });
    }
    return super.connect().finally(waited);
  }
}

// Keyed by the data source's driver: a wrapper of the data source (tests proxy it) finds the same pool.
const pools = new WeakMap<object, GatewayPool>();

/**
 * The `driver` a data source is given so its pool is a GatewayPool, remembered for `poolOf(ds)` once the
 * data source has made it (at `initialize()`). Every other part of `pg` is the library's own.
 */
export function pooledDriver(owner: () => DataSource): typeof pg {
  class OwnedPool extends GatewayPool {
    constructor(config?: pg.PoolConfig) {
      super(config);
      pools.set(owner().driver, this);
    }
  }
  return Object.create(pg, { Pool: { value: OwnedPool } }) as typeof pg;
}

/**
 * The node-postgres pool of an initialized data source made by createDataSource: the one accessor for
 * what reads the pool directly (core/sql.ts's declared statements, the telemetry's gauges).
 */
export function poolOf(ds: DataSource): GatewayPool {
  const pool = pools.get(ds.driver);
  if (!pool) throw new Error('poolOf: a data source made by createDataSource and initialized is needed');
  return pool;
}

// core/sql.ts's declared statements read the pool through this accessor too.
usePools(poolOf);
