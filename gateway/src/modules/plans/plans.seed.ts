import type { EntityManager } from 'typeorm';
import { command, sqlOn } from '../../core/sql.js';
import { once } from '../../db/seed/once.js';

interface SeedPlan {
  name: string;
  nameEn: string;
  daily: number | null;
  monthly: number | null;
  rate: number | null;
  overage?: 'refuse' | 'allow';
  approval?: boolean;
  isDefault?: boolean;
}

const free = (daily: number, rate: number): SeedPlan => ({ name: '免费版', nameEn: 'Free', daily, monthly: null, rate, isDefault: true });

/** Demo plans in the tiers our users know from other markets: a free daily allowance, paid-style tiers above it. */
const seedPlans: Record<string, SeedPlan[]> = {
  hitokoto: [
    free(100, 5),
    { name: '基础版', nameEn: 'Basic', daily: 5000, monthly: 100_000, rate: 20 },
    { name: '专业版', nameEn: 'Pro', daily: 50_000, monthly: 1_000_000, rate: 100, overage: 'allow' },
  ],
  uuid: [free(1000, 10), { name: '专业版', nameEn: 'Pro', daily: null, monthly: 3_000_000, rate: 200, overage: 'allow' }],
  ip: [free(200, 5), { name: '企业版', nameEn: 'Enterprise', daily: null, monthly: 10_000_000, rate: 500, approval: true }],
  hash: [free(500, 10), { name: '基础版', nameEn: 'Basic', daily: 10_000, monthly: 200_000, rate: 50 }],
  qrcode: [free(50, 2), { name: '专业版', nameEn: 'Pro', daily: 20_000, monthly: 500_000, rate: 50, overage: 'allow' }],
};

/** Plans for a few demo APIs, once per database (an API that is not there is skipped). */
const seedPlanCommand = command<
  [slug: string, name: string, nameEn: string, daily: number | null, monthly: number | null, rate: number | null,
    overage: string, approval: boolean, isDefault: boolean, sortOrder: number]
>(
  'plans.seed',
  `INSERT INTO api_plan (api_id, name, name_en, daily_quota, monthly_quota, rate_per_second, overage,
                         needs_approval, is_default, sort_order)
   SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM api WHERE slug = $1`,
);

export async function seedPlansOnce(em: EntityManager): Promise<void> {
  await once(em, 'plans-v1', async () => {
    for (const [slug, plans] of Object.entries(seedPlans)) {
      for (const [i, p] of plans.entries()) {
        await sqlOn(em).run(seedPlanCommand, [
          slug, p.name, p.nameEn, p.daily, p.monthly, p.rate, p.overage ?? 'refuse', p.approval ?? false, p.isDefault ?? false, i,
        ]);
      }
    }
  });
}
