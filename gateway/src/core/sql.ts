import type { Pool } from 'pg';
import { type DataSource, type EntityManager, InstanceChecker, type QueryRunner } from 'typeorm';
import type { z } from 'zod';

/**
 * The one raw-SQL style (README "Data access"): a statement is declared once, next to the service that
 * runs it, with the schema of its rows (zod) — a read with `statement(name, text, row)`, a write with
 * `command(name, text, row?)`. The compiler types the rows from the schema (no `any`, no asserted row
 * types); outside production every row is checked against it, so a query and its schema cannot drift
 * apart unnoticed (the tests run every statement they touch).
 *
 * Where it runs: `sql.all(st, params)` on the pool (a read is prepared once per connection under its
 * name and sent in one round trip, without the ORM building it), or `sql.all(st, params, em)` inside a
 * transaction (the manager's own connection, so it sees the transaction's writes and rolls back with it).
 * Commands always run through TypeORM's query runner — the transaction's, or one of their own on the
 * pool — whose subscriber (`db/request-writes.subscriber.ts`) tells the read cache a request wrote, so
 * `declaredWrite` / `untrackedWrite` keep working around them.
 */
export interface Statement<P extends readonly unknown[], R> {
  readonly kind: 'read';
  readonly name: string;
  readonly text: string;
  readonly row: z.ZodType<R>;
  /** Sent as a named prepared statement on the pool (false for text built per call). */
  readonly prepare: boolean;
  /** Only for the parameters' type. */
  readonly params?: P;
}

/** A declared write: INSERT, UPDATE, DELETE (or a WITH … writing), its RETURNING (or final SELECT) rows typed by `row`. */
export interface Command<P extends readonly unknown[], R> {
  readonly kind: 'write';
  readonly name: string;
  readonly text: string;
  readonly row: z.ZodType<R> | null;
  /** Only for the parameters' type. */
  readonly params?: P;
}

/** What a command answers: its RETURNING rows (checked) and how many rows it changed. */
export interface CommandResult<R> {
  rows: R[];
  count: number;
}

const WRITES = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|ALTER|CREATE|DROP)\b/i;
/** String literals, quoted names and comments: words in them are no commands. */
const QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g;
/** Row locks of a read: `FOR [NO KEY] UPDATE`, `FOR [KEY] SHARE`. */
const ROW_LOCK = /\bFOR\s+(?:NO\s+KEY\s+)?UPDATE\b/gi;
/** A plan's prefix: `EXPLAIN`, its options in parentheses. */
const EXPLAIN = /^\s*EXPLAIN\s*(?:\([^)]*\))?\s*/i;

function bare(text: string): string {
  return text.replace(QUOTED, ' ');
}

/**
 * Declares a read statement: `name` unique in the gateway, `text` a SELECT (or WITH … SELECT; `FOR UPDATE`
 * locks allowed; or `EXPLAIN (options) SELECT …` without ANALYZE, for the planner's estimate), `row` its
 * rows' schema. `prepare: false` for text built per call (a filter that comes and goes): it is then not
 * prepared under its name.
 */
export function statement<P extends readonly unknown[] = readonly unknown[], S extends z.ZodType = z.ZodType>(
  name: string,
  text: string,
  row: S,
  options: { prepare?: boolean } = {},
): Statement<P, z.infer<S>> {
  let plain = bare(text).replace(ROW_LOCK, ' ');
  // A plan reads too (`EXPLAIN (FORMAT JSON) SELECT …`: the planner's estimate of a count) — never ANALYZE, which runs it.
  const explain = EXPLAIN.exec(plain);
  if (explain) {
    if (/\bANALY[SZ]E\b/i.test(explain[0])) throw new Error(`statement ${name}: reads only`);
    plain = plain.slice(explain[0].length);
  }
  if (!/^\s*(SELECT|WITH|VALUES)\b/i.test(plain) || WRITES.test(plain)) throw new Error(`statement ${name}: reads only`);
  return { kind: 'read', name, text, row: row as z.ZodType<z.infer<S>>, prepare: options.prepare ?? true };
}

/**
 * Declares a write command: `text` an INSERT, UPDATE or DELETE (or WITH … leading to one), `row` the
 * schema of its RETURNING rows (none: it returns no rows). Run with `sql.run(cmd, params, em?)`.
 */
export function command<P extends readonly unknown[] = readonly unknown[], S extends z.ZodType = z.ZodType<never>>(
  name: string,
  text: string,
  row?: S,
): Command<P, z.infer<S>> {
  const plain = bare(text);
  if (!/^\s*(INSERT|UPDATE|DELETE|WITH)\b/i.test(plain) || !/\b(INSERT|UPDATE|DELETE)\b/i.test(plain)) {
    throw new Error(`command ${name}: INSERT, UPDATE or DELETE only`);
  }
  // Rows come back from a RETURNING clause, or from the final SELECT of a WITH whose parts write.
  const returning = /\bRETURNING\b/i.test(plain);
  if ((returning && !row) || (row && !returning && !/^\s*WITH\b/i.test(plain))) {
    throw new Error(`command ${name}: a RETURNING clause and a row schema go together`);
  }
  return { kind: 'write', name, text, row: (row ?? null) as z.ZodType<z.infer<S>> | null };
}

/** A row did not match its statement's schema (a bug: the query and the schema disagree). */
export class RowShapeError extends Error {
  constructor(name: string, issues: string) {
    super(`statement ${name}: a row does not match its schema: ${issues}`);
  }
}

/** Where statements run: the data source (its pool) or a manager (inside a transaction: its connection). */
export type SqlTarget = DataSource | EntityManager;

/** Rows are checked against their schemas everywhere but production (NODE_ENV, as `config.nodeEnv`). */
const CHECK_ROWS_BY_DEFAULT = process.env.NODE_ENV !== 'production';


/** Runs declared statements and commands on the data source's pool or on a transaction's manager. */
/**
 * How a data source's node-postgres pool is found: db/pool.ts's `poolOf` (the one accessor; core knows no
 * db module, so db registers it when it is loaded — every data source is made there).
 */
let poolFor: ((ds: DataSource) => ReadingPool) | null = null;
/** A pool that also runs a named prepared read and answers its rows (db/pool.ts's GatewayPool). */
export interface ReadingPool extends Pool {
  read(name: string, text: string, values: readonly unknown[]): Promise<unknown[]>;
}
export function usePools(accessor: (ds: DataSource) => ReadingPool): void {
  poolFor = accessor;
}

export class Sql {
  /** Statements sent (tests count them per request). */
  statements = 0;
  private readonly ds: DataSource;
  private readonly em: EntityManager | null;

  constructor(
    target: SqlTarget,
    /** Check each row against its schema (everywhere but production). */
    private readonly checkRows: boolean = CHECK_ROWS_BY_DEFAULT,
  ) {
    if (InstanceChecker.isDataSource(target)) {
      this.ds = target;
      this.em = null;
    } else {
      this.ds = target.connection;
      this.em = target;
    }
  }

  private get pool(): ReadingPool {
    if (!poolFor) throw new Error('core/sql: no pool accessor registered (db/pool.ts registers poolOf)');
    return poolFor(this.ds);
  }

  /** The query runner of `em` (or of this Sql's manager) when it holds a connection of its own (a transaction). */
  private runnerOf(em: EntityManager | undefined): QueryRunner | undefined {
    return (em ?? this.em)?.queryRunner ?? undefined;
  }

  private check<R>(name: string, schema: z.ZodType<R> | null, rows: unknown[]): R[] {
    if (this.checkRows && schema) {
      for (const row of rows) {
        const checked = schema.safeParse(row);
        if (!checked.success) throw new RowShapeError(name, checked.error.message);
      }
    }
    return rows as R[];
  }

  /** Runs `text` through TypeORM's query runner (`em`'s, or one of its own on the pool), so its subscribers see it. */
  private async viaRunner(text: string, values: unknown[], em: EntityManager | undefined): Promise<{ rows: unknown[]; count: number }> {
    const own = this.runnerOf(em);
    const runner = own ?? this.ds.createQueryRunner();
    try {
      const res = await runner.query(text, values, true);
      return { rows: (res.records ?? []) as unknown[], count: res.affected ?? 0 };
    } finally {
      if (!own) await runner.release();
    }
  }

  /** Every row of `st` with `params` — on the pool, or on `em`'s connection inside its transaction. */
  async all<P extends readonly unknown[], R>(st: Statement<P, R>, params: P, em?: EntityManager): Promise<R[]> {
    this.statements++;
    let rows: unknown[];
    if (this.runnerOf(em)) rows = (await this.viaRunner(st.text, [...params], em)).rows;
    else if (st.prepare) rows = await this.pool.read(st.name, st.text, params);
    else rows = (await this.pool.query(st.text, [...params])).rows as unknown[];
    return this.check(st.name, st.row, rows);
  }

  /** The first row of `st` with `params`, or null. */
  async first<P extends readonly unknown[], R>(st: Statement<P, R>, params: P, em?: EntityManager): Promise<R | null> {
    return (await this.all(st, params, em))[0] ?? null;
  }

  /**
   * Runs the write `cmd` with `params` — inside `em`'s transaction (it commits or rolls back with it), or
   * on its own — and answers its RETURNING rows and the number of rows it changed.
   */
  async run<P extends readonly unknown[], R>(cmd: Command<P, R>, params: P, em?: EntityManager): Promise<CommandResult<R>> {
    this.statements++;
    const { rows, count } = await this.viaRunner(cmd.text, [...params], em);
    return { rows: this.check(cmd.name, cmd.row, rows), count };
  }

  /** This Sql bound to `em` (a transaction's manager): every statement and command runs inside it. */
  on(em: EntityManager): Sql {
    return new Sql(em, this.checkRows);
  }
}

/** A Sql on `target` (the data source, or a transaction's manager), rows checked outside production. */
export function sqlOn(target: SqlTarget): Sql {
  return new Sql(target);
}
