import { INTENTS, SHAPES } from './assistant-intents.data.js';

/** One API as the assistant reads it: its texts in both languages, split by field. */
export interface AssistantDoc {
  id: number;
  name: string;
  nameEn: string;
  /** Category and tag names, both languages. */
  category: string;
  /** Description and note, both languages. */
  description: string;
  /** Parameter names and notes, both languages. */
  params: string;
}

export type AssistantField = 'name' | 'category' | 'description' | 'params';
/** How a word of the question reached the API: as written, through a synonym group, through an intent line. */
export type MatchVia = 'word' | 'synonym' | 'intent';

export interface MatchReason {
  /** The word found in the API's text. */
  word: string;
  field: AssistantField;
  via: MatchVia;
  /** What in the question brought the word (the word itself, the synonym, the intent's trigger). */
  from: string;
  /** Its share of the score. */
  weight: number;
}

export interface RankedApi {
  id: number;
  score: number;
  reasons: MatchReason[];
}

/** Reads a text into words the way catalogue search does (jieba search mode, Latin stems). */
export type Analyzer = (text: string) => string[];

/** Field weights of BM25F: name > category/tags > description/note > parameter notes. */
const FIELD_WEIGHT: Record<AssistantField, number> = { name: 3, category: 2, description: 1.2, params: 0.8 };
const FIELDS = Object.keys(FIELD_WEIGHT) as AssistantField[];
/** How much a word counts by the way it came: the question's own words count most. */
const VIA_WEIGHT: Record<MatchVia, number> = { word: 1, intent: 0.8, synonym: 0.6 };
/** A hanzi of a question word the catalogue does not know, matched alone (验 of 验证 in 校验). */
const CHAR_WEIGHT = 0.35;
const CHAR = '\u0001';
/** Characters too common to say anything alone. */
const STOP_CHARS = new Set(
  '的了吗呢吧啊呀是我你他她它个一下不么用做成得里上中在和有这那要想能会把给帮看查什怎多少几哪数',
);
const K1 = 1.2;
const B = 0.5;

/** Words that carry no need (how a question is asked, not what it asks for). */
const STOPWORDS = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 是 我 你 他 她 它 我们 你们 一个 一下 一些 一句 一段 一篇 这个 那个 这段 某个 个 ' +
    '帮 帮我 给 给我 把 被 怎么 怎样 如何 什么 哪个 几个 能 能不能 可以 想 我想 要 需要 请 有 在 和 与 或 ' +
    '这 那 看看 看 知道 查 查查 查一下 一 下 会 会不会 不会 不 吗 么 用 做 成 得 对应 等于 里 上 中 ' +
    'a an the to of for in on at is are be am my me i you your what whats how which can could do does ' +
    'will would it its this that these those with from some and or please get give make want need there ' +
    'any s by as into about today'
  ).split(/\s+/),
);

interface QueryTerm {
  term: string;
  weight: number;
  via: MatchVia;
  from: string;
}

interface Indexed {
  doc: AssistantDoc;
  tf: Record<AssistantField, Map<string, number>>;
  len: Record<AssistantField, number>;
}

/**
 * Sentence matching over the catalogue (issue #32): BM25F over the words of each field (name,
 * category and tags, description and note, parameter notes), the question's words expanded through
 * search's synonym groups and the committed intent lines, each match kept with where and how it
 * matched so the page can say why an API was chosen. No network, no model: arithmetic over words.
 */
export class AssistantRanker {
  private readonly docs: Indexed[] = [];
  private readonly df = new Map<string, number>();
  private readonly avg: Record<AssistantField, number> = { name: 1, category: 1, description: 1, params: 1 };
  private readonly synonyms = new Map<string, string[]>();

  constructor(
    private readonly analyze: Analyzer,
    docs: readonly AssistantDoc[],
    synonymGroups: readonly (readonly string[])[],
  ) {
    const totals: Record<AssistantField, number> = { name: 0, category: 0, description: 0, params: 0 };
    for (const doc of docs) {
      const entry = { doc, tf: {}, len: {} } as Indexed;
      const seen = new Set<string>();
      for (const f of FIELDS) {
        const words = this.analyze(f === 'name' ? `${doc.name}\n${doc.nameEn}` : doc[f]);
        const tf = new Map<string, number>();
        for (const w of [...words, ...hanzi(words)]) tf.set(w, (tf.get(w) ?? 0) + 1);
        entry.tf[f] = tf;
        entry.len[f] = words.length;
        totals[f] += words.length;
        for (const w of tf.keys()) seen.add(w);
      }
      for (const w of seen) this.df.set(w, (this.df.get(w) ?? 0) + 1);
      this.docs.push(entry);
    }
    for (const f of FIELDS) this.avg[f] = Math.max(1, totals[f] / Math.max(1, docs.length));
    for (const group of synonymGroups) {
      const members = group.map((m) => m.trim().toLowerCase()).filter(Boolean);
      for (const m of members)
        this.synonyms.set(m, [...(this.synonyms.get(m) ?? []), ...members.filter((x) => x !== m)]);
    }
  }

  get size(): number {
    return this.docs.length;
  }

  /** The question as weighted words: its own, then what synonyms and intents add (the best weight of each word). */
  terms(question: string): QueryTerm[] {
    const norm = question.normalize('NFKC').toLowerCase();
    const byTerm = new Map<string, QueryTerm>();
    const add = (term: string, weight: number, via: MatchVia, from: string) => {
      if (STOPWORDS.has(term) || !term.trim()) return;
      const cur = byTerm.get(term);
      if (!cur || cur.weight < weight) byTerm.set(term, { term, weight, via, from });
    };
    const own = this.analyze(norm);
    for (const w of own) add(w, VIA_WEIGHT.word, 'word', w);
    // Hanzi words the catalogue does not have (篡改, 数数), and lone characters (码): by their characters.
    for (const w of own) {
      if (STOPWORDS.has(w) || (this.df.has(w) && w.length > 1)) continue;
      for (const c of hanzi([w])) if (!STOP_CHARS.has(c.slice(1))) add(c, CHAR_WEIGHT, 'word', w);
    }
    // Synonym groups: a word of the question, or two Latin words in a row (exchange rate, user agent).
    const phrases = [...own, ...own.slice(1).map((w, i) => `${own[i]} ${w}`)];
    for (const p of phrases) {
      for (const member of this.synonyms.get(p) ?? []) {
        // A member of several Latin words (qr code) says little word by word: its words count half (code).
        const words = this.analyze(member);
        const phrase = /\s/.test(member.trim()) && !/\p{Script=Han}/u.test(member);
        for (const w of words) add(w, VIA_WEIGHT.synonym * (phrase ? 0.5 : 1), 'synonym', p);
      }
    }
    const compact = norm.replace(/\s+/g, '');
    for (const intent of INTENTS) {
      const trigger = intent.when.find((t) => triggered(t, norm, compact));
      if (!trigger) continue;
      for (const w of this.analyze(intent.means)) add(w, VIA_WEIGHT.intent, 'intent', trigger);
    }
    for (const shape of SHAPES) {
      const found = shape.pattern.exec(question);
      if (found) for (const w of this.analyze(shape.means)) add(w, VIA_WEIGHT.intent, 'intent', found[0]);
    }
    return [...byTerm.values()];
  }

  /** The best `limit` APIs for a question, each with the words that matched and where. */
  rank(question: string, limit: number): RankedApi[] {
    const terms = this.terms(question);
    const n = this.docs.length;
    const out: RankedApi[] = [];
    for (const entry of this.docs) {
      let score = 0;
      const reasons: MatchReason[] = [];
      for (const q of terms) {
        const df = this.df.get(q.term);
        if (!df) continue;
        let tf = 0;
        let best: AssistantField | null = null;
        let bestPart = 0;
        for (const f of FIELDS) {
          const raw = entry.tf[f].get(q.term);
          if (!raw) continue;
          const part = (FIELD_WEIGHT[f] * raw) / (1 - B + (B * entry.len[f]) / this.avg[f]);
          tf += part;
          if (part > bestPart) [best, bestPart] = [f, part];
        }
        if (!best) continue;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        const s = q.weight * idf * ((tf * (K1 + 1)) / (tf + K1));
        score += s;
        reasons.push({ word: q.term.replace(CHAR, ''), field: best, via: q.via, from: q.from, weight: s });
      }
      if (score > 0)
        out.push({ id: entry.doc.id, score, reasons: reasons.sort((a, b) => b.weight - a.weight) });
    }
    return out.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
  }
}

/** The hanzi of words, each as a character term. */
function hanzi(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const w of words) for (const c of w) if (/\p{Script=Han}/u.test(c)) out.add(CHAR + c);
  return [...out];
}

/** A hanzi trigger anywhere (spaces ignored); a Latin one as a whole word or phrase. */
function triggered(trigger: string, norm: string, compact: string): boolean {
  if (/\p{Script=Han}/u.test(trigger)) return compact.includes(trigger.replace(/\s+/g, ''));
  const escaped = trigger.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(norm);
}
