import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_LIMITS,
  API_FORM_LIMITS,
  BLOG_LIMITS,
  COMMENT_LIMITS,
  FEEDBACK_LIMITS,
  PLAN_NAME_MAX,
  SUBSCRIPTION_REASON_MAX,
  SUSPEND_REASON_MIN,
  WEBHOOK_SECRET_MIN,
} from '@api-market/rules';
import { describe, expect, it } from 'vitest';
import { ruleLabels, SHARED_LABEL_SETS as shared } from '../../client/src/i18n/rule-labels.js';
import { clientFiles, clientSrc } from './support/client-files.js';


/** Every i18n bundle of the client (the app's and each feature's), by path. */
const bundles = (): string[] => clientFiles(/\/i18n\/(zh|en)\.json$/);

/** Every object of a bundle with the texts directly in it, by key path. */
function tables(value: unknown, at = ''): Array<[string, string[]]> {
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  const texts = entries.flatMap(([, v]) => (typeof v === 'string' ? [v] : []));
  return [[at, texts], ...entries.flatMap(([k, v]) => tables(v, at ? `${at}.${k}` : k))];
}

const chinese = new Map(
  Object.entries(shared).flatMap(([set, labels]) => Object.values(labels).map((l) => [l.zh, set] as const)),
);

/**
 * Tables that use the same words for statuses of their own, which the gateway does not label (it keeps
 * only their codes): a blog post's draft / published, a feedback's open / in progress / resolved.
 */
const OWN_LABELS = new Set([
  'features/admin-blog/i18n/zh.json adminBlog',
  'features/admin-feedback/i18n/zh.json adminFeedback',
]);

/**
 * Texts that state a limit of the shared rules, by feature bundle and key (an array item by its index):
 * each names the number by interpolation, filled from the rule where the text is shown, never as digits
 * of its own that a change of the rule would leave behind.
 */
const STATED_LIMITS: Array<[feature: string, key: string, params: Record<string, number>]> = [
  ['status', 'status.channels.form.secretHelp.webhook', { min: WEBHOOK_SECRET_MIN }],
  ['status', 'status.channels.form.secretShort', { min: WEBHOOK_SECRET_MIN }],
  ['plans', 'plans.editor.nameTooLong', { max: PLAN_NAME_MAX }],
  ['problem', 'problem.errors.summaryMin', { min: FEEDBACK_LIMITS.summaryMin }],
  ['problem', 'problem.errors.summaryMax', { max: FEEDBACK_LIMITS.summaryMax }],
  ['problem', 'problem.screenshotHint', { mb: FEEDBACK_LIMITS.screenshotMaxBytes / (1024 * 1024) }],
  ['problem', 'problem.errors.screenshotSize', { mb: FEEDBACK_LIMITS.screenshotMaxBytes / (1024 * 1024) }],
  ['api-detail', 'comments.nickname', { max: COMMENT_LIMITS.nicknameMax }],
  ['info', 'info.community.guidelines.3', { contentMax: COMMENT_LIMITS.contentMax, nicknameMax: COMMENT_LIMITS.nicknameMax }],
  ['admin-users', 'adminUsers.reason', { max: ACCOUNT_LIMITS.statusReasonMax }],
  ['admin-users', 'adminUsers.reasonTooLong', { max: ACCOUNT_LIMITS.statusReasonMax }],
  ['plans', 'plans.admin.reasonRequired', { min: SUSPEND_REASON_MIN, max: SUBSCRIPTION_REASON_MAX }],
  ['admin-feedback', 'adminFeedback.resolutionLabel', { max: FEEDBACK_LIMITS.resolutionMax }],
  ['creator', 'creator.form.tagsHelp', { max: API_FORM_LIMITS.tags }],
  ['creator', 'creator.form.tooManyTags', { max: API_FORM_LIMITS.tags }],
  ['admin-blog', 'adminBlog.editor.tags', { max: BLOG_LIMITS.tagsMax }],
  ['admin-blog', 'adminBlog.editor.tooManyTags', { max: BLOG_LIMITS.tagsMax }],
  ['admin-blog', 'adminBlog.editor.badTag', { max: BLOG_LIMITS.tagMax }],
];

/** The text at a dotted key of a bundle. */
const textAt = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), bundle);

describe('shared rules and labels (@api-market/rules)', () => {
  it('no client text writes a shared limit as digits of its own: it interpolates the rule', () => {
    for (const [feature, key, params] of STATED_LIMITS)
      for (const lang of ['zh', 'en']) {
        const file = path.join(clientSrc, 'features', feature, 'i18n', `${lang}.json`);
        const text = textAt(JSON.parse(readFileSync(file, 'utf8')), key);
        expect(typeof text, `${feature} ${lang} ${key}`).toBe('string');
        expect(text, `${feature} ${lang} ${key}`).not.toMatch(/\d/);
        const shown = Object.entries(params).reduce((t, [name, value]) => t.replaceAll(`{{${name}}}`, String(value)), text as string);
        for (const value of Object.values(params)) expect(shown, `${feature} ${lang} ${key}`).toContain(String(value));
      }
  });

  it('finds the client bundles it checks', () => {
    expect(bundles().length).toBeGreaterThan(20);
  });

  it('no client i18n bundle restates a table of the shared labels (the screens read t("rules.…"))', () => {
    // A restated table: one object of a bundle holding two or more of the shared labels (a word such
    // as 未知 alone, e.g. "unknown author", is not a status table).
    const restated = bundles().flatMap((file) =>
      tables(JSON.parse(readFileSync(file, 'utf8')))
        .filter(([key]) => !OWN_LABELS.has(`${path.relative(clientSrc, file)} ${key}`))
        .filter(([, texts]) => texts.filter((text) => chinese.has(text)).length >= 2)
        .map(
          ([key, texts]) =>
            `${path.relative(clientSrc, file)} ${key}: ${texts.filter((x) => chinese.has(x)).join(', ')}`,
        ),
    );
    expect(restated).toEqual([]);
  });

  it('gives the client every shared label in both languages under rules.*', () => {
    for (const lang of ['zh', 'en'] as const) {
      const { rules } = ruleLabels(lang);
      for (const [set, labels] of Object.entries(shared)) {
        expect(rules[set]).toEqual(Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, l[lang]])));
      }
    }
    // An API taken offline is 已下架 / Unlisted, not 异常 (issue #34 item 5).
    expect(ruleLabels('zh').rules.apiStatus.unlisted).toBe('已下架');
    expect(ruleLabels('en').rules.apiStatus.unlisted).toBe('Unlisted');
  });
});
