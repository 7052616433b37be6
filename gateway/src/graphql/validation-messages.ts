import type { Lang } from '../core/errors.js';

/** One failed argument as type-graphql reports it (class-validator's constraint name → English text). */
export interface ArgumentProblem {
  property: string;
  constraints?: Record<string, string>;
}

const firstNumber = (text: string): string => /-?\d+(\.\d+)?/.exec(text)?.[0] ?? '';

/** The reason of one constraint in both languages; numbers are read off class-validator's own text. */
const REASONS: Record<string, (text: string) => Record<Lang, string>> = {
  maxLength: (t) => ({
    zh: `长度不能超过 ${firstNumber(t)} 个字符`,
    en: `must be at most ${firstNumber(t)} characters`,
  }),
  minLength: (t) => ({
    zh: `长度不能少于 ${firstNumber(t)} 个字符`,
    en: `must be at least ${firstNumber(t)} characters`,
  }),
  max: (t) => ({ zh: `不能大于 ${firstNumber(t)}`, en: `must not be greater than ${firstNumber(t)}` }),
  min: (t) => ({ zh: `不能小于 ${firstNumber(t)}`, en: `must not be less than ${firstNumber(t)}` }),
  arrayMaxSize: (t) => ({ zh: `最多 ${firstNumber(t)} 项`, en: `must have at most ${firstNumber(t)} items` }),
  arrayMinSize: (t) => ({
    zh: `至少 ${firstNumber(t)} 项`,
    en: `must have at least ${firstNumber(t)} items`,
  }),
  isNotEmpty: () => ({ zh: '不能为空', en: 'must not be empty' }),
  isInt: () => ({ zh: '必须是整数', en: 'must be an integer' }),
  isEmail: () => ({ zh: '必须是有效的邮箱地址', en: 'must be a valid e-mail address' }),
  isUrl: () => ({ zh: '必须是有效的网址', en: 'must be a valid URL' }),
  isIn: () => ({ zh: '不是允许的取值', en: 'is not one of the allowed values' }),
  isEnum: () => ({ zh: '不是允许的取值', en: 'is not one of the allowed values' }),
  matches: () => ({ zh: '格式不正确', en: 'has the wrong format' }),
};

/**
 * The message of an argument validation failure in both languages: the first failed argument and its
 * reasons (a constraint without a translation keeps class-validator's English text in both).
 */
export function argumentMessages(problems: readonly ArgumentProblem[]): Record<Lang, string> {
  const first = problems[0];
  if (!first) return { zh: '参数无效', en: 'Invalid argument' };
  const reasons = Object.entries(first.constraints ?? {}).map(
    ([name, text]) => REASONS[name]?.(text) ?? { zh: text, en: text },
  );
  const join = (lang: Lang) => reasons.map((r) => r[lang]).join(lang === 'zh' ? '；' : '; ');
  return {
    zh: `参数无效：${first.property} ${join('zh')}`.trim(),
    en: `Invalid argument: ${first.property} ${join('en')}`.trim(),
  };
}
