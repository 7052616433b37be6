import {
  EventSubscriber,
  type AfterQueryEvent,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { currentWrites, type RequestWrites } from '../core/request-writes.js';

/** Row-changing statements: a write when they changed a row (an UPDATE that matched none wrote nothing). */
const ROW_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
/** Statements that change no data: reads, transaction control, settings, locks and notifications. */
const NO_DATA_COMMANDS = new Set([
  'SELECT',
  'SHOW',
  'SET',
  'RESET',
  'BEGIN',
  'START',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'LOCK',
  'LISTEN',
  'UNLISTEN',
  'NOTIFY',
]);
/** A data-changing statement in the WITH clause of a SELECT: `name AS [NOT] [MATERIALIZED] (UPDATE …`. */
const MODIFYING_CTE = /\bAS\s*(?:NOT\s+)?(?:MATERIALIZED\s*)?\(\s*(?:INSERT|UPDATE|DELETE|MERGE)\b/i;

/**
 * Whether a statement that succeeded changed data, from PostgreSQL's command tag (node-postgres'
 * `command` and `rowCount`; an array for several statements). Anything not known to leave the data
 * alone counts: a write taken for a read would leave a stale answer in the cache, the converse only
 * empties it. A SELECT calling a function that writes is not seen (none runs in a request).
 */
export function changesData(sql: string, raw: unknown): boolean {
  if (Array.isArray(raw)) return raw.length === 0 || raw.some((r) => changesData(sql, r));
  const { command, rowCount } = (raw ?? {}) as { command?: unknown; rowCount?: unknown };
  if (typeof command !== 'string') return true;
  if (ROW_COMMANDS.has(command)) return rowCount !== 0;
  if (command === 'SELECT') return MODIFYING_CTE.test(sql);
  return !NO_DATA_COMMANDS.has(command);
}

/**
 * Writes inside a transaction not yet committed, by its query runner: counted at COMMIT, dropped at
 * ROLLBACK. Each write is kept as what it was declared (`declaredWrite`: one entry per declaration), so a
 * declared write late in a transaction does not hide an undeclared one before it.
 */
const uncommitted = new WeakMap<QueryRunner, Set<RequestWrites>>();

/**
 * Records each write the data source commits on behalf of a request (`core/request-writes.ts`), through
 * every door to the database — `DataSource.query`, repositories, query builders, `transaction()`, a
 * query runner of one's own — since each runs its statements through a query runner, whose events
 * TypeORM broadcasts here. Outside a transaction a statement commits as it succeeds; inside one, its
 * writes count once the outermost COMMIT succeeded (a savepoint released is not yet a commit) and never
 * after a ROLLBACK (one to a savepoint leaves them counted: the transaction may have written before it).
 */
@EventSubscriber()
export class RequestWritesSubscriber implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent): void {
    if (!event.success) return;
    const writes = currentWrites();
    if (!writes || !changesData(event.query, event.rawResults)) return;
    if (!event.queryRunner.isTransactionActive) return writes.record();
    const pending = uncommitted.get(event.queryRunner);
    if (pending) pending.add(writes);
    else uncommitted.set(event.queryRunner, new Set([writes]));
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive) return;
    const pending = uncommitted.get(event.queryRunner);
    uncommitted.delete(event.queryRunner);
    for (const writes of pending ?? []) writes.record();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) uncommitted.delete(event.queryRunner);
  }
}
