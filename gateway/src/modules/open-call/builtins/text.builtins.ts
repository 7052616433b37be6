import { randomInt } from 'node:crypto';
import { pinyin as toPinyin } from 'pinyin-pro';
import { type BuiltinHandler, num, okData, oneOf, str } from './builtin-kit.js';
import { quotes } from './quotes.data.js';

export const quote: BuiltinHandler = (ctx) => {
  const type = str(ctx, 'type').trim().toLowerCase();
  const pool = type ? quotes.filter((q) => q.type === type) : quotes;
  // An unknown type falls back to the whole corpus rather than an empty answer (fixed in 1.1.0).
  const from = pool.length > 0 ? pool : quotes;
  return okData(from[randomInt(from.length)]);
};

export const pinyin: BuiltinHandler = (ctx) => {
  const text = str(ctx, 'text', { required: true, max: 5000 });
  const tone = oneOf(ctx, 'tone', ['symbol', 'num', 'none'] as const, 'symbol');
  return okData({ text, pinyin: toPinyin(text, { toneType: tone }) });
};

const HAN = /\p{Script=Han}/gu;
const WORD = /[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g;

export const wordCount: BuiltinHandler = (ctx) => {
  const text = str(ctx, 'text', { required: true, max: 1024 * 1024 });
  const characters = [...text].length;
  const chineseCharacters = text.match(HAN)?.length ?? 0;
  const words = text.replace(HAN, ' ').match(WORD)?.length ?? 0;
  const lines = text === '' ? 0 : text.split(/\r\n|\r|\n/).length;
  // About 300 Chinese characters or 200 English words a minute.
  const readingSeconds = Math.ceil((chineseCharacters / 300 + words / 200) * 60);
  return okData({ characters, chineseCharacters, words, lines, readingSeconds });
};

export const jsonFormat: BuiltinHandler = (ctx) => {
  const json = str(ctx, 'json', { required: true, max: 1024 * 1024 });
  const indent = num(ctx, 'indent', { min: 0, max: 8, integer: true, fallback: 2 });
  try {
    const value: unknown = JSON.parse(json);
    return okData({ valid: true, formatted: JSON.stringify(value, null, indent) });
  } catch (err) {
    const message = (err as Error).message;
    const at = /position (\d+)/.exec(message);
    const pos = at ? Number(at[1]) : json.length;
    const before = json.slice(0, pos).split('\n');
    return okData({
      valid: false,
      error: message,
      line: before.length,
      column: (before[before.length - 1]?.length ?? 0) + 1,
    });
  }
};
