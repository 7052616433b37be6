import type { DataSource, EntityMetadata } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, type Statement, statement } from '../../core/sql.js';
import { ApiEntity } from './api.entity.js';
import { CategoryEntity } from './category.entity.js';

const pageRow = z.record(z.string(), z.unknown());

/**
 * A page of APIs by id with their category, in one prepared statement (parsed and planned once per
 * connection), hydrated into entities from TypeORM's own metadata and value conversion: the same
 * objects `Repository.find(…, { relations: { category: true } })` gives, without building a query
 * (the search path's largest cost after the database round trip, issue #28).
 */
export class ApiPageReader {
  private readonly api: EntityMetadata;
  private readonly category: EntityMetadata;
  private readonly sql: Sql;
  /** Its columns are the entities' (TypeORM metadata), so its rows are checked as records and hydrated by that metadata. */
  private readonly statement: Statement<[ids: number[]], Record<string, unknown>>;
  /**
   * The select list of `byIds` over `api a LEFT JOIN category c` (`a_<column>`, `c_<column>`), for a
   * statement that reads one API beside its own work (a star: `stars/star.service.ts`); `fromRow`
   * hydrates its rows.
   */
  readonly columns: string;

  constructor(private readonly ds: DataSource) {
    this.sql = sqlOn(ds);
    this.api = ds.getMetadata(ApiEntity);
    this.category = ds.getMetadata(CategoryEntity);
    const cols = (m: EntityMetadata, alias: string) =>
      m.columns.map((c) => `${alias}."${c.databaseName}" AS "${alias}_${c.databaseName}"`);
    this.columns = [...cols(this.api, 'a'), ...cols(this.category, 'c')].join(', ');
    this.statement = statement<[ids: number[]], typeof pageRow>(
      'search-api-page',
      `SELECT ${this.columns}
      FROM api a LEFT JOIN category c ON c.id = a.category_id WHERE a.id = ANY($1::int[])`,
      pageRow,
    );
  }

  /** The APIs of `ids` that exist, in the order of `ids`. */
  async byIds(ids: readonly number[]): Promise<ApiEntity[]> {
    const rows = await this.sql.all(this.statement, [[...ids]]);
    const byId = new Map<number, ApiEntity>();
    for (const row of rows) {
      const api = this.fromRow(row);
      byId.set(api.id, api);
    }
    return ids.map((id) => byId.get(id)).filter((a): a is ApiEntity => !!a);
  }

  /** The API (with its category) of a row selected by `columns`. */
  fromRow(row: Record<string, unknown>): ApiEntity {
    const api = this.hydrate(this.api, row, 'a') as ApiEntity;
    api.category = row.c_id === null ? null : (this.hydrate(this.category, row, 'c') as CategoryEntity);
    return api;
  }

  private hydrate(m: EntityMetadata, row: Record<string, unknown>, alias: string): object {
    const entity = m.create() as Record<string, unknown>;
    for (const c of m.columns) {
      entity[c.propertyName] = this.ds.driver.prepareHydratedValue(row[`${alias}_${c.databaseName}`], c);
    }
    return entity;
  }
}
