import { type DataSource, MoreThanOrEqual, type Repository } from 'typeorm';
import { ApiEntity } from './api.entity.js';
import { CategoryEntity } from './category.entity.js';

export interface ApiListQuery {
  offset: number;
  limit: number;
  categoryId?: number | null;
}

/** Public catalogue reads. Only services touch repositories. */
export class ApiCatalogService {
  private readonly apis: Repository<ApiEntity>;
  private readonly categories: Repository<CategoryEntity>;

  constructor(ds: DataSource) {
    this.apis = ds.getRepository(ApiEntity);
    this.categories = ds.getRepository(CategoryEntity);
  }

  /** APIs visible to visitors (status ≥ 0, public), most recently updated first, with their category in one query. */
  async listPublic(q: ApiListQuery): Promise<{ items: ApiEntity[]; total: number }> {
    const [items, total] = await this.apis.findAndCount({
      where: {
        status: MoreThanOrEqual(0),
        visibility: 'public',
        ...(q.categoryId ? { categoryId: q.categoryId } : {}),
      },
      relations: { category: true },
      order: { updatedAt: 'DESC', id: 'ASC' },
      skip: q.offset,
      take: q.limit,
    });
    return { items, total };
  }

  listCategories(): Promise<CategoryEntity[]> {
    return this.categories.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  }
}
