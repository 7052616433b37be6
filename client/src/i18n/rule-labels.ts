import {
  API_KEY_REVOKE_REASONS,
  API_STATUS_LABELS,
  type Label,
  PARAM_LOCATION_LABELS,
  POLICY_UNIT_LABELS,
  REVIEW_STATUS_LABELS,
  TENDER_STATUS_LABELS,
  TOKEN_RULE_LABELS,
  USER_STATUS_LABELS,
} from '@api-market/rules';
import { labelsOf } from './label-sets.js';

/** The label sets of @api-market/rules the screens show, by their i18n name under `rules.`. */
export const SHARED_LABEL_SETS: Record<string, Record<string, Label>> = {
  apiStatus: API_STATUS_LABELS,
  reviewStatus: REVIEW_STATUS_LABELS,
  tenderStatus: TENDER_STATUS_LABELS,
  tokenRule: TOKEN_RULE_LABELS,
  policyUnit: POLICY_UNIT_LABELS,
  userStatus: USER_STATUS_LABELS,
  keyRevokeReason: API_KEY_REVOKE_REASONS,
  paramLocation: PARAM_LOCATION_LABELS,
};

/**
 * The SPEC's labels from @api-market/rules (the gateway's own), as i18n keys under `rules.`:
 * `t('rules.apiStatus.unlisted')`, `t('rules.reviewStatus.-1')`, `t('rules.tenderStatus.open')`…
 * Screens never restate them in their JSON bundles (tests/client-lib/shared-rules.test.ts).
 * The entry registers the first route's set itself (i18n/index.ts, the API cards' status); all of them
 * come with the first lazy screen (rule-labels-late.ts, loaded with app/theme-late.ts): this module is
 * not on the first route.
 */
export const ruleLabels = (lang: keyof Label) => labelsOf(SHARED_LABEL_SETS, lang);
