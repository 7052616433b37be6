import { QuestionValues, type Found } from './assistant-values.js';

/** One request parameter as the API declares it. */
export interface ParamSpec {
  name: string;
  type: string;
  note: string;
  noteEn: string;
}

/** A value for a parameter read from the question, with the words it came from. */
export interface SuggestedValue {
  name: string;
  value: string;
  from: string;
}

type Reader = (q: QuestionValues, p: ParamSpec, all: readonly ParamSpec[]) => Found | null;

const isName = (p: ParamSpec, re: RegExp) => re.test(p.name.toLowerCase());
const says = (p: ParamSpec, re: RegExp) => re.test(`${p.note} ${p.noteEn}`.toLowerCase());
/** The first (from, start, base) or the second (to, end, target) of a pair. */
const second = (p: ParamSpec) => isName(p, /^(to|end|target)/) || says(p, /目标|结束|target|end/);

/**
 * What a parameter is, from its name and notes, and how to read it from a question. Tried in order;
 * the first that recognises the parameter answers (or finds nothing).
 */
const READERS: Array<[recognise: (p: ParamSpec) => boolean, read: Reader]> = [
  [
    (p) => isName(p, /^(lat|latitude)$/) || says(p, /纬度|latitude/),
    (q) => at(q.place(), (v) => String(v.lat)),
  ],
  [
    (p) => isName(p, /^(lng|lon|long|longitude)$/) || says(p, /经度|longitude/),
    (q) => at(q.place(), (v) => String(v.lng)),
  ],
  [
    (p) => isName(p, /^(tz|timezone|time_zone)$/) || says(p, /时区|time zone/),
    (q) => at(q.place(), (v) => v.tz),
  ],
  [(p) => isName(p, /^(ts|timestamp)$/) || says(p, /时间戳|timestamp/), (q) => q.timestamp()],
  [(p) => isName(p, /^(ip|ip_?address|addr)$/) || says(p, /ip 地址|ip地址|ip address/), (q) => q.ip()],
  [
    (p) => says(p, /货币|currenc/),
    (q, p) => {
      const all = q.currencies();
      if (!second(p)) return all[0] ?? null;
      const rest = all.slice(1);
      return rest.length
        ? {
            value: rest.map((c) => c.value).join(','),
            from: rest.map((c) => c.from).join('、'),
            at: rest[0].at,
          }
        : null;
    },
  ],
  [
    (p) => says(p, /单位|unit/) && isName(p, /^(from|to|source|target|unit)/),
    (q, p) => {
      const units = q.units();
      // The unit written after a number is the one converted from (5 公里 → 英里; how many miles is 10 km).
      const from = units.find((u) => q.numberBefore(u.at)) ?? units[0];
      return (second(p) ? units.find((u) => u !== from) : from) ?? null;
    },
  ],
  [
    (p) => isName(p, /^(value|amount|number)$/) || says(p, /^数值|^value/),
    (q) => {
      for (const u of [...q.units(), ...q.currencies()]) {
        const n = q.numberBefore(u.at);
        if (n) return { ...n, from: `${n.from}${u.from}` };
      }
      return null;
    },
  ],
  [(p) => says(p, /日期|date/), (q, p) => q.dates()[second(p) ? 1 : 0] ?? null],
  [(p) => isName(p, /^(code|status)$/) && says(p, /状态码|status/), (q) => q.httpCode()],
  [(p) => isName(p, /^(color|colour)$/) || says(p, /颜色|colou?r/), (q) => q.color()],
  [(p) => isName(p, /^(ua|user_?agent)$/), (q) => q.userAgent()],
  [(p) => isName(p, /^json$/) || says(p, /^json/), (q) => q.json()],
  [
    (p) => isName(p, /^length$/) || says(p, /长度|length/),
    (q) => q.count(/位|个字符|字符|characters|chars|digits/),
  ],
  [
    (p) => isName(p, /^(count|results|n|num|size|limit)$/) || says(p, /数量|how many/),
    (q) => q.count(/个|条|份|组|[a-z]+s\b/),
  ],
  [
    (p) => isName(p, /^(text|content|q|query|word|input)$/) && p.type === 'string',
    (q) => q.quoted() ?? q.url(),
  ],
  [(p) => p.type === 'boolean', (q, p) => flag(q, p)],
  [(p) => p.type === 'string', (q, p) => option(q, p)],
];

/** Values for an API's parameters read from the question; a parameter nothing answers is left out. */
export function suggestValues(
  question: string,
  params: readonly ParamSpec[],
  today = new Date(),
): SuggestedValue[] {
  const q = new QuestionValues(question, today);
  const out: SuggestedValue[] = [];
  for (const p of params) {
    const reader = READERS.find(([recognise]) => recognise(p));
    const found = reader?.[1](q, p, params);
    if (found && found.value !== '') out.push({ name: p.name, value: found.value, from: found.from.trim() });
  }
  return out;
}

function at<T>(found: Found<T> | null, value: (v: T) => string): Found | null {
  return found ? { value: value(found.value), from: found.from, at: found.at } : null;
}

/** A choice the note lists ("poem 诗词、saying 名言", "md5、sha1", "encode 或 decode"), named in the question. */
function option(q: QuestionValues, p: ParamSpec): Found | null {
  const note = `${p.note} ${p.noteEn}`.toLowerCase();
  const aliases: Record<string, string> = { 编码: 'encode', 解码: 'decode' };
  for (const m of note.matchAll(/([a-z][a-z0-9]*)(?:\s*([\p{Script=Han}]+))?/gu)) {
    const [, latin, hanzi] = m;
    if (latin.length < 2 || ['or', 'and', 'the', 'of', 'to', 'a'].includes(latin)) continue;
    if (q.has(latin)) return { value: latin, from: latin, at: 0 };
    if (hanzi && q.has(hanzi)) return { value: latin, from: hanzi, at: 0 };
    const alias = Object.entries(aliases).find(([zh, v]) => v === latin && q.has(zh));
    if (alias) return { value: latin, from: alias[0], at: 0 };
  }
  return null;
}

/** A yes/no the question asks for by the note's words (要带符号 → symbols true; 不要符号 → false). */
function flag(q: QuestionValues, p: ParamSpec): Found | null {
  const lastHanzi = /(\p{Script=Han}{2})[^\p{Script=Han}]*$/u.exec(p.note)?.[1];
  const words = [
    ...(lastHanzi ? [lastHanzi] : []),
    ...p.noteEn
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 3 && !['include', 'with', 'return'].includes(w)),
  ];
  for (const w of words) {
    const at = q.text.indexOf(w);
    if (at < 0) continue;
    const no = /(不要|不带|不含|不用|无|no|without|don't)\s*\S{0,2}\s*$/.test(
      q.text.slice(Math.max(0, at - 8), at),
    );
    return {
      value: no ? 'false' : 'true',
      from: q.text.slice(Math.max(0, at - (no ? 2 : 0)), at + w.length),
      at,
    };
  }
  return null;
}
