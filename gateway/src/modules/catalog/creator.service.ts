import { listedApi } from '../../db/sql.js';
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors.js';
import { CreatorEntity } from './creator.entity.js';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';

const countRow = z.object({ n: z.number() });
const listedCountStatement = statement<[creatorId: number], typeof countRow>(
  'catalog.creator-listed-count',
  `SELECT count(*)::int AS n FROM api WHERE creator_id = $1 AND ${listedApi()}`,
  countRow,
);

export interface CreatorWithCount {
  creator: CreatorEntity;
  /** Public APIs (status ≥ 0, not private) owned by the creator: derived, never stored. */
  apiCount: number;
}

/** Creator profiles with their derived API count, in one query per page. */
export class CreatorService {
  private readonly sql: Sql;

  constructor(private readonly ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  async list(q: { offset: number; limit: number }): Promise<{ items: CreatorWithCount[]; total: number }> {
    const repo = this.ds.getRepository(CreatorEntity);
    const [raw, total] = await Promise.all([
      repo
        .createQueryBuilder('c')
        .addSelect(
          (sub) =>
            sub
              .select('count(*)::int')
              .from('api', 'a')
              .where(`a.creator_id = c.id AND ${listedApi('a')}`),
          'api_count',
        )
        .orderBy('c.id', 'ASC')
        .offset(q.offset)
        .limit(q.limit)
        .getRawAndEntities(),
      repo.count(),
    ]);
    const items = raw.entities.map((creator, i) => ({ creator, apiCount: Number(raw.raw[i].api_count) }));
    return { items, total };
  }

  /** Many creators with their counts in one query (the GraphQL author loader). */
  async byIds(ids: readonly number[]): Promise<Map<number, CreatorWithCount>> {
    if (!ids.length) return new Map();
    const raw = await this.ds
      .getRepository(CreatorEntity)
      .createQueryBuilder('c')
      .addSelect(
        (sub) =>
          sub
            .select('count(*)::int')
            .from('api', 'a')
            .where(`a.creator_id = c.id AND ${listedApi('a')}`),
        'api_count',
      )
      .where('c.id IN (:...ids)', { ids: [...ids] })
      .getRawAndEntities();
    return new Map(
      raw.entities.map((creator, i) => [creator.id, { creator, apiCount: Number(raw.raw[i].api_count) }]),
    );
  }

  async get(id: number): Promise<CreatorWithCount> {
    const repo = this.ds.getRepository(CreatorEntity);
    const creator = await repo.findOneBy({ id });
    if (!creator) throw notFound(`创作者 ${id} 不存在`, `Creator ${id} does not exist`, 'CREATOR_NOT_FOUND');
    const { n } = (await this.sql.first(listedCountStatement, [id]))!;
    return { creator, apiCount: n };
  }
}
