import { isIP } from 'node:net';
import { PLACES, type Place } from './assistant-places.data.js';

/** A value read from the question, with the text it was read from. */
export interface Found<T = string> {
  value: T;
  from: string;
  at: number;
}

const CN_DIGITS: Record<string, number> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const NUMBER = String.raw`(\d+(?:\.\d+)?|[一两二三四五六七八九十])`;
const num = (s: string): number => CN_DIGITS[s] ?? Number(s);

/** Each unit the built-in conversion knows, by the ways a question writes it. */
const UNIT_WORDS: Array<[code: string, words: string[]]> = [
  ['km', ['公里', '千米', 'kilometres', 'kilometers', 'kilometre', 'kilometer', 'km']],
  ['cm', ['厘米', 'centimetres', 'centimeters', 'cm']],
  ['mm', ['毫米', 'millimetres', 'millimeters', 'mm']],
  ['mi', ['英里', 'miles', 'mile', 'mi']],
  ['ft', ['英尺', 'feet', 'foot', 'ft']],
  ['in', ['英寸', 'inches', 'inch']],
  ['yd', ['码', 'yards', 'yard', 'yd']],
  ['m', ['米', 'metres', 'meters', 'metre', 'meter', 'm']],
  ['kg', ['公斤', '千克', 'kilograms', 'kilogram', 'kilos', 'kg']],
  ['jin', ['斤']],
  ['lb', ['磅', 'pounds', 'pound', 'lbs', 'lb']],
  ['oz', ['盎司', 'ounces', 'ounce', 'oz']],
  ['g', ['克', 'grams', 'gram', 'g']],
  ['t', ['吨', 'tonnes', 'tons', 'ton']],
  ['C', ['摄氏度', '℃', '°c', 'celsius']],
  ['F', ['华氏度', '℉', '°f', 'fahrenheit']],
  ['K', ['开尔文', 'kelvin']],
  ['mu', ['亩']],
  ['ha', ['公顷', 'hectares', 'hectare']],
  ['gb', ['gb']],
  ['mb', ['mb']],
  ['kb', ['kb']],
  ['tb', ['tb']],
];

const CURRENCY_WORDS: Array<[code: string, words: string[]]> = [
  ['CNY', ['人民币', 'rmb', 'cny', 'yuan']],
  ['USD', ['美元', '美金', 'usd', 'dollars', 'dollar']],
  ['EUR', ['欧元', 'eur', 'euros', 'euro']],
  ['JPY', ['日元', '日币', 'jpy', 'yen']],
  ['GBP', ['英镑', 'gbp', 'sterling']],
  ['HKD', ['港币', '港元', 'hkd']],
  ['KRW', ['韩元', 'krw', 'won']],
  ['AUD', ['澳元', 'aud']],
  ['CAD', ['加元', 'cad']],
  ['CHF', ['瑞士法郎', 'chf']],
  ['SGD', ['新加坡元', 'sgd']],
];

/** Where a word stands in the text: anywhere for hanzi and symbols, as a whole word for Latin. */
function find(text: string, word: string): number {
  if (!/^[a-z]/.test(word)) return text.indexOf(word);
  const m = new RegExp(`(?<![a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z])`).exec(text);
  return m ? m.index : -1;
}

function mentions(text: string, table: Array<[string, string[]]>): Array<Found> {
  const out: Found[] = [];
  let rest = text;
  for (const [code, words] of table) {
    for (const w of words) {
      const at = find(rest, w);
      if (at < 0) continue;
      out.push({ value: code, from: w, at });
      rest = rest.slice(0, at) + ' '.repeat(w.length) + rest.slice(at + w.length); // 千米 is not also 米
      break;
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Reads the values a question holds (lower-cased, NFKC): places, dates, amounts, addresses, quoted text. */
export class QuestionValues {
  readonly text: string;

  constructor(
    readonly original: string,
    private readonly today: Date = new Date(),
  ) {
    this.text = original.normalize('NFKC').toLowerCase();
  }

  place(): Found<Place> | null {
    let best: Found<Place> | null = null;
    for (const p of PLACES)
      for (const n of p.names) {
        const at = find(this.text, n);
        if (at >= 0 && (!best || at < best.at)) best = { value: p, from: n, at };
      }
    return best;
  }

  /** Dates in order: 2026-05-01, 2026年5月1日, 5月1日 (this year), 今天/明天/后天, today/tomorrow. */
  dates(): Found[] {
    const out: Found[] = [];
    const iso = (y: number, m: number, d: number) =>
      `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const full = /(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?/g;
    for (const m of this.text.matchAll(full))
      out.push({ value: iso(+m[1], +m[2], +m[3]), from: m[0], at: m.index });
    const short = /(?<![\d年/-])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g;
    for (const m of this.text.matchAll(short))
      out.push({ value: iso(this.today.getFullYear(), +m[1], +m[2]), from: m[0], at: m.index });
    const relative: Array<[string, number]> = [
      ['今天', 0],
      ['today', 0],
      ['明天', 1],
      ['tomorrow', 1],
      ['后天', 2],
    ];
    for (const [word, days] of relative) {
      const at = find(this.text, word);
      if (at < 0) continue;
      const d = new Date(this.today.getTime() + days * 86_400_000);
      out.push({ value: iso(d.getFullYear(), d.getMonth() + 1, d.getDate()), from: word, at });
    }
    return out.sort((a, b) => a.at - b.at);
  }

  units(): Found[] {
    // A one-letter or one-hanzi unit (m, 克, 码) only after a number or "how many" (not i'm, not 二维码).
    return mentions(this.text, UNIT_WORDS).filter(
      (u) =>
        u.from.length > 1 ||
        this.numberBefore(u.at) !== null ||
        /(多少|几|how many)\s*$/.test(this.text.slice(0, u.at)),
    );
  }

  /** The number written just before a mention (5 公里, 一斤). */
  numberBefore(at: number): Found | null {
    const m = new RegExp(`${NUMBER}\\s*$`).exec(this.text.slice(0, at));
    return m ? { value: String(num(m[1])), from: m[1], at: m.index } : null;
  }

  currencies(): Found[] {
    return mentions(this.text, CURRENCY_WORDS);
  }

  timestamp(): Found | null {
    const m = /(?<![\d.])(\d{13}|\d{10})(?![\d.])/.exec(this.text);
    return m ? { value: m[1], from: m[1], at: m.index } : null;
  }

  ip(): Found | null {
    for (const m of this.original.matchAll(/[0-9a-fA-F:.]{3,45}/g))
      if (isIP(m[0])) return { value: m[0], from: m[0], at: m.index };
    return null;
  }

  httpCode(): Found | null {
    const m = /(?<![\d.])([1-5]\d{2})(?![\d.])/.exec(this.text);
    return m ? { value: m[1], from: m[1], at: m.index } : null;
  }

  /** A count next to its measure word (3 个, 5 uuids, 16 位). */
  count(measure: RegExp): Found | null {
    const m = new RegExp(`${NUMBER}\\s*(?:${measure.source})`, 'i').exec(this.text);
    return m ? { value: String(num(m[1])), from: m[0], at: m.index } : null;
  }

  /** Text between quotes, as written. */
  quoted(): Found | null {
    const m = /“([^”]+)”|"([^"]+)"|「([^」]+)」|‘([^’]+)’|'([^']+)'/.exec(this.original);
    const v = m && (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
    return m && v ? { value: v, from: m[0], at: m.index } : null;
  }

  url(): Found | null {
    const m = /https?:\/\/[^\s"'“”，。]+/i.exec(this.original);
    return m ? { value: m[0], from: m[0], at: m.index } : null;
  }

  color(): Found | null {
    const m = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgb\s*\([^)]*\)|hsl\s*\([^)]*\)/i.exec(this.original);
    return m ? { value: m[0], from: m[0], at: m.index } : null;
  }

  userAgent(): Found | null {
    const m = /Mozilla\/5\.0[^\n]*/.exec(this.original);
    return m ? { value: m[0].trim(), from: m[0].trim(), at: m.index } : null;
  }

  json(): Found | null {
    const start = this.original.search(/[{[]/);
    const end = Math.max(this.original.lastIndexOf('}'), this.original.lastIndexOf(']'));
    if (start < 0 || end <= start) return null;
    const v = this.original.slice(start, end + 1);
    return { value: v, from: v, at: start };
  }

  has(word: string): boolean {
    return find(this.text, word.toLowerCase()) >= 0;
  }
}
