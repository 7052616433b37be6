import {
  editDistance,
  indexWords,
  isHan,
  latinForms,
  normalize,
  pinyinKeys,
  queryWords,
  type RawToken,
  syllables,
  tokens,
} from './search-text.js';
import { SIMILAR_SHAPES } from './search-shapes.data.js';

/** One listed API as search sees it (texts in both languages). */
export interface SearchDoc {
  id: number;
  name: string;
  nameEn: string;
  /** Category names and tags, both languages. */
  category: string;
  /** Description and note, both languages. */
  description: string;
  /** Request parameter names. */
  params: string;
  /** Creator and provider names. */
  creator: string;
  categoryId: number | null;
  categoryName: string;
  categoryNameEn: string;
  /** Calls of the last 7 days (ties are broken by it, then by freshness). */
  popularity: number;
  updatedAt: number;
}

/** Field weights: name > tags/category > description > parameter names > creator. */
const FIELDS = [
  ['name', 10],
  ['category', 6],
  ['description', 3],
  ['params', 2],
  ['creator', 1],
] as const;

/** How much a way of matching is worth, against an exact word (1). */
const MULT = {
  exact: 1,
  substring: 0.8,
  synonym: 0.8,
  pinyin: 0.9,
  pinyinCover: 0.85,
  initials: 0.6,
  typo: 0.4,
};

type Matcher =
  | { terms: string[] }
  | { substring: string }
  | { chars: string[] }
  /** The name's full pinyin or initials contain the text (a name read whole, across jieba's words). */
  | { nameKey: 'py' | 'ini'; text: string };
interface Alt {
  /** Every matcher must match the document (a multi-word synonym, a pinyin string covering several words). */
  sets: Matcher[];
  mult: number;
}
/** One thing the query asks for, with the ways it may be matched. */
interface Unit {
  text: string;
  alts: Alt[];
}

interface Indexed {
  doc: SearchDoc;
  /** Normalised text of each field, in FIELDS order. */
  texts: string[];
  terms: string[];
  chars: string[];
  /** Name keys for suggestions: hanzi name, English name, full pinyin and initials of the name. */
  keys: { zh: string; en: string; py: string; ini: string };
}

export interface SearchHit {
  id: number;
  score: number;
}

export interface Suggestion {
  kind: 'api' | 'category';
  text: string;
  textEn: string;
  apiId: number | null;
  categoryId: number | null;
}

const shapeOf = new Map<string, string>();
for (const group of SIMILAR_SHAPES)
  for (const ch of group) shapeOf.set(ch, `${shapeOf.get(ch) ?? ''}${group}`);

/** Synonym groups: each normalised member → the group's members. */
export function synonymMap(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of groups) {
    const members = [...new Set(group.map((m) => canonical(m)).filter(Boolean))];
    for (const m of members)
      map.set(m, [...new Set([...(map.get(m) ?? []), ...members.filter((x) => x !== m)])]);
  }
  return map;
}

/** The key a text is known by as a synonym: its tokens, hanzi runs joined as they are, Latin words by a space. */
export function canonical(text: string): string {
  return keyOf(tokens(normalize(text)));
}
function keyOf(items: Array<{ text: string; kind: string }>): string {
  let out = '';
  items.forEach((t, i) => {
    if (i > 0 && (t.kind === 'lat' || items[i - 1].kind === 'lat')) out += ' ';
    out += t.text;
  });
  return out;
}

/**
 * The catalogue's search index, in memory: words (jieba) and Latin words with the best field weight
 * they appear in, hanzi characters (for substrings), and the full pinyin and initials of every word.
 * Queries are read into units (a word, a synonym phrase, a pinyin string…); a document's score is the
 * sum over the units it matches of the best way it matches (field weight × how exact) × the unit's idf.
 * Documents matching every unit come first; when none does, those matching at least half.
 */
export class SearchIndex {
  private readonly docs = new Map<number, Indexed>();
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly chars = new Map<string, Set<number>>();
  private readonly pinyinFull = new Map<string, Set<string>>();
  private readonly pinyinInitials = new Map<string, Set<string>>();
  /** Each indexed hanzi by its syllable: single characters inside a pinyin string, same-sound typos. */
  private readonly charsBySyllable = new Map<string, Set<string>>();
  private readonly charsByInitial = new Map<string, Set<string>>();
  private synonyms = new Map<string, string[]>();
  private readonly categoryKeyCache = new Map<string, Indexed['keys']>();
  /** Three-letter pieces of each name's full pinyin and initials → the APIs: a name read whole without a scan of every name. */
  private readonly nameGrams = { py: new Map<string, Set<number>>(), ini: new Map<string, Set<number>>() };
  /** Queries read into units, until the index or the synonyms change (a repeated query is not read again). */
  private readonly unitCache = new Map<string, Unit[]>();

  get size(): number {
    return this.docs.size;
  }

  has(id: number): boolean {
    return this.docs.has(id);
  }

  setSynonyms(groups: readonly (readonly string[])[]): void {
    this.synonyms = synonymMap(groups);
    this.unitCache.clear();
  }

  /** Popularity moves with the call records, without re-reading texts. */
  setPopularity(id: number, calls: number): void {
    const d = this.docs.get(id);
    if (d) d.doc.popularity = calls;
  }

  add(doc: SearchDoc): void {
    this.remove(doc.id);
    this.unitCache.clear();
    const weights = new Map<string, number>();
    const chars = new Set<string>();
    const texts = FIELDS.map(([field]) => normalize(fieldText(doc, field)));
    FIELDS.forEach(([, weight], f) => {
      const toks = tokens(texts[f]);
      toks.forEach((tok, i) => {
        const terms = tok.kind === 'han' ? indexWords(tok.text) : latinForms(tok.text);
        if (tok.kind === 'han') for (const ch of tok.text) chars.add(ch);
        // user-agent, e-mail: the joined word too.
        const prev = toks[i - 1];
        if (tok.kind === 'lat' && prev?.kind === 'lat' && prev.chunk === tok.chunk)
          terms.push(prev.text + tok.text);
        for (const term of terms) {
          if ((weights.get(term) ?? 0) < weight) weights.set(term, weight);
        }
      });
    });
    for (const [term, weight] of weights) {
      let p = this.postings.get(term);
      if (!p) {
        p = new Map();
        this.postings.set(term, p);
        if (isHan(term) && term.length >= 2) {
          const { full, initials } = pinyinKeys(term);
          addTo(this.pinyinFull, full, term);
          addTo(this.pinyinInitials, initials, term);
        }
      }
      p.set(doc.id, weight);
    }
    for (const ch of chars) {
      if (!this.chars.has(ch)) {
        const { full, initials } = pinyinKeys(ch);
        addTo(this.charsBySyllable, full, ch);
        addTo(this.charsByInitial, initials, ch);
      }
      addTo(this.chars, ch, doc.id);
    }
    const zhName = normalize(doc.name).replace(/[^\p{Script=Han}]/gu, '');
    const { full, initials } = zhName ? pinyinKeys(zhName) : { full: '', initials: '' };
    this.docs.set(doc.id, {
      doc,
      texts,
      terms: [...weights.keys()],
      chars: [...chars],
      keys: { zh: normalize(doc.name), en: normalize(doc.nameEn), py: full, ini: initials },
    });
    for (const g of grams(full)) addTo(this.nameGrams.py, g, doc.id);
    for (const g of grams(initials)) addTo(this.nameGrams.ini, g, doc.id);
  }

  remove(id: number): void {
    const d = this.docs.get(id);
    if (!d) return;
    for (const term of d.terms) {
      const p = this.postings.get(term);
      p?.delete(id);
      if (p && !p.size) this.postings.delete(term);
    }
    for (const ch of d.chars) this.chars.get(ch)?.delete(id);
    for (const g of grams(d.keys.py)) this.nameGrams.py.get(g)?.delete(id);
    for (const g of grams(d.keys.ini)) this.nameGrams.ini.get(g)?.delete(id);
    this.unitCache.clear();
    this.docs.delete(id);
  }

  ids(): number[] {
    return [...this.docs.keys()];
  }

  doc(id: number): SearchDoc | undefined {
    return this.docs.get(id)?.doc;
  }

  /** Every API the query finds, best first (ties: 7-day calls, then the newest update). */
  search(query: string, categoryId: number | null = null): SearchHit[] {
    const norm = normalize(query).trim();
    const units = this.units(norm);
    if (!units.length) return [];
    const scores = new Map<number, { score: number; matched: number }>();
    for (const unit of units) {
      const byDoc = this.unitScores(unit);
      const idf = Math.log(1 + this.docs.size / (1 + byDoc.size));
      for (const [id, s] of byDoc) {
        const cur = scores.get(id) ?? { score: 0, matched: 0 };
        cur.score += s * idf;
        cur.matched++;
        scores.set(id, cur);
      }
    }
    let best = 0;
    for (const v of scores.values()) best = Math.max(best, v.matched);
    const need = best === units.length ? units.length : Math.max(1, Math.ceil(units.length / 2));
    const compact = norm.replace(/\s+/g, '');
    const latin = /^[a-z]+$/.test(compact);
    const hits: Array<SearchHit & { matched: number; d: SearchDoc }> = [];
    for (const [id, v] of scores) {
      if (v.matched < need) continue;
      const entry = this.docs.get(id)!;
      if (categoryId !== null && entry.doc.categoryId !== categoryId) continue;
      let score = v.score;
      // The whole query in the name: the API the user means more often than not.
      const { zh, en, py, ini } = entry.keys;
      if (
        compact.length >= 2 &&
        (zh.replace(/\s+/g, '').includes(compact) || en.replace(/[\s-]+/g, '').includes(compact))
      ) {
        score *= zh === norm || en === norm ? 2 : 1.5;
      } else if (latin && (py.includes(compact) || (compact.length >= 3 && ini.includes(compact)))) {
        // The pinyin or initials of the name as typed, in one piece (wdybcx: 稳定邮编查询, not 稳定…预报查询).
        score *= 1.5;
      }
      hits.push({ id, score, matched: v.matched, d: entry.doc });
    }
    hits.sort(
      (a, b) =>
        b.matched - a.matched ||
        b.score - a.score ||
        b.d.popularity - a.d.popularity ||
        b.d.updatedAt - a.d.updatedAt ||
        a.id - b.id,
    );
    return hits.map(({ id, score }) => ({ id, score }));
  }

  /** Names and categories starting with (or containing) what was typed, in hanzi, English, pinyin or initials. */
  suggest(query: string, limit: number): Suggestion[] {
    const norm = normalize(query).trim();
    const compact = norm.replace(/[\s']+/g, '');
    if (!compact) return [];
    const rank = (k: Indexed['keys']): number => {
      if (k.zh.startsWith(norm) || k.en.startsWith(norm)) return 4;
      if (k.py.startsWith(compact) || (compact.length >= 2 && k.ini.startsWith(compact))) return 3;
      if (k.zh.includes(norm) || (norm.length >= 3 && k.en.includes(norm))) return 2;
      if (compact.length >= 3 && k.py.includes(compact)) return 1;
      return 0;
    };
    const apis: Array<{ r: number; d: SearchDoc }> = [];
    const categories = new Map<number, { r: number; d: SearchDoc }>();
    const tried = new Set<number>();
    for (const entry of this.docs.values()) {
      const r = rank(entry.keys);
      if (r) apis.push({ r, d: entry.doc });
      const c = entry.doc;
      if (c.categoryId !== null && !categories.has(c.categoryId) && !tried.has(c.categoryId)) {
        tried.add(c.categoryId);
        const cr = rank(this.categoryKeys(c.categoryName, c.categoryNameEn));
        if (cr) categories.set(c.categoryId, { r: cr, d: c });
      }
    }
    apis.sort((a, b) => b.r - a.r || b.d.popularity - a.d.popularity || a.d.id - b.d.id);
    const out: Suggestion[] = [...categories.values()]
      .sort((a, b) => b.r - a.r)
      .slice(0, 2)
      .map(({ d }) => ({
        kind: 'category',
        text: d.categoryName,
        textEn: d.categoryNameEn,
        apiId: null,
        categoryId: d.categoryId,
      }));
    const seen = new Set<number>();
    const push = (d: SearchDoc) => {
      if (seen.has(d.id) || out.length >= limit) return;
      seen.add(d.id);
      out.push({ kind: 'api', text: d.name, textEn: d.nameEn, apiId: d.id, categoryId: d.categoryId });
    };
    for (const { d } of apis) push(d);
    // Synonyms and typos: what a search would find, when the names themselves run short.
    if (out.length < limit)
      for (const hit of this.search(norm).slice(0, limit)) push(this.docs.get(hit.id)!.doc);
    return out;
  }

  /** A category's suggestion keys, read once per name (not once per API of it and suggestion). */
  private categoryKeys(name: string, nameEn: string): Indexed['keys'] {
    const key = `${name}\n${nameEn}`;
    let keys = this.categoryKeyCache.get(key);
    if (!keys) {
      const zh = normalize(name);
      const py = pinyinKeys(zh.replace(/[^\p{Script=Han}]/gu, ''));
      keys = { zh, en: normalize(nameEn), py: py.full, ini: py.initials };
      if (this.categoryKeyCache.size > 10_000) this.categoryKeyCache.clear();
      this.categoryKeyCache.set(key, keys);
    }
    return keys;
  }

  /** The query as units; none for a query without a word (emoji, punctuation). */
  private units(norm: string): Unit[] {
    let units = this.unitCache.get(norm);
    if (!units) {
      units = this.readUnits(norm);
      if (this.unitCache.size >= 1_000) this.unitCache.clear();
      this.unitCache.set(norm, units);
    }
    return units;
  }

  private readUnits(norm: string): Unit[] {
    const raw = tokens(norm).slice(0, 32);
    const units: Unit[] = [];
    const items: Array<RawToken & { run: number }> = [];
    // A chunk of hanzi and Latin letters together (汇lv) may be one word written half in pinyin.
    const mixedDone = new Set<number>();
    const chunkKinds = new Map<number, Set<string>>();
    for (const t of raw) chunkKinds.set(t.chunk, (chunkKinds.get(t.chunk) ?? new Set()).add(t.kind));
    raw.forEach((t, run) => {
      if (chunkKinds.get(t.chunk)!.size === 2) {
        if (mixedDone.has(t.chunk)) return;
        const parts = raw.filter((x) => x.chunk === t.chunk);
        const terms = this.mixedTerms(parts);
        if (terms.length) {
          mixedDone.add(t.chunk);
          units.push({
            text: parts.map((p) => p.text).join(''),
            alts: [{ sets: [{ terms }], mult: MULT.pinyin }],
          });
          return;
        }
      }
      if (t.kind === 'lat' || this.postings.has(t.text) || this.synonyms.has(t.text) || t.text.length === 1) {
        items.push({ ...t, run });
      } else {
        // Characters jieba leaves alone (快递|单|号) are read together (单号): one unit, not two to miss.
        const words: string[] = [];
        for (const w of queryWords(t.text)) {
          const last = words.length - 1;
          if (w.length === 1 && last >= 0 && words[last].length === 1) words[last] += w;
          else words.push(w);
        }
        for (const w of words) items.push({ text: w, kind: 'han', chunk: t.chunk, run });
      }
    });
    for (let i = 0; i < items.length;) {
      let taken = 0;
      for (let len = Math.min(4, items.length - i); len >= 2 && !taken; len--) {
        const span = items.slice(i, i + len);
        const unit = this.spanUnit(span);
        if (unit) {
          units.push(unit);
          taken = len;
        }
      }
      if (!taken) {
        units.push(this.singleUnit(items[i]));
        taken = 1;
      }
      i += taken;
    }
    return units;
  }

  private spanUnit(span: Array<RawToken & { run: number }>): Unit | null {
    const kind = span[0].kind;
    if (span.some((t) => t.kind !== kind)) return null;
    if (kind === 'han' && span.some((t) => t.run !== span[0].run)) return null;
    const key = keyOf(span);
    if (this.synonyms.has(key))
      return { text: key, alts: [...this.exactAlts(key, kind), ...this.synonymAlts(key)] };
    if (kind === 'han') {
      if (this.postings.has(key))
        return { text: key, alts: [{ sets: [{ terms: [key] }], mult: MULT.exact }] };
      const typo = this.typoAlts(key);
      return typo.length ? { text: key, alts: typo } : null;
    }
    const joined = span.map((t) => t.text).join('');
    const unit = { text: key, alts: this.pinyinAlts(joined, false) };
    // Several Latin words read as one pinyin string only when that finds something (hui lv, not weather forecast).
    return unit.alts.length && this.unitScores(unit).size ? unit : null;
  }

  private singleUnit(t: RawToken): Unit {
    const alts = [...this.exactAlts(t.text, t.kind), ...this.synonymAlts(t.text)];
    if (t.kind === 'han') {
      if (t.text.length >= 3 && !this.hasExact(t.text)) alts.push(...this.typoAlts(t.text));
    } else {
      alts.push(...this.pinyinAlts(t.text, true));
      if (t.text.length >= 4 && !/\d/.test(t.text) && !this.postings.has(t.text))
        alts.push(...this.latinTypos(t.text));
    }
    return { text: t.text, alts };
  }

  private exactAlts(text: string, kind: string): Alt[] {
    if (kind === 'lat') {
      const terms = latinForms(text).filter((f) => this.postings.has(f));
      return terms.length ? [{ sets: [{ terms }], mult: MULT.exact }] : [];
    }
    return this.postings.has(text)
      ? [{ sets: [{ terms: [text] }], mult: MULT.exact }]
      : [{ sets: [{ substring: text }], mult: MULT.substring }];
  }

  private synonymAlts(key: string): Alt[] {
    return (this.synonyms.get(key) ?? []).map((member) => ({
      sets: tokens(member).map((t): Matcher =>
        t.kind === 'lat'
          ? { terms: latinForms(t.text) }
          : this.postings.has(t.text)
            ? { terms: [t.text] }
            : { substring: t.text },
      ),
      mult: MULT.synonym,
    }));
  }

  /** Full pinyin (one word, or several words covering it) and, for single tokens, initials (also covering). */
  private pinyinAlts(s: string, initials: boolean): Alt[] {
    if (!/^[a-z]+$/.test(s)) return [];
    const alts: Alt[] = [];
    const full = this.live(this.pinyinFull.get(s));
    if (full.length) alts.push({ sets: [{ terms: full }], mult: MULT.pinyin });
    else {
      const cover = this.cover(s, this.pinyinFull, true);
      if (cover) alts.push({ sets: cover, mult: MULT.pinyinCover });
    }
    // The name's own pinyin, read whole: words jieba splits otherwise (历史上的今天) are found too.
    // (Only for a single token the catalogue does not have as a word: English needs no scan of every name.)
    const word = !initials || this.postings.has(s);
    if (!word && !full.length && s.length >= 5)
      alts.push({ sets: [{ nameKey: 'py', text: s }], mult: MULT.pinyinCover });
    if (!word && initials && s.length >= 3 && s.length <= 12) {
      alts.push({ sets: [{ nameKey: 'ini', text: s }], mult: MULT.initials });
    }
    if (initials && s.length >= 2 && s.length <= 12) {
      const ini = this.live(this.pinyinInitials.get(s));
      if (ini.length) alts.push({ sets: [{ terms: ini }], mult: MULT.initials });
      else {
        const cover = s.length >= 4 ? this.cover(s, this.pinyinInitials, false) : null;
        if (cover) alts.push({ sets: cover, mult: MULT.initials * 0.9 });
      }
    }
    return alts;
  }

  /**
   * `huilvchaxun` → [汇率…], [查询…]: the fewest words whose pinyin (or initials) spell the string; with
   * `syllables`, a single character's syllable may fill a gap (四 in siyaosu), counted as more than a word.
   */
  private cover(s: string, keys: Map<string, Set<string>>, syllables: boolean): Matcher[] | null {
    if (s.length < 4 || s.length > 60) return null;
    type Step = { cost: number; from: number; m: Matcher };
    const best: Array<Step | undefined> = [{ cost: 0, from: -1, m: { terms: [] } }];
    for (let end = 1; end <= s.length; end++) {
      for (let start = Math.max(0, end - 24); start < end; start++) {
        const prev = best[start];
        if (!prev || (syllables && end - start < 2)) continue;
        const piece = s.slice(start, end);
        const terms = end - start >= 2 ? this.live(keys.get(piece)) : [];
        let step: Step | undefined;
        if (terms.length) step = { cost: prev.cost + 1, from: start, m: { terms } };
        else if (end - start <= 6) {
          // A character alone: by its syllable (full pinyin) or its initial (one letter).
          const chars = [...((syllables ? this.charsBySyllable : this.charsByInitial).get(piece) ?? [])];
          if (chars.length && (syllables || piece.length === 1)) {
            step = { cost: prev.cost + (syllables ? 1.5 : 3), from: start, m: { chars } };
          }
        }
        // On a tie the longer word first wins (企业|版 rather than 企|预报).
        if (step && (!best[end] || best[end]!.cost >= step.cost)) best[end] = step;
      }
    }
    const last = best[s.length];
    if (!last || last.cost < 2) return null;
    const out: Matcher[] = [];
    for (let at = s.length; at > 0; at = best[at]!.from) out.unshift(best[at]!.m);
    // At least one word; lone initials only now and then (an English word read as initials is noise).
    const lone = out.filter((m) => 'chars' in m).length;
    const few = syllables || lone <= Math.max(1, Math.floor(out.length / 3));
    return few && lone < out.length ? out : null;
  }

  /** 汇lv, 天qi: hanzi where they are typed, pinyin for the rest. */
  private mixedTerms(parts: RawToken[]): string[] {
    const letters = parts.map((p) => (p.kind === 'han' ? pinyinKeys(p.text).full : p.text)).join('');
    if (!/^[a-z]+$/.test(letters)) return [];
    return this.live(this.pinyinFull.get(letters)).filter((term) => matchesMixed(term, parts));
  }

  /**
   * A hanzi word of 3+ characters found nowhere: words that sound the same with at most one character
   * in four different (天汽预报 → 天气预报), or with one look-alike character (形近字). Two-character
   * words get no typo tolerance: that is where homophones (景点/经典) would become false hits.
   */
  private typoAlts(word: string): Alt[] {
    if (word.length < 3 || this.hasSubstring(word)) return [];
    const maxDiff = Math.max(1, Math.floor(word.length / 4));
    const found = new Set<string>();
    for (const term of this.live(this.pinyinFull.get(pinyinKeys(word).full))) {
      if (term.length === word.length && diffCount(term, word) <= maxDiff) found.add(term);
    }
    // One character swapped for one of the same sound (syllables read in context) or a look-alike,
    // wherever the result stands in the catalogue (天汽预报 → 天气预报, 银行卡死要素 → 银行卡四要素).
    const chars = [...word];
    const sounds = syllables(word);
    chars.forEach((ch, i) => {
      const alts = new Set([
        ...(this.charsBySyllable.get(sounds[i] ?? '') ?? []),
        ...(shapeOf.get(ch) ?? ''),
      ]);
      for (const alt of alts) {
        if (alt === ch) continue;
        const candidate = [...chars.slice(0, i), alt, ...chars.slice(i + 1)].join('');
        if (this.postings.has(candidate) || this.hasSubstring(candidate)) found.add(candidate);
      }
    });
    return [...found].map((term) => ({
      sets: [this.postings.has(term) ? { terms: [term] } : { substring: term }],
      mult: MULT.typo,
    }));
  }

  /** Latin words within 1 edit (4–7 letters) or 2 (8 and more). */
  private latinTypos(word: string): Alt[] {
    const max = word.length >= 8 ? 2 : 1;
    const terms: string[] = [];
    for (const term of this.postings.keys()) {
      if (
        Math.abs(term.length - word.length) > max ||
        isHan(term) ||
        (term[0] !== word[0] && max === 1 && term[1] !== word[1])
      )
        continue;
      if (editDistance(term, word, max) <= max) terms.push(term);
      if (terms.length > 50) break;
    }
    return terms.length ? [{ sets: [{ terms }], mult: MULT.typo }] : [];
  }

  private unitScores(unit: Unit): Map<number, number> {
    const out = new Map<number, number>();
    for (const alt of unit.alts) {
      let acc: Map<number, number> | null = null;
      // Words first: their postings are at hand; characters and substrings are then checked only where needed.
      const sets = [...alt.sets].sort((x, y) => Number(!('terms' in x)) - Number(!('terms' in y)));
      for (const m of sets) {
        const s = this.matcherScores(m, acc);
        if (acc === null) acc = s;
        else {
          const next = new Map<number, number>();
          for (const [id, v] of acc) {
            const w = s.get(id);
            if (w !== undefined) next.set(id, Math.min(v, w));
          }
          acc = next;
        }
        if (!acc.size) break;
      }
      for (const [id, v] of acc ?? []) {
        const score = v * alt.mult;
        if ((out.get(id) ?? 0) < score) out.set(id, score);
      }
    }
    return out;
  }

  /** The best field weight of each document `m` matches (only among `within` when given). */
  private matcherScores(m: Matcher, within: Map<number, number> | null): Map<number, number> {
    const out = new Map<number, number>();
    if ('terms' in m) {
      for (const term of m.terms) {
        for (const [id, w] of this.postings.get(term) ?? []) {
          if ((within === null || within.has(id)) && (out.get(id) ?? 0) < w) out.set(id, w);
        }
      }
      return out;
    }
    if ('nameKey' in m) {
      for (const id of within !== null ? within.keys() : this.nameCandidates(m.nameKey, m.text)) {
        if (this.docs.get(id)!.keys[m.nameKey].includes(m.text)) out.set(id, FIELDS[0][1]);
      }
      return out;
    }
    const needles = 'chars' in m ? m.chars : [m.substring];
    const candidates =
      within !== null
        ? [...within.keys()]
        : 'chars' in m
          ? [...new Set(m.chars.flatMap((ch) => [...(this.chars.get(ch) ?? [])]))]
          : this.substringDocs(m.substring);
    for (const id of candidates) {
      const entry = this.docs.get(id)!;
      const f = entry.texts.findIndex((t) => needles.some((n) => t.includes(n)));
      if (f >= 0) out.set(id, FIELDS[f][1]);
    }
    return out;
  }

  /** The APIs whose name key may hold `text`: those with its rarest three-letter piece (then checked). */
  private nameCandidates(key: 'py' | 'ini', text: string): Iterable<number> {
    let best: Set<number> | undefined;
    for (const g of grams(text)) {
      const ids = this.nameGrams[key].get(g);
      if (!ids?.size) return [];
      if (!best || ids.size < best.size) best = ids;
    }
    return best ?? this.docs.keys();
  }

  /** Documents holding every character of a hanzi string (then checked for the string itself). */
  private substringDocs(s: string): number[] {
    const sets = [...new Set(s)].map((ch) => this.chars.get(ch));
    if (!s || sets.some((x) => !x || !x.size)) return [];
    sets.sort((a, b) => a!.size - b!.size);
    return [...sets[0]!].filter((id) => sets.every((x) => x!.has(id)));
  }

  private hasSubstring(s: string): boolean {
    return this.substringDocs(s).some((id) => this.docs.get(id)!.texts.some((t) => t.includes(s)));
  }

  private hasExact(s: string): boolean {
    return this.postings.has(s) || this.hasSubstring(s);
  }

  private live(terms: Set<string> | undefined): string[] {
    return terms ? [...terms].filter((t) => this.postings.has(t)) : [];
  }
}

function fieldText(doc: SearchDoc, field: (typeof FIELDS)[number][0]): string {
  switch (field) {
    case 'name':
      return `${doc.name}\n${doc.nameEn}`;
    default:
      return doc[field];
  }
}

/** The distinct three-letter pieces of a key ('' and shorter keys have none). */
function grams(key: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= key.length; i++) out.add(key.slice(i, i + 3));
  return out;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function diffCount(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

/** Whether `term` reads as the mixed parts: each hanzi part equal, each Latin part its characters' pinyin. */
function matchesMixed(term: string, parts: RawToken[]): boolean {
  const chars = [...term];
  const sy = syllables(term);
  const walk = (p: number, at: number): boolean => {
    if (p === parts.length) return at === chars.length;
    const part = parts[p];
    if (part.kind === 'han') {
      const n = [...part.text].length;
      return chars.slice(at, at + n).join('') === part.text && walk(p + 1, at + n);
    }
    let spelled = '';
    for (let end = at; end < chars.length; end++) {
      spelled += sy[end];
      if (spelled === part.text && walk(p + 1, end + 1)) return true;
      if (!part.text.startsWith(spelled)) return false;
    }
    return false;
  };
  return walk(0, 0);
}
