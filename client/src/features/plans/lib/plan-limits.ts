import { PLAN_LIMIT_MAX, PLAN_NAME_MAX, planLimitOk, type PlanLimit } from '@api-market/rules';
import type { TFunction } from 'i18next';

/**
 * A plan limit as the editor checks it, with the gateway's rule (shared): empty (no limit) or a whole
 * number from 1 to its maximum; a daily quota given with a monthly one may not exceed it.
 */
export function limitCheck(t: TFunction, limit: PlanLimit, value: number | null, monthly: number | null): string | true {
  if (!planLimitOk(limit, value)) return t('plans.editor.limitRange', { max: PLAN_LIMIT_MAX[limit].toLocaleString('en-US') });
  if (value !== null && monthly !== null && value > monthly) return t('plans.editor.dailyOverMonthly');
  return true;
}

/**
 * A plan's name (`en`: its English name, which may be empty) as the editor checks it, with the gateway's
 * rule (shared): trimmed, 1 to PLAN_NAME_MAX characters.
 */
export function nameCheck(t: TFunction, value: string, en = false): string | true {
  const name = value.trim();
  if (!en && name === '') return t('plans.editor.nameRequired');
  if (name.length > PLAN_NAME_MAX) return t(en ? 'plans.editor.nameEnTooLong' : 'plans.editor.nameTooLong', { max: PLAN_NAME_MAX });
  return true;
}
