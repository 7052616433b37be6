import pg from 'pg';

type Parser = (text: string) => unknown;
type Row = Record<string, unknown>;

/** What PostgreSQL said a statement's rows are: its columns and each one's text parser (node-postgres' own). */
interface Shape {
  text: string;
  names: string[];
  parsers: Parser[];
}

/**
 * The shape of each prepared read, by statement name, from the first RowDescription this process got for
 * it. A statement's columns are fixed by its text and the schema (PostgreSQL refuses to run a prepared
 * statement whose result type changed), so every later execution, on any connection, skips Describe:
 * the server sends no RowDescription and the gateway neither parses one nor rebuilds the column parsers.
 */
const shapes = new Map<string, Shape>();

/** The part of node-postgres' Connection a submitted query writes to (lib/connection.js). */
interface Wire {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(msg: { text: string; name: string; types: unknown[] }): void;
  bind(msg: { portal: string; statement: string; values: unknown[]; valueMapper: (v: unknown) => unknown }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string; rows?: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format: string;
}

/** node-postgres maps parameters to their wire text with this (Dates, arrays, Buffers, objects as JSON). */
const prepareValue = (pg as unknown as { utils: { prepareValue: (v: unknown) => unknown } }).utils.prepareValue;

/**
 * One execution of a named prepared read as a node-postgres "submittable" (the interface pg-cursor uses):
 * Parse once per connection, then Bind, Execute and Sync — Describe only until the statement's shape is
 * known. Rows are built straight from the data rows with the shape's parsers. node-postgres' own Query
 * copies its config, allocates a Result and rebuilds every column's parser for each execution (~6 % of
 * the gateway's JS on a REST miss, issue #35). Errors, timeouts (query_timeout) and a lost connection
 * arrive as for any query: the Client calls `handleError` and `callback`.
 */
export class PreparedRead {
  /** Set by node-postgres' pool (its checkout's callback); may be replaced by the client's query timeout. */
  callback: ((err: Error | null, rows?: Row[]) => void) | undefined;
  private readonly rows: Row[] = [];
  private shape: Shape | undefined;
  /** A row that could not be parsed: reported once the server is done with the statement. */
  private failed: Error | null = null;

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: readonly unknown[],
  ) {}

  submit(connection: Wire): Error | null {
    const known = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (known !== undefined && known !== this.text) {
      return new Error(`Prepared statements must be unique - '${this.name}' was used for a different statement`);
    }
    const shape = shapes.get(this.name);
    this.shape = shape?.text === this.text ? shape : undefined;
    connection.stream.cork?.();
    try {
      if (known === undefined) {
        connection.parse({ text: this.text, name: this.name, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ portal: '', statement: this.name, values: [...this.values], valueMapper: prepareValue });
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: FieldDescription[] }): void {
    const shape: Shape = {
      text: this.text,
      names: msg.fields.map((f) => f.name),
      parsers: msg.fields.map((f) => pg.types.getTypeParser(f.dataTypeID, f.format === 'binary' ? 'binary' : 'text') as Parser),
    };
    shapes.set(this.name, shape);
    this.shape = shape;
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    if (this.failed) return;
    const shape = this.shape;
    if (!shape) {
      this.failed = new Error(`statement ${this.name}: a row arrived before its description`);
      return;
    }
    const { names, parsers } = shape;
    const fields = msg.fields;
    const row: Row = {};
    try {
      for (let i = 0; i < fields.length; i++) {
        const raw = fields[i];
        row[names[i]!] = raw === null || raw === undefined ? null : parsers[i]!(raw);
      }
    } catch (err) {
      this.failed = err instanceof Error ? err : new Error(String(err));
      return;
    }
    this.rows.push(row);
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: Wire): void {
    connection.sendCopyFail('No source stream defined');
  }
  handleCopyData(): void {}

  handleError(err: Error): void {
    this.callback?.(this.failed ?? err);
  }

  handleReadyForQuery(): void {
    if (this.failed) this.callback?.(this.failed);
    else this.callback?.(null, this.rows);
  }
}

/** node-postgres' pool as it takes a submittable with a callback (its typings name the stream form only). */
interface CallbackPool {
  query(read: PreparedRead, cb: (err: Error | undefined, rows?: Row[]) => void): void;
}

/** The rows of the named read `name` (`text`, `values`) on a connection of `pool`. */
export function preparedRead(pool: pg.Pool, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    (pool as unknown as CallbackPool).query(new PreparedRead(name, text, values), (err, rows) =>
      err ? reject(err) : resolve(rows ?? []),
    );
  });
}
