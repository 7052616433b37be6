// Writes judged-queries.json, the judged query set of `npm run bench:search` (issue #28): queries of
// every kind a user types (hanzi, full pinyin, spaced pinyin, initials, mixed, English, synonyms, hanzi
// and Latin typos, ü written as v, traditional hanzi) with the APIs each one means, over the demo seed plus the first 5,000
// APIs of the generated catalogue. The judgments come from what the queries were written about — the
// demo API named, or the generated subject and edition — never from a search engine.
//   node scripts/search-bench/make-judged.mjs   (then commit the JSON)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { EDITIONS, generatedApi, TOPICS } from './catalogue.mjs';

const require = createRequire(import.meta.url);
const { pinyin } = require('pinyin-pro');
const OpenCC = require('opencc-js');
/** Simplified → traditional (Taiwan), as a user in Taipei or Hong Kong types the same query. */
const traditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const CATALOGUE = 5000;
const generated = Array.from({ length: CATALOGUE }, (_, i) => generatedApi(i));
const py = (s) => pinyin(s, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' }).filter(Boolean);
const topicNames = (topic) => generated.filter((g) => g.topic === topic).map((g) => g.name);
const topicIndex = (zh) => TOPICS.findIndex((t) => t[0] === zh);

// Demo seed (gateway/src/db/seed/demo-catalog.data.ts): name by slug, and the generated subject that means the same.
const DEMO = {
  'exchange-rate': ['汇率查询', '汇率换算'], 'weather-forecast': ['七日天气预报', '天气预报'], 'weather-now': ['实时天气', null],
  'air-quality': ['空气质量指数', '空气质量'], holiday: ['法定节假日查询', '节假日安排'], qrcode: ['二维码生成', '二维码生成'],
  ip: ['访问者 IP 查询', 'IP地址查询'], timestamp: ['时间戳转换', '时间戳转换'], password: ['随机密码生成', '随机密码'],
  hash: ['哈希计算', '哈希计算'], unit: ['单位换算', '单位换算'], pinyin: ['汉字转拼音', '汉字转拼音'],
  'user-agent': ['User-Agent 解析', null], uuid: ['UUID 生成', null], base64: ['Base64 编解码', null],
  'json-format': ['JSON 格式化', null], 'word-count': ['字数统计', null], color: ['颜色转换', null],
  'date-diff': ['日期计算', null], 'http-status': ['HTTP 状态码查询', null], sunrise: ['日出日落时间', null],
  'cat-fact': ['猫咪冷知识', null], dictionary: ['英语词典', null], countries: ['国家信息（GraphQL）', null],
  'random-user': ['随机用户资料', null], hitokoto: ['一言', null],
};
/** The demo API and every generated API of the same subject. */
const demo = (...slugs) =>
  slugs.flatMap((slug) => {
    const [name, topic] = DEMO[slug];
    return [name, ...(topic ? topicNames(topicIndex(topic)) : [])];
  });

const queries = [];
const add = (q, kind, relevant) => queries.push({ q, kind, relevant: [...new Set(relevant)] });

// Demo seed: what a new user types (issue #28's own examples first).
for (const [q, kind, slugs] of [
  ['汇率', 'hanzi', ['exchange-rate']], ['huilv', 'pinyin', ['exchange-rate']], ['hui lv', 'pinyin-spaced', ['exchange-rate']],
  ['hl', 'initials', ['exchange-rate']], ['汇lv', 'mixed', ['exchange-rate']], ['货币换算', 'synonym', ['exchange-rate']],
  ['exchange rate', 'english', ['exchange-rate']], ['exchnage rate', 'latin-typo', ['exchange-rate']], ['汇率查询', 'hanzi', ['exchange-rate']],
  ['天气', 'hanzi', ['weather-now', 'weather-forecast']], ['tianqi', 'pinyin', ['weather-now', 'weather-forecast']],
  ['天汽预报', 'hanzi-typo', ['weather-forecast']], ['tianqiyubao', 'pinyin', ['weather-forecast']], ['tqyb', 'initials', ['weather-forecast']],
  ['天气预报', 'hanzi', ['weather-forecast']], ['weather forecast', 'english', ['weather-forecast']], ['实时天气', 'hanzi', ['weather-now']],
  ['shishi tianqi', 'pinyin-spaced', ['weather-now']], ['current weather', 'english', ['weather-now']], ['weathr', 'latin-typo', ['weather-now', 'weather-forecast']],
  ['二维码', 'hanzi', ['qrcode']], ['erweima', 'pinyin', ['qrcode']], ['二唯码', 'hanzi-typo', ['qrcode']], ['qrcode', 'synonym', ['qrcode']],
  ['ewm', 'initials', ['qrcode']], ['qr code', 'english', ['qrcode']], ['二维ma', 'mixed', ['qrcode']],
  ['放假安排', 'synonym', ['holiday']], ['节假日', 'hanzi', ['holiday']], ['jiejiari', 'pinyin', ['holiday']], ['假期', 'synonym', ['holiday']],
  ['public holidays', 'english', ['holiday']], ['holidy', 'latin-typo', ['holiday']],
  ['雾霾', 'synonym', ['air-quality']], ['空气质量', 'hanzi', ['air-quality']], ['kongqizhiliang', 'pinyin', ['air-quality']], ['pm2.5', 'synonym', ['air-quality']],
  ['aqi', 'synonym', ['air-quality']], ['kqzl', 'initials', ['air-quality']], ['air quality', 'english', ['air-quality']],
  ['user agent', 'english', ['user-agent']], ['useragent', 'english', ['user-agent']], ['ua 解析', 'mixed', ['user-agent']], ['浏览器', 'hanzi', ['user-agent']],
  ['ip', 'english', ['ip']], ['ip 地址', 'hanzi', ['ip']], ['我的ip', 'mixed', ['ip']],
  ['时间戳', 'hanzi', ['timestamp']], ['shijianchuo', 'pinyin', ['timestamp']], ['timestamp', 'english', ['timestamp']], ['unix time', 'synonym', ['timestamp']],
  ['密码生成', 'hanzi', ['password']], ['mima', 'pinyin', ['password']], ['random password', 'english', ['password']],
  ['哈希', 'hanzi', ['hash']], ['md5', 'synonym', ['hash']], ['sha256', 'synonym', ['hash']], ['haxi', 'pinyin', ['hash']],
  ['单位换算', 'hanzi', ['unit']], ['danwei huansuan', 'pinyin-spaced', ['unit']], ['unit conversion', 'english', ['unit']], ['单位转换', 'synonym', ['unit']],
  ['拼音', 'hanzi', ['pinyin']], ['pinyin', 'english', ['pinyin']], ['汉字转拼音', 'hanzi', ['pinyin']],
  ['uuid', 'english', ['uuid']], ['base64', 'english', ['base64']], ['json 格式化', 'mixed', ['json-format']], ['json formatter', 'english', ['json-format']],
  ['字数统计', 'hanzi', ['word-count']], ['zishu', 'pinyin', ['word-count']], ['颜色转换', 'hanzi', ['color']], ['yanse', 'pinyin', ['color']],
  ['日期计算', 'hanzi', ['date-diff']], ['http 状态码', 'mixed', ['http-status']], ['状态码', 'hanzi', ['http-status']],
  ['日出日落', 'hanzi', ['sunrise']], ['richu', 'pinyin', ['sunrise']], ['sunrise', 'english', ['sunrise']],
  ['猫', 'hanzi', ['cat-fact']], ['cat facts', 'english', ['cat-fact']], ['英语词典', 'hanzi', ['dictionary']], ['yingyu cidian', 'pinyin-spaced', ['dictionary']],
  ['国家信息', 'hanzi', ['countries']], ['graphql', 'english', ['countries']], ['随机用户', 'hanzi', ['random-user']], ['一言', 'hanzi', ['hitokoto']],
  ['诗词名言', 'hanzi', ['hitokoto']],
]) {
  add(q, kind, demo(...slugs));
}

// Generated catalogue: 21 subjects × their editions, one query of each kind.
const HOMOPHONE = {};
for (const ch of '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单亲医') {
  const key = py(ch)[0];
  (HOMOPHONE[key] ??= []).push(ch);
}
/** The word with its middle-most character swapped for another of the same sound, or null. */
function homophoneTypo(word) {
  const chars = [...word];
  const order = chars.map((_, i) => i).sort((a, b) => Math.abs(a - (chars.length - 1) / 2) - Math.abs(b - (chars.length - 1) / 2));
  for (const i of order) {
    const key = py(chars[i])[0];
    const alt = (HOMOPHONE[key] ?? []).find((c) => c !== chars[i]);
    if (alt) return [...chars.slice(0, i), alt, ...chars.slice(i + 1)].join('');
  }
  return null;
}
function latinTypo(word) {
  const i = Math.max(1, Math.floor(word.length / 2) - 1);
  return word.length < 5 ? null : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

for (let k = 0; k < 20; k++) {
  const topic = (k * 7) % TOPICS.length;
  const edition = (k * 5) % EDITIONS.length;
  const [tZh, tEn] = TOPICS[topic];
  const [eZh, eEn] = EDITIONS[edition];
  const relevant = generated.filter((g) => g.topic === topic && g.edition === edition).map((g) => g.name);
  const hanzi = `${eZh}${tZh}`;
  const syl = py(hanzi);
  add(hanzi, 'hanzi', relevant);
  add(`${eZh} ${tZh}`, 'hanzi', relevant);
  add(syl.join(''), 'pinyin', relevant);
  add(`${py(eZh).join('')} ${py(tZh).join('')}`, 'pinyin-spaced', relevant);
  add(syl.map((s) => s[0]).join(''), 'initials', relevant);
  add(`${eZh}${py(tZh).join('')}`, 'mixed', relevant);
  add(`${eEn} ${tEn}`.toLowerCase(), 'english', relevant);
  const typo = homophoneTypo(tZh.replace(/[A-Za-z]/g, ''));
  if (typo && typo.length >= 3) add(`${eZh}${typo}`, 'hanzi-typo', relevant);
  const lt = latinTypo(tEn.split(' ')[0]);
  if (lt) add(`${eEn.toLowerCase()} ${lt}${tEn.slice(tEn.split(' ')[0].length)}`, 'latin-typo', relevant);
}
// Traditional hanzi (匯率, 天氣預報, 二維碼): the same APIs as the simplified query means.
for (const [q, slugs] of [
  ['汇率', ['exchange-rate']], ['汇率查询', ['exchange-rate']], ['天气预报', ['weather-forecast']], ['实时天气', ['weather-now']],
  ['二维码', ['qrcode']], ['节假日', ['holiday']], ['空气质量', ['air-quality']], ['时间戳', ['timestamp']],
  ['单位换算', ['unit']], ['汉字转拼音', ['pinyin']], ['颜色转换', ['color']], ['英语词典', ['dictionary']],
  ['货币换算', ['exchange-rate']], ['放假安排', ['holiday']],
]) {
  add(traditional(q), 'traditional', demo(...slugs));
}
for (let k = 0; k < 20; k += 2) {
  const topic = (k * 7) % TOPICS.length;
  const edition = (k * 5) % EDITIONS.length;
  const relevant = generated.filter((g) => g.topic === topic && g.edition === edition).map((g) => g.name);
  add(traditional(`${EDITIONS[edition][0]}${TOPICS[topic][0]}`), 'traditional', relevant);
}
// ü written as v, on subjects that have it (旅游 lǚyóu, 律师 lǜshī, 绿色 lǜsè).
for (const [q, topic] of [['lvyou jingdian', '旅游景点'], ['lvshi zixun', '律师咨询'], ['lvse chuxing', '绿色出行'], ['旅you景点', '旅游景点']]) {
  add(q, q.includes('旅') ? 'mixed' : 'pinyin-v', topicNames(topicIndex(topic)));
}

writeFileSync(new URL('./judged-queries.json', import.meta.url), JSON.stringify({ catalogue: CATALOGUE, queries }, null, 1) + '\n');
const kinds = {};
for (const q of queries) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
console.log(`${queries.length} judged queries`, kinds);
