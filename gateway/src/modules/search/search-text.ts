import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Jieba } from '@node-rs/jieba';
import * as OpenCC from 'opencc-js/t2cn';
import { pinyin } from 'pinyin-pro';

// jieba's default dictionary ships inside @node-rs/jieba beside its `dict.js`, found through require.
// The file is read here, not through `dict.js`: that module reads the dictionary (5 MB) and the IDF
// table (6 MB, unused) into buffers its module cache keeps for good; jieba copies the dictionary in,
// so the bytes read here are garbage once it is built (#35).
const require = createRequire(import.meta.url);
const DICT_FILE = path.join(path.dirname(require.resolve('@node-rs/jieba/dict.js')), 'dict.txt');

let jieba: Jieba | undefined;
/** The segmenter, loaded once (about 0.1 s for jieba's default dictionary). */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(readFileSync(DICT_FILE));
  return jieba;
}

const HAN = /\p{Script=Han}/u;
/** Hanzi runs, Latin/digit words; everything else (punctuation, emoji, spaces) separates tokens. */
const TOKEN = /(\p{Script=Han}+)|([\p{Script=Latin}\d]+)/gu;

export type TokenKind = 'han' | 'lat';
export interface RawToken {
  text: string;
  kind: TokenKind;
  /** Index of the whitespace-separated chunk the token came from (mixed chunks such as 汇lv). */
  chunk: number;
}

let toSimplified: ((text: string) => string) | undefined;
/**
 * Traditional hanzi as simplified (OpenCC's dictionaries through opencc-js, pure JavaScript; Taiwan
 * variants too): 匯率 → 汇率, 天氣預報 → 天气预报. Simplified text passes unchanged.
 */
export function simplified(text: string): string {
  if (!HAN.test(text)) return text;
  const convert = (toSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' }));
  return convert(text);
}

/**
 * NFKC (full-width letters and digits become ASCII), lower case, ü as v (the pinyin keyboard habit),
 * traditional hanzi as simplified: the index and the queries are read alike, so either script finds both.
 */
export function normalize(text: string): string {
  return simplified(text.normalize('NFKC').toLowerCase().replace(/ü|u:/g, 'v'));
}

export const isHan = (s: string): boolean => HAN.test(s);

/** The tokens of a normalised text, in order. */
export function tokens(text: string): RawToken[] {
  const out: RawToken[] = [];
  const chunks = text.split(/\s+/);
  chunks.forEach((chunk, i) => {
    for (const m of chunk.matchAll(TOKEN)) out.push({ text: m[0], kind: m[1] ? 'han' : 'lat', chunk: i });
  });
  return out;
}

/** Words of a hanzi run for the index: jieba's search mode, so words inside compounds are terms too. */
export function indexWords(run: string): string[] {
  return segmenter()
    .cutForSearch(run, true)
    .filter((w) => w.trim() && isHan(w));
}

/** Words of a hanzi run as a query: jieba's precise mode (the longest words it knows). */
export function queryWords(run: string): string[] {
  return segmenter()
    .cut(run, false)
    .filter((w) => w.trim());
}

const pinyinCache = new Map<string, string[]>();
/** Toneless syllables of a hanzi word, one per character (polyphones read in context), ü as v. */
export function syllables(word: string): string[] {
  let hit = pinyinCache.get(word);
  if (!hit) {
    hit = pinyin(word, { toneType: 'none', type: 'array', v: true }).map((s) => s.toLowerCase());
    if (pinyinCache.size > 200_000) pinyinCache.clear();
    pinyinCache.set(word, hit);
  }
  return hit;
}

/** Full pinyin (`huilv`) and initials (`hl`) of a hanzi word. */
export function pinyinKeys(word: string): { full: string; initials: string } {
  const s = syllables(word);
  return { full: s.join(''), initials: s.map((x) => x[0] ?? '').join('') };
}

/** Latin words of a text for the index and the query: the word and a plural-less stem. */
export function latinForms(word: string): string[] {
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return [word, word.slice(0, -1)];
  return [word];
}

/** Damerau–Levenshtein distance (adjacent swaps count one), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      if (v < best) best = v;
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length][b.length];
}
