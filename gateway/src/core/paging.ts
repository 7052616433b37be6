import { TENDER_LIMITS } from '@api-market/rules';
import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

/** Offset pagination shared by the public lists: at most 100 rows a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  offset: number;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(100)
  limit: number;
}

/**
 * The REST lists' paging (SPEC §7 names the query parameters `page` and `pageSize`), written once:
 * each paged REST list has its row here — the largest page it serves and the page size it answers
 * without one — and its route spreads `pagingQuery(PAGED_LISTS.x)` into its query (or body) schema.
 * A routes file never writes a `page`/`pageSize` schema of its own (`onePagingSchema` in
 * eslint.boundaries.js; fixtures in gateway/src/__tests__/boundaries.test.ts).
 */
export const PAGED_LISTS = {
  /** POST /api/searchApi (body). */
  searchApis: { max: 100, default: 100 },
  /** GET /api/histroy/log/api/{id}: a call log page. */
  callLog: { max: 1000, default: 100 },
  /** GET /api/system/alerts. */
  interfaceAlerts: { max: 1000, default: 10 },
  /** GET /api/system/apis, /logs, /userList (SPEC §9: 10 a page). */
  adminConsole: { max: 100, default: 10 },
  /** GET /api/system/feedback and the bug-fix lists. */
  feedback: { max: 100, default: 10 },
  /** GET /api/tender (the shared rules' tender page size). */
  tender: { max: TENDER_LIMITS.pageSizeMax, default: 10 },
  /** GET /api/system/subscriptions. */
  subscriptions: { max: 100, default: 20 },
  /** GET /api/system/alert-deliveries. */
  alertDeliveries: { max: 100, default: 20 },
} as const satisfies Record<string, PageLimits>;

export interface PageLimits {
  /** The largest pageSize the list serves (a larger one is a 400). */
  max: number;
  /** The pageSize without one in the request. */
  default: number;
}

/** The deepest page number any list accepts (beyond it: 400 from schema validation, never a database error). */
export const PAGE_MAX = 100_000;

/** JSON-schema properties `page` and `pageSize` of a paged REST list (spread into its query or body schema). */
export function pagingQuery(limits: PageLimits) {
  return {
    page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: limits.max, default: limits.default },
  } as const;
}

/** The query a paged list gets after validation (the defaults are filled in). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * A list with a fixed page size (the comments: 10 a page) takes only `page`, as digits: the feature
 * checks it (page 0 is its own 400 with a domain message), so the schema only bounds its length.
 */
export function fixedPageQuery() {
  return { page: { type: 'string', pattern: '^[0-9]{0,6}$' } } as const;
}
