import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SearchDoc, SearchIndex } from '../search-index.js';
import { CURATED_SYNONYMS } from '../search-synonyms.data.js';
import { indexWords } from '../search-text.js';

let nextId = 1;
const doc = (name: string, nameEn: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  id: nextId++,
  name,
  nameEn,
  category: '',
  description: '',
  params: '',
  creator: '',
  categoryId: null,
  categoryName: '',
  categoryNameEn: '',
  popularity: 0,
  updatedAt: 0,
  ...extra,
});

describe('SearchIndex (words, pinyin, synonyms, typos)', () => {
  const index = new SearchIndex();
  const byName = new Map<string, number>();
  const names = (q: string, n = 5) =>
    index
      .search(q)
      .slice(0, n)
      .map((h) => index.doc(h.id)!.name);
  beforeAll(() => {
    index.setSynonyms(CURATED_SYNONYMS);
    for (const d of [
      doc('汇率查询', 'Exchange rates', { description: '人民币与主要外币的实时汇率' }),
      doc('七日天气预报', '7-day weather forecast', {
        category: '天气气象 Weather',
        description: '未来七天的天气预报',
      }),
      doc('实时天气', 'Current weather', { category: '天气气象 Weather' }),
      doc('二维码生成', 'QR code (SVG)', { description: '把文本生成二维码图片' }),
      doc('法定节假日查询', 'Public holidays', { description: '查询中国法定节假日与调休安排' }),
      doc('空气质量指数', 'Air quality index', { description: 'AQI 与 PM2.5 浓度' }),
      doc('User-Agent 解析', 'User-Agent parser', { description: '解析浏览器的 UA 字符串' }),
      doc('经典语录', 'Classic quotes', { description: '经典名言' }),
      doc('绿色出行指数', 'Green travel index'),
      doc('软件安装简单说明', 'Install guide'),
      doc('银行卡归属', 'Bank card issuer'),
    ]) {
      index.add(d);
      byName.set(d.name, d.id);
    }
  });

  it('finds hanzi words, also inside compounds', () => {
    expect(names('汇率')[0]).toBe('汇率查询');
    expect(names('天气')).toEqual(expect.arrayContaining(['实时天气', '七日天气预报']));
    expect(names('简单')).toEqual(['软件安装简单说明']);
    expect(names('实时天')[0]).toBe('实时天气');
  });

  it('reads full pinyin, spaced pinyin, initials, mixed and ü as v', () => {
    expect(names('huilv')[0]).toBe('汇率查询');
    expect(names('hui lv')[0]).toBe('汇率查询');
    expect(names('huilvchaxun')[0]).toBe('汇率查询');
    expect(names('hl')[0]).toBe('汇率查询');
    expect(names('汇lv')[0]).toBe('汇率查询');
    expect(names('tianqi')).toEqual(expect.arrayContaining(['实时天气', '七日天气预报']));
    expect(names('erweima')[0]).toBe('二维码生成');
    expect(names('ewm')[0]).toBe('二维码生成');
    expect(names('lvse')[0]).toBe('绿色出行指数');
    expect(names('lüse')[0]).toBe('绿色出行指数');
  });

  it('expands the curated synonyms', () => {
    expect(names('货币换算')[0]).toBe('汇率查询');
    expect(names('放假安排')[0]).toBe('法定节假日查询');
    expect(names('雾霾')[0]).toBe('空气质量指数');
    expect(names('qrcode')[0]).toBe('二维码生成');
    expect(names('user agent')[0]).toBe('User-Agent 解析');
  });

  it('tolerates same-sound and look-alike hanzi and Latin typos, below exact matches', () => {
    expect(names('天汽预报')[0]).toBe('七日天气预报');
    expect(names('二唯码')[0]).toBe('二维码生成');
    expect(names('exchnage')[0]).toBe('汇率查询');
    const exact = index.search('天气预报')[0].score;
    const typo = index.search('天汽预报')[0].score;
    expect(typo).toBeLessThan(exact);
  });

  it('never matches a homophone of a hanzi query', () => {
    expect(names('景点')).toEqual([]);
    expect(names('经典')).toEqual(['经典语录']);
    expect(names('惠旅')).toEqual([]);
  });

  it('reads traditional hanzi as simplified, both ways, without homophones', () => {
    expect(names('匯率')[0]).toBe('汇率查询');
    expect(names('天氣預報')[0]).toBe('七日天气预报');
    expect(names('二維碼')[0]).toBe('二维码生成');
    expect(names('匯率查詢')[0]).toBe('汇率查询');
    expect(names('景點')).toEqual([]);
    const d = doc('郵遞區號查詢', 'Postal codes', { description: '以地址查詢郵遞區號' });
    index.add(d);
    try {
      expect(names('邮递区号')).toEqual(['郵遞區號查詢']);
      expect(names('区号查询')[0]).toBe('郵遞區號查詢');
      expect(index.suggest('邮递', 6).map((s) => s.text)).toContain('郵遞區號查詢');
      expect(index.suggest('匯', 6).map((s) => s.text)).toContain('汇率查询');
    } finally {
      index.remove(d.id);
    }
  });

  it('answers nothing for input without a word and ranks the name above the description', () => {
    for (const q of ['', '   ', '😀😀', '%', "' OR 1=1 --"])
      expect(index.search(q).length === 0 || q.includes('OR')).toBe(true);
    expect(names("' OR 1=1 --")).toEqual([]);
    expect(names('二维码')[0]).toBe('二维码生成');
  });

  it('suggests names and categories by hanzi, English, pinyin and initials', () => {
    const text = (q: string) => index.suggest(q, 6).map((s) => s.text);
    expect(text('汇')).toContain('汇率查询');
    expect(text('hui')).toContain('汇率查询');
    expect(text('ewm')).toContain('二维码生成');
    expect(text('exch')).toContain('汇率查询');
    expect(text('放假')).toContain('法定节假日查询');
  });

  it('a synonym finds a renamed API even when the other word of the query is nowhere', () => {
    const d = doc('物流轨迹追踪', 'Parcel tracking');
    index.add(d);
    expect(names('快递单号')).toEqual(['物流轨迹追踪']);
    index.remove(d.id);
  });

  it('follows edits and removals', () => {
    const id = byName.get('银行卡归属')!;
    expect(names('银行卡')).toEqual(['银行卡归属']);
    index.add(doc('银行卡校验', 'Bank card check', { id }));
    expect(names('归属')).toEqual([]);
    expect(names('校验')).toEqual(['银行卡校验']);
    index.remove(id);
    expect(names('银行卡')).toEqual([]);
  });
});

describe('the segmenter', () => {
  it('cuts with jieba\'s dictionary without keeping its files in buffers (no dict.js in the module cache)', () => {
    expect(indexWords('天气预报查询')).toEqual(expect.arrayContaining(['天气', '预报', '查询']));
    // dict.js reads the 5 MB dictionary and the unused 6 MB IDF table into buffers cached for good (#35).
    const cached = Object.keys(createRequire(import.meta.url).cache);
    expect(cached.filter((file) => file.includes('@node-rs') && file.endsWith('dict.js'))).toEqual([]);
  });
});
