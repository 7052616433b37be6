import { authorize, type Actor } from '../../core/policy.js';
import { categoryPolicy } from './catalog.policy.js';
import { CATEGORY_LIMITS } from '@api-market/rules';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { charLength, hasNameControls } from '../../core/text.js';
import { CategoryEntity } from './category.entity.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';

export const { nameMax: CATEGORY_NAME_MAX, nameEnMax: CATEGORY_NAME_EN_MAX } = CATEGORY_LIMITS;

export interface CategoryFields {
  name?: unknown;
  nameEn?: unknown;
}

const adminCategoryRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sortOrder: z.number(),
  /** Every API filed under it, drafts and private ones included. */
  apiCount: z.number(),
});
export type AdminCategoryView = z.infer<typeof adminCategoryRow>;
const listStatement = statement<[], typeof adminCategoryRow>(
  'catalog.admin-categories',
  `SELECT c.id, c.slug, c.name, c.name_en AS "nameEn", c.sort_order AS "sortOrder",
          (SELECT count(*)::int FROM api a WHERE a.category_id = c.id) AS "apiCount"
     FROM category c ORDER BY c.sort_order, c.id`,
  adminCategoryRow,
);
const nextRow = z.object({ next: z.number() });
const nextOrderStatement = statement<[], typeof nextRow>(
  'catalog.category-next-order',
  `SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM category`,
  nextRow,
);
const idRow = z.object({ id: z.number() });
const lockAllStatement = statement<[], typeof idRow>('catalog.categories-lock', `SELECT id FROM category ORDER BY id FOR UPDATE`, idRow);
const reorderCommand = command<[ids: number[]]>(
  'catalog.categories-reorder',
  `UPDATE category c SET sort_order = o.pos FROM unnest($1::int[]) WITH ORDINALITY AS o(id, pos) WHERE c.id = o.id`,
);
const lockOneStatement = statement<[id: number], typeof idRow>('catalog.category-lock', `SELECT id FROM category WHERE id = $1 FOR UPDATE`, idRow);
const countRow = z.object({ n: z.number() });
const usesStatement = statement<[id: number], typeof countRow>(
  'catalog.category-uses',
  `SELECT count(*)::int AS n FROM api WHERE category_id = $1`,
  countRow,
);
const removeCommand = command<[id: number]>('catalog.category-remove', `DELETE FROM category WHERE id = $1`);
/**
 * New categories one at a time (until their transaction ends): two created together would each find the
 * same slug free and the same place last, and the second would fail on the slug's uniqueness — told
 * "a category with this name already exists" for a name that does not.
 */
const createLockStatement = statement<[], z.ZodObject<{ locked: z.ZodNumber }>>(
  'catalog.category-create-lock',
  `SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('catalog.category-create'))`,
  z.object({ locked: z.number() }),
);
const slugRow = z.object({ slug: z.string() });
const slugsStatement = statement<[base: string, pattern: string], typeof slugRow>(
  'catalog.category-slugs',
  `SELECT slug FROM category WHERE slug = $1 OR slug LIKE $2`,
  slugRow,
);

function checkName(v: unknown, max: number, zh: string, en: string): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) throw badInput(`请输入${zh}`, `${en} is required`);
  if (charLength(s) > max) throw badInput(`${zh}不能超过 ${max} 个字符`, `${en} cannot exceed ${max} characters`);
  // Shown in every category list and filter: a bidi override would turn the names around it (core/text.ts).
  if (hasNameControls(s)) {
    throw badInput(`${zh}不能包含控制字符、换行或文字方向控制符`, `${en} cannot contain control characters, line breaks or text direction controls`);
  }
  return s;
}

function checkFields(f: CategoryFields): { name: string; nameEn: string } {
  return {
    name: checkName(f.name, CATEGORY_NAME_MAX, '中文名称', 'The Chinese name'),
    nameEn: checkName(f.nameEn, CATEGORY_NAME_EN_MAX, '英文名称', 'The English name'),
  };
}

/** The stable key from the English name (`Data conversion` → `data-conversion`). */
function slugOf(nameEn: string): string {
  const base = nameEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return base || 'category';
}

const duplicateName = () =>
  new AppError('CONFLICT', { zh: '已有同名的分类', en: 'A category with this name already exists' });

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { driverError?: { code?: string } }).driverError?.code === '23505';

/** The administrator's category management: create, rename (zh and en), reorder, delete when unused. */
export class CategoryAdminService {
  private readonly categories: Repository<CategoryEntity>;
  private readonly sql: Sql;

  constructor(private readonly ds: DataSource) {
    this.categories = ds.getRepository(CategoryEntity);
    this.sql = sqlOn(ds);
  }

  async list(actor: Actor): Promise<AdminCategoryView[]> {
    authorize(actor, categoryPolicy.readAdmin);
    return this.sql.all(listStatement, []);
  }

  async create(actor: Actor, f: CategoryFields): Promise<AdminCategoryView> {
    authorize(actor, categoryPolicy.manage);
    const fields = checkFields(f);
    const id = await this.unique(() =>
      this.ds.transaction(async (em) => {
        await this.sql.first(createLockStatement, [], em);
        const slug = await this.freeSlug(em, slugOf(fields.nameEn));
        const { next } = (await this.sql.first(nextOrderStatement, [], em))!;
        const saved = await em.getRepository(CategoryEntity).save({ ...fields, slug, sortOrder: next });
        return saved.id;
      }),
    );
    return this.get(actor, id);
  }

  /** Renames in both languages; the slug (used in URLs and icons) stays. */
  async rename(actor: Actor, id: number, f: CategoryFields): Promise<AdminCategoryView> {
    authorize(actor, categoryPolicy.manage);
    const fields = checkFields(f);
    const res = await this.unique(() => this.categories.update({ id }, fields));
    if (!res.affected) throw notFound('分类不存在', 'Category not found');
    return this.get(actor, id);
  }

  /** `ids` is the new order of every category (each exactly once). */
  async reorder(actor: Actor, ids: number[]): Promise<AdminCategoryView[]> {
    authorize(actor, categoryPolicy.manage);
    await this.ds.transaction(async (em) => {
      const rows = await this.sql.all(lockAllStatement, [], em);
      const known = new Set(rows.map((r) => r.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
        throw badInput('排序须包含每个分类各一次', 'The order must list every category exactly once');
      }
      await this.sql.run(reorderCommand, [ids], em);
    });
    return this.list(actor);
  }

  /**
   * Refused while any API is filed under it (the API's own category would silently vanish). The row
   * lock makes a concurrent new API in this category wait, then fail its foreign key.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    authorize(actor, categoryPolicy.manage);
    await this.ds.transaction(async (em) => {
      if (!(await this.sql.first(lockOneStatement, [id], em))) throw notFound('分类不存在', 'Category not found');
      const { n } = (await this.sql.first(usesStatement, [id], em))!;
      if (n > 0) {
        throw new AppError(
          'CONFLICT',
          {
            zh: `该分类下还有 ${n} 个接口，请先把它们移到其他分类再删除`,
            en: `${n} API${n === 1 ? '' : 's'} still use${n === 1 ? 's' : ''} this category; move ${n === 1 ? 'it' : 'them'} to another category first`,
          },
          { reason: 'CATEGORY_IN_USE' },
        );
      }
      await this.sql.run(removeCommand, [id], em);
    });
  }

  private async get(actor: Actor, id: number): Promise<AdminCategoryView> {
    const found = (await this.list(actor)).find((c) => c.id === id);
    if (!found) throw notFound('分类不存在', 'Category not found');
    return found;
  }

  private async freeSlug(em: EntityManager, base: string): Promise<string> {
    const taken = new Set(
      (await this.sql.all(slugsStatement, [base, `${base}-%`], em)).map((r) => r.slug),
    );
    let slug = base;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
    return slug;
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateName();
      throw e;
    }
  }
}
