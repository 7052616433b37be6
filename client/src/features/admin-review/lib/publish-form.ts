import type { TFunction } from 'i18next';
import type {
  ApiPublishConfigQuery,
  PlatformDefaultsQuery,
  PublishApiInput,
  TokenRule,
} from '../../../gql/graphql';

// The publish form's model: its values, how a stored configuration fills it and how it becomes the input.

export interface PublishForm {
  type: 'gray' | 'full';
  threshold: string;
  delayThreshold: string;
  alertThreshold: string;
  offThreshold: string;
  attackProtection: string;
  tokenRule: TokenRule;
}

/** SPEC §4 / §9: choosing gray pre-fills 1000; full sends 10000. */
export const GRAY_DEFAULT = 1000;
export const DEFAULT_FORM: PublishForm = {
  type: 'gray',
  threshold: String(GRAY_DEFAULT),
  delayThreshold: '',
  alertThreshold: '',
  offThreshold: '',
  attackProtection: 'off',
  tokenRule: 'NONE',
};

/** Attack protection as the proxy reads it: off, or calls per minute per IP. */
export const ATTACK = ['off', '60', '120', '300'] as const;
/** The gateway's fixed token rules (README: Token rule); their labels are the gateway's too. */
export const TOKEN_RULES: TokenRule[] = ['NONE', 'TOKEN_OR_KEY', 'API_KEY_ONLY'];
/** The GraphQL enum's value → the shared rule's key (its words are @api-market/rules'). */
export const TOKEN_RULE_KEY: Record<TokenRule, string> = {
  NONE: 'none',
  TOKEN_OR_KEY: 'token-or-key',
  API_KEY_ONLY: 'api-key-only',
};

export type PlatformDefaults = PlatformDefaultsQuery['platformDefaults'];

type Stored = NonNullable<ApiPublishConfigQuery['apiPublishConfig']>;
const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export const fromStored = (c: Stored): PublishForm => ({
  type: c.deployType === 'gray' ? 'gray' : 'full',
  threshold: String(c.deployType === 'gray' ? c.threshold : GRAY_DEFAULT),
  delayThreshold: str(c.delayThreshold),
  alertThreshold: str(c.alertThreshold),
  offThreshold: str(c.offThreshold),
  attackProtection: (ATTACK as readonly string[]).includes(c.attackProtection ?? '')
    ? c.attackProtection!
    : 'off',
  tokenRule: c.tokenRule,
});

const opt = (s: string) => (s.trim() === '' ? null : Number(s));

export const toInput = (apiId: number, f: PublishForm): PublishApiInput => ({
  apiId,
  type: f.type === 'gray' ? 'GRAY' : 'FULL',
  threshold: f.type === 'gray' ? Number(f.threshold) : 10000,
  delayThreshold: opt(f.delayThreshold),
  alertThreshold: opt(f.alertThreshold),
  offThreshold: opt(f.offThreshold),
  attackProtection: f.attackProtection,
  tokenRule: f.tokenRule,
});

export const intIn =
  (min: number, max: number, step = 1) =>
  (v: string) => {
    if (v.trim() === '') return true;
    const n = Number(v);
    return Number.isInteger(n) && n >= min && n <= max && n % step === 0;
  };

/** 留空则使用平台策略：… — what the platform's policies give the thresholds left empty. */
export function platformSummary(platform: PlatformDefaults | null, t: TFunction): string {
  if (!platform) return t('adminReview.publish.platformLoading');
  const parts = [
    platform.delayThreshold != null &&
      t('adminReview.publish.platform.delay', { n: platform.delayThreshold }),
    platform.alertThreshold != null &&
      t('adminReview.publish.platform.alert', { n: platform.alertThreshold }),
    platform.alertCallsPerMinute != null &&
      t('adminReview.publish.platform.alertRate', { n: platform.alertCallsPerMinute }),
    platform.offThreshold != null && t('adminReview.publish.platform.off', { n: platform.offThreshold }),
    platform.offConsecutiveFailures != null &&
      t('adminReview.publish.platform.offStreak', { n: platform.offConsecutiveFailures }),
  ].filter((x): x is string => !!x);
  return parts.length
    ? t('adminReview.publish.platform.intro', { list: parts.join(t('adminReview.publish.platform.sep')) })
    : t('adminReview.publish.platform.none');
}
