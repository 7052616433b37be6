import DataLoader from 'dataloader';
import { z } from 'zod';
import { type Sql, statement } from '../../core/sql.js';
import type { AnnouncementEntity } from '../content/announcement.entity.js';
import { announcementFilter, type Page } from '../content/content.service.js';
import type { NoticeEntity } from '../content/notice.entity.js';
import { allCategoriesJson, categoryJsonRow } from './api-row.js';
import { CategoryEntity } from './category.entity.js';
import {
  announcementsJson,
  announcementTotal,
  type FrontAsk,
  frontColumns,
  frontParams,
  type FrontParts,
  frontPartsOf,
  noticeJson,
} from './front-parts.js';
import type { MarketPageQuery, MarketPageRead, MarketPageReads } from './market-page.reads.js';

/** The one row of the front statement: each part null when it was not asked for. */
const frontRow = frontColumns.extend({ categories: z.array(categoryJsonRow).nullable() });

/** Every category, the notice and a page of announcements with their count, each only when asked (without the market). */
const frontStatement = statement<[categories: boolean, ...ReturnType<typeof frontParams>], typeof frontRow>(
  'catalog.front-page',
  `SELECT
     CASE WHEN $1::boolean THEN ${allCategoriesJson} END AS categories,
     ${noticeJson('$2')} AS notice,
     ${announcementsJson('$3', '$4', '$5', '$6')} AS announcements,
     ${announcementTotal('$3', '$4')} AS announcement_total`,
  frontRow,
);

/** What one request's root fields ask of the front page. */
type FrontKey =
  | { kind: 'market'; q: MarketPageQuery }
  | { kind: 'categories' }
  | { kind: 'notice' }
  | { kind: 'announcements'; page: NonNullable<FrontAsk['announcements']> };
type FrontValue = MarketPageRead | CategoryEntity[] | NoticeEntity | null | { items: AnnouncementEntity[]; total: number };

const keyOf = (k: FrontKey) => JSON.stringify(k);

/**
 * The home first screen in ONE statement (issue #35; it was ten, then five): whatever one GraphQL
 * request's root fields ask in the same tick — the market without keywords, every category, the current
 * notice, a page of announcements with their count — is read together: with the market page's statement
 * when the market is asked (market-page.reads.ts carries the front parts on its first row), else in the
 * front statement. The same answers as `ApiMarketService.list`, `ApiCatalogService.listCategories`,
 * `ContentService.currentNotice` and `ContentService.announcements` (tested side by side in
 * `market-page.test.ts` and `front-page.test.ts`). Per request: the loader is keyed on its context object.
 */
export class FrontPageService {
  private readonly perRequest = new WeakMap<object, DataLoader<FrontKey, FrontValue, string>>();

  constructor(
    private readonly sql: Sql,
    private readonly market: MarketPageReads,
  ) {}

  /** The market without keywords (`MarketPageReads.page`), with the front parts the same request asks. */
  async marketPage(request: object, q: MarketPageQuery): Promise<MarketPageRead> {
    return (await this.loader(request).load({ kind: 'market', q })) as MarketPageRead;
  }

  /** Every category in display order. */
  async categories(request: object): Promise<CategoryEntity[]> {
    return (await this.loader(request).load({ kind: 'categories' })) as CategoryEntity[];
  }

  /** The newest active notice, or null. */
  async currentNotice(request: object): Promise<NoticeEntity | null> {
    return (await this.loader(request).load({ kind: 'notice' })) as NoticeEntity | null;
  }

  /** Newest first; `type` empty or `all` = every type; an unknown type is BAD_USER_INPUT (as the service). */
  async announcements(request: object, p: Page & { type?: string | null }): Promise<{ items: AnnouncementEntity[]; total: number }> {
    const { type } = announcementFilter(p.type);
    const page = { type, offset: p.offset, limit: p.limit };
    return (await this.loader(request).load({ kind: 'announcements', page })) as { items: AnnouncementEntity[]; total: number };
  }

  private loader(request: object): DataLoader<FrontKey, FrontValue, string> {
    let loader = this.perRequest.get(request);
    if (!loader) {
      loader = new DataLoader<FrontKey, FrontValue, string>((keys) => this.load(keys), { cacheKeyFn: keyOf });
      this.perRequest.set(request, loader);
    }
    return loader;
  }

  /** One statement for the first market page and announcements page asked with the rest; a second one (an alias) its own. */
  private async load(keys: readonly FrontKey[]): Promise<Array<FrontValue | Error>> {
    const markets = keys.filter((k) => k.kind === 'market');
    const pages = keys.filter((k) => k.kind === 'announcements');
    const ask: FrontAsk = { notice: keys.some((k) => k.kind === 'notice'), announcements: pages[0]?.page ?? null };
    const categories = keys.some((k) => k.kind === 'categories');
    const [main, ...more] = await Promise.all([
      markets[0] ? this.market.withFront(markets[0].q, ask) : this.front(categories, ask),
      ...pages.slice(1).map((k) => this.front(false, { notice: false, announcements: k.page })),
    ]);
    const otherMarkets = await Promise.all(markets.slice(1).map((k) => this.market.page(k.q).catch((err: Error) => err)));
    return keys.map((k) => {
      switch (k.kind) {
        case 'market':
          return k === markets[0] ? main!.page! : otherMarkets[markets.indexOf(k) - 1]!;
        case 'categories':
          return main!.categories;
        case 'notice':
          return main!.front.notice;
        case 'announcements':
          return (k === pages[0] ? main! : more[pages.indexOf(k) - 1]!).front.announcements!;
      }
    });
  }

  private async front(categories: boolean, ask: FrontAsk): Promise<{ page: null; categories: CategoryEntity[]; front: FrontParts }> {
    const r = (await this.sql.first(frontStatement, [categories, ...frontParams(ask)]))!; // one row always
    return { page: null, categories: (r.categories ?? []).map((c) => Object.assign(new CategoryEntity(), c)), front: frontPartsOf(r) };
  }
}
