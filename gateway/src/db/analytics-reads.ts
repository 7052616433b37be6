import { DataSource } from 'typeorm';
import { sqlOn, type Statement } from '../core/sql.js';
import { pooledDriver } from './pool.js';

/**
 * The statistics reads' own small pool (issue #35): ten slow analytics readers queue here for its few
 * connections and are cut by its statement timeout, while the main pool keeps serving pages. Opened on
 * the first read (a gateway nobody asks for statistics holds no extra connection), closed with the
 * gateway. Reads only: nothing here is a request's write.
 */
export class AnalyticsReads {
  private readonly ds: DataSource;
  private opening: Promise<DataSource> | null = null;
  private closed = false;

  constructor(main: DataSource, opts: { poolSize: number; statementMs: number }) {
    const base = main.options as { url?: string; extra?: Record<string, unknown> };
    const ds: DataSource = new DataSource({
      type: 'postgres',
      url: base.url,
      // node-postgres with the gateway's pool, so core/sql.ts's declared statements run on it (poolOf).
      driver: pooledDriver(() => ds),
      synchronize: false,
      migrationsRun: false,
      logging: false,
      extra: {
        ...base.extra,
        max: opts.poolSize,
        statement_timeout: opts.statementMs,
        application_name: 'api-market analytics',
      },
    });
    this.ds = ds;
  }

  /** Connections this pool may hold. */
  get poolSize(): number {
    return (this.ds.options.extra as { max: number }).max;
  }

  private open(): Promise<DataSource> {
    if (this.closed) return Promise.reject(new Error('analytics reads closed'));
    this.opening ??= this.ds.initialize().catch((err: unknown) => {
      this.opening = null;
      throw err;
    });
    return this.opening;
  }

  async query<T>(sql: string, params?: unknown[]): Promise<T> {
    const ds = await this.open();
    return ds.query<T>(sql, params);
  }

  /** Every row of the declared statement `st` (core/sql.ts), on this pool. */
  async all<P extends readonly unknown[], R>(st: Statement<P, R>, params: P): Promise<R[]> {
    return sqlOn(await this.open()).all(st, params);
  }

  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    if (!opening) return;
    const ds = await opening.catch(() => null);
    if (ds?.isInitialized) await ds.destroy();
  }
}
