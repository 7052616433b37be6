import { DataSource } from 'typeorm';

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
    this.ds = new DataSource({
      type: 'postgres',
      url: base.url,
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

  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    if (!opening) return;
    const ds = await opening.catch(() => null);
    if (ds?.isInitialized) await ds.destroy();
  }
}
