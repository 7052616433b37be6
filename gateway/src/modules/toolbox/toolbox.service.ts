import { type DataSource, Like, type Repository } from 'typeorm';
import { ApiEntity, ApiStatus } from '../catalog/api.entity.js';
import { BUILTIN_PREFIX } from '../open-call/open-call.service.js';

export interface ToolboxEntry {
  builtin: string;
  api: ApiEntity;
}

/**
 * The toolbox (/tools): the platform's own built-in APIs that are published and public, each with the
 * name of its built-in, so the client can give each one its form. Calls still go through the open-call
 * gateway (recorded, rate-limited, policies applied) like any other API.
 */
export class ToolboxService {
  private readonly apis: Repository<ApiEntity>;

  constructor(ds: DataSource) {
    this.apis = ds.getRepository(ApiEntity);
  }

  async tools(): Promise<ToolboxEntry[]> {
    const rows = await this.apis.find({
      where: { status: ApiStatus.Published, visibility: 'public', address: Like(`${BUILTIN_PREFIX}%`) },
      relations: { category: true },
      order: { id: 'ASC' },
    });
    return rows.map((api) => ({ builtin: api.address.slice(BUILTIN_PREFIX.length), api }));
  }
}
