import type { Pool } from 'pg';
import type { z } from 'zod';

/**
 * The one raw-SQL style (README "Data access"): a read is a named statement declared once, next to the
 * service that runs it, with the schema of its rows (zod). The compiler types the rows from the schema
 * (no `any`, no asserted row types); outside production every row is checked against it, so a query and
 * its schema cannot drift apart unnoticed (the tests run every statement they touch). The statement is
 * prepared once per connection under its name and sent in one round trip, without the ORM building it.
 * Reads only: writes stay with TypeORM, whose subscriber tells the read cache a request wrote.
 */
export interface Statement<P extends readonly unknown[], R> {
  readonly name: string;
  readonly text: string;
  readonly row: z.ZodType<R>;
  /** Only for the parameters' type. */
  readonly params?: P;
}

const WRITES = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|ALTER|CREATE|DROP)\b/i;

/** Declares a read statement: `name` unique in the gateway, `text` a SELECT (or WITH … SELECT), `row` its rows' schema. */
export function statement<P extends readonly unknown[], S extends z.ZodType>(
  name: string,
  text: string,
  row: S,
): Statement<P, z.infer<S>> {
  if (!/^\s*(SELECT|WITH)\b/i.test(text) || WRITES.test(text)) throw new Error(`statement ${name}: reads only`);
  return { name, text, row: row as z.ZodType<z.infer<S>> };
}

/** A row did not match its statement's schema (a bug: the query and the schema disagree). */
export class RowShapeError extends Error {
  constructor(name: string, issues: string) {
    super(`statement ${name}: a row does not match its schema: ${issues}`);
  }
}

/** Runs declared statements on the data source's pool. */
export class Sql {
  /** Statements sent (tests count them per request). */
  statements = 0;

  constructor(
    /** The data source's node-postgres pool (db/pool.ts `poolOf(ds)`). */
    private readonly pool: Pick<Pool, 'query'>,
    /** Check each row against its schema (everywhere but production). */
    private readonly checkRows: boolean,
  ) {}

  /** Every row of `st` with `params`. */
  async all<P extends readonly unknown[], R>(st: Statement<P, R>, params: P): Promise<R[]> {
    this.statements++;
    const res = await this.pool.query({ name: st.name, text: st.text, values: [...params] });
    const rows = res.rows as unknown[];
    if (this.checkRows) {
      for (const row of rows) {
        const checked = st.row.safeParse(row);
        if (!checked.success) throw new RowShapeError(st.name, checked.error.message);
      }
    }
    return rows as R[];
  }

  /** The first row of `st` with `params`, or null. */
  async first<P extends readonly unknown[], R>(st: Statement<P, R>, params: P): Promise<R | null> {
    return (await this.all(st, params))[0] ?? null;
  }
}
