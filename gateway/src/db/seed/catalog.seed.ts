import type { EntityManager } from 'typeorm';
import { seedApis, seedCategories, seedCreators } from './demo-catalog.data.js';
import { once } from './once.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Categories, creators and APIs, then their details: once per database (an API an admin deletes does
 * not come back at the next start), each row also keyed by slug so nothing is duplicated or overwritten.
 */
export async function seedCatalog(em: EntityManager, now = new Date()): Promise<void> {
  await once(em, 'catalog-v1', () => seedCatalogRows(em, now));
  await seedApiDetails(em);
}

async function seedCatalogRows(em: EntityManager, now: Date): Promise<void> {
  for (const [i, c] of seedCategories.entries()) {
    await em.query(
      `INSERT INTO category (slug, name, name_en, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slug) DO NOTHING`,
      [c.slug, c.name, c.nameEn, i],
    );
  }
  for (const c of seedCreators) {
    await em.query(
      `INSERT INTO creator (slug, name, name_en, title, title_en, icon, bio, bio_en, official)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (slug) DO NOTHING`,
      [c.slug, c.name, c.nameEn, c.title, c.titleEn, '', c.bio, c.bioEn, c.official ?? false],
    );
  }
  for (const a of seedApis) {
    const updated = new Date(now.getTime() - a.updatedDaysAgo * DAY);
    await em.query(
      `INSERT INTO api (slug, name, name_en, description, description_en, icon, status, is_original,
         need_token, address, test_url, request_method, response_format, response_example, provider,
         note, note_en, category_id, creator_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'JSON', $13, $14, $15, $16,
         (SELECT id FROM category WHERE slug = $17), (SELECT id FROM creator WHERE slug = $19), $18, $18)
       ON CONFLICT (slug) DO NOTHING`,
      [
        a.slug,
        a.name,
        a.nameEn,
        a.description,
        a.descriptionEn,
        a.icon,
        a.status ?? 1,
        a.original ?? false,
        a.needToken ?? false,
        a.address,
        a.address.startsWith('builtin:') ? `/api/open/api/{id}` : a.address,
        a.method,
        JSON.stringify(a.response, null, 2),
        a.provider,
        a.note,
        a.noteEn,
        a.category,
        updated,
        a.creator,
      ],
    );
  }
}

/**
 * Request parameters, bug-fix history and tag links of the demo APIs, once per database (a parameter
 * or tag link an admin deletes later is not brought back), keyed by API slug and natural keys.
 */
async function seedApiDetails(em: EntityManager): Promise<void> {
  await once(em, 'catalog-details-v1', () => seedParamsAndFixes(em));
  await once(em, 'catalog-tags-v1', () => seedApiTags(em));
}

/** Tag names created by the accounts/workflows migration, per category slug. */
const CATEGORY_TAG: Record<string, string> = {
  utility: '工具',
  text: '文本',
  security: '安全',
  weather: '实时',
  data: '数据',
  network: '网络',
};

async function seedApiTags(em: EntityManager): Promise<void> {
  for (const a of seedApis) {
    const names = [
      CATEGORY_TAG[a.category],
      a.original ? '官方' : undefined,
      a.needToken ? undefined : '免费',
    ].filter((n): n is string => Boolean(n));
    await em.query(
      `INSERT INTO api_tag (api_id, tag_id)
       SELECT a.id, t.id FROM api a JOIN tag t ON t.name = ANY($2::text[]) WHERE a.slug = $1
       ON CONFLICT DO NOTHING`,
      [a.slug, names],
    );
  }
}

async function seedParamsAndFixes(em: EntityManager): Promise<void> {
  for (const a of seedApis) {
    for (const [i, prm] of a.params.entries()) {
      await em.query(
        `INSERT INTO api_param (api_id, position, name, type, required, note, note_en, example)
         SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM api WHERE slug = $1
         ON CONFLICT (api_id, name) DO NOTHING`,
        [a.slug, i, prm.name, prm.type, prm.required, prm.note, prm.noteEn, prm.example],
      );
    }
    for (const b of a.bugFixes) {
      await em.query(
        `INSERT INTO api_bug_fix (api_id, version, fixed_on, description)
         SELECT id, $2, $3, $4 FROM api WHERE slug = $1
         ON CONFLICT (api_id, version, description) DO NOTHING`,
        [a.slug, b.version, b.fixTime, b.fixBug],
      );
    }
  }
}
