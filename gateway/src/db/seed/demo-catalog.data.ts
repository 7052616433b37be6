/**
 * Bilingual demo catalogue seeded at first start. `builtin:<name>` addresses are served by the
 * platform itself (see the open-call module), so the demo works without internet access.
 */
export interface SeedParam {
  name: string;
  type: 'string' | 'number' | 'boolean' | 'object' | 'array';
  required: boolean;
  note: string;
  noteEn: string;
  example: string;
}

export interface SeedBugFix {
  version: string;
  fixTime: string;
  fixBug: string;
}

export interface SeedApi {
  slug: string;
  name: string;
  nameEn: string;
  category: string;
  creator: string;
  icon: 'REST' | 'GraphQL';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  address: string;
  description: string;
  descriptionEn: string;
  note: string;
  noteEn: string;
  provider: string;
  needToken?: boolean;
  original?: boolean;
  status?: number;
  /** Days before the seed time of the last update (drives the NEW badge). */
  updatedDaysAgo: number;
  params: SeedParam[];
  response: unknown;
  bugFixes: SeedBugFix[];
}

export const seedCategories = [
  { slug: 'utility', name: '实用工具', nameEn: 'Utilities' },
  { slug: 'text', name: '文本处理', nameEn: 'Text' },
  { slug: 'security', name: '安全加密', nameEn: 'Security' },
  { slug: 'weather', name: '天气气象', nameEn: 'Weather' },
  { slug: 'life', name: '生活服务', nameEn: 'Lifestyle' },
  { slug: 'data', name: '数据转换', nameEn: 'Data conversion' },
  { slug: 'network', name: '网络工具', nameEn: 'Network' },
];

export interface SeedCreator {
  slug: string;
  account: string;
  name: string;
  nameEn: string;
  title: string;
  titleEn: string;
  bio: string;
  bioEn: string;
  official?: boolean;
}

export const seedCreators: SeedCreator[] = [
  { slug: 'lin-yu', bio: '负责平台内置接口的设计与维护，关注开发者体验。', bioEn: 'Designs and maintains the platform’s built-in APIs, with an eye on developer experience.', account: 'linyu', name: '林语', nameEn: 'Lin Yu', title: '平台官方团队', titleEn: 'Platform team', official: true },
  { slug: 'chen-hao', bio: '十年安全攻防经验，专注密码学与接口安全。', bioEn: 'Ten years in offensive and defensive security, focused on cryptography and API security.', account: 'chenhao', name: '陈浩', nameEn: 'Chen Hao', title: '安全工程师', titleEn: 'Security engineer' },
  { slug: 'zhou-min', bio: '整理公开气象数据，让天气接口更易用。', bioEn: 'Curates open weather data and makes weather APIs easy to use.', account: 'zhoumin', name: '周敏', nameEn: 'Zhou Min', title: '气象数据专家', titleEn: 'Weather data specialist' },
  { slug: 'wang-lei', bio: '喜欢把常用的小工具做成稳定好用的接口。', bioEn: 'Turns everyday developer tools into dependable APIs.', account: 'wanglei', name: '王磊', nameEn: 'Wang Lei', title: '全栈开发者', titleEn: 'Full-stack developer' },
  { slug: 'li-na', bio: '研究中文文本处理，维护拼音与文本类接口。', bioEn: 'Researches Chinese text processing and maintains the pinyin and text APIs.', account: 'lina', name: '李娜', nameEn: 'Li Na', title: '自然语言处理研究员', titleEn: 'NLP researcher' },
  { slug: 'zhao-qiang', bio: '网络运维出身，维护网络诊断类接口。', bioEn: 'Network operations veteran who maintains the network diagnostics APIs.', account: 'zhaoqiang', name: '赵强', nameEn: 'Zhao Qiang', title: '网络运维专家', titleEn: 'Network operations expert' },
];

const p = (
  name: string,
  type: SeedParam['type'],
  required: boolean,
  note: string,
  noteEn: string,
  example: string,
): SeedParam => ({ name, type, required, note, noteEn, example });

export const seedApis: SeedApi[] = [
  {
    slug: 'hitokoto', name: '一言', nameEn: 'Hitokoto quotes', category: 'text', creator: 'li-na', icon: 'REST', method: 'GET',
    address: 'builtin:quote', provider: 'API Market', original: true, updatedDaysAgo: 2,
    description: '随机返回一句诗词、名言或动漫台词，可按类型筛选。',
    descriptionEn: 'Returns a random line of poetry, a saying or an anime quote, optionally filtered by type.',
    note: '适合做网站页脚、启动页的每日一句。', noteEn: 'Good for a quote of the day in a footer or splash screen.',
    params: [p('type', 'string', false, '类型：poem 诗词、saying 名言、anime 动漫', 'Type: poem, saying or anime', 'poem')],
    response: { code: 200, data: { id: 7, text: '海内存知己，天涯若比邻。', from: '送杜少府之任蜀州', author: '王勃', type: 'poem' } },
    bugFixes: [{ version: '1.1.0', fixTime: '2026-09-12', fixBug: '修复类型为空时返回空结果的问题' }],
  },
  {
    slug: 'uuid', name: 'UUID 生成', nameEn: 'UUID generator', category: 'utility', creator: 'lin-yu', icon: 'REST', method: 'GET',
    address: 'builtin:uuid', provider: 'API Market', original: true, updatedDaysAgo: 3,
    description: '生成 RFC 9562 标准的 v4 随机 UUID，一次最多 100 个。',
    descriptionEn: 'Generates RFC 9562 version 4 random UUIDs, up to 100 per call.',
    note: '使用密码学安全的随机数。', noteEn: 'Uses a cryptographically secure random source.',
    params: [p('count', 'number', false, '数量，1–100', 'How many, 1–100', '3')],
    response: { code: 200, data: ['0b7f3c5e-8a51-4f7d-9d0e-2c9a3e6b1f42', '5d1e7a90-3b2c-4e8f-a6d4-7c0b9e2f1a33', 'e2a4c6b8-1d3f-4a5b-8c7d-9e0f1a2b3c4d'] },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-09-02', fixBug: 'count 超过 100 时返回明确的参数错误' }],
  },
  {
    slug: 'ip', name: '访问者 IP 查询', nameEn: 'Caller IP lookup', category: 'network', creator: 'zhao-qiang', icon: 'REST', method: 'GET',
    address: 'builtin:ip', provider: 'API Market', original: true, updatedDaysAgo: 12,
    description: '返回调用方的 IP 地址、IP 版本以及是否为内网地址。',
    descriptionEn: 'Returns the caller’s IP address, its version and whether it is a private address.',
    note: '部署在反向代理之后时，需要配置 TRUST_PROXY。', noteEn: 'Behind a reverse proxy, set TRUST_PROXY.',
    params: [],
    response: { code: 200, data: { ip: '203.0.113.24', version: 4, private: false } },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-08-03', fixBug: '修复 IPv4 映射的 IPv6 地址显示问题' }],
  },
  {
    slug: 'timestamp', name: '时间戳转换', nameEn: 'Timestamp converter', category: 'data', creator: 'wang-lei', icon: 'REST', method: 'GET',
    address: 'builtin:timestamp', provider: 'API Market', original: true, updatedDaysAgo: 20,
    description: 'Unix 时间戳（秒或毫秒）与 ISO 8601 日期互相转换，支持时区。',
    descriptionEn: 'Converts between Unix timestamps (seconds or milliseconds) and ISO 8601 dates, with time zones.',
    note: '不传参数时返回当前时间。', noteEn: 'Without parameters it returns the current time.',
    params: [
      p('ts', 'number', false, 'Unix 时间戳，秒或毫秒', 'Unix timestamp in seconds or milliseconds', '1767225600'),
      p('tz', 'string', false, 'IANA 时区', 'IANA time zone', 'Asia/Shanghai'),
    ],
    response: { code: 200, data: { seconds: 1767225600, milliseconds: 1767225600000, iso: '2026-01-01T00:00:00.000Z', local: '2026-01-01 08:00:00', tz: 'Asia/Shanghai' } },
    bugFixes: [{ version: '1.2.0', fixTime: '2026-10-20', fixBug: '毫秒时间戳被误判为秒的问题已修复' }],
  },
  {
    slug: 'base64', name: 'Base64 编解码', nameEn: 'Base64 encode and decode', category: 'data', creator: 'wang-lei', icon: 'REST', method: 'POST',
    address: 'builtin:base64', provider: 'API Market', original: true, updatedDaysAgo: 30,
    description: '对 UTF-8 文本进行 Base64 编码或解码，支持 URL 安全字符集。',
    descriptionEn: 'Encodes UTF-8 text to Base64 or decodes it back, with the URL-safe alphabet as an option.',
    note: '文本最长 100 KB。', noteEn: 'Text up to 100 KB.',
    params: [
      p('text', 'string', true, '要处理的文本', 'Text to process', '你好，API Market'),
      p('mode', 'string', false, 'encode 或 decode', 'encode or decode', 'encode'),
      p('urlSafe', 'boolean', false, '使用 URL 安全字符集', 'Use the URL-safe alphabet', 'false'),
    ],
    response: { code: 200, data: { mode: 'encode', result: '5L2g5aW977yMQVBJIE1hcmtldA==' } },
    bugFixes: [{ version: '1.1.1', fixTime: '2026-10-08', fixBug: '修复解码含换行的 Base64 文本失败的问题' }],
  },
  {
    slug: 'hash', name: '哈希计算', nameEn: 'Hash digest', category: 'security', creator: 'chen-hao', icon: 'REST', method: 'GET',
    address: 'builtin:hash', provider: 'API Market', original: true, updatedDaysAgo: 5,
    description: '计算文本的 MD5、SHA-1、SHA-256 或 SHA-512 摘要。',
    descriptionEn: 'Computes the MD5, SHA-1, SHA-256 or SHA-512 digest of a text.',
    note: 'MD5 与 SHA-1 仅用于校验，不适合存储密码。', noteEn: 'MD5 and SHA-1 are for checksums only, never for passwords.',
    params: [
      p('text', 'string', true, '要计算的文本', 'Text to digest', 'hello'),
      p('algorithm', 'string', false, 'md5、sha1、sha256 或 sha512', 'md5, sha1, sha256 or sha512', 'sha256'),
    ],
    response: { code: 200, data: { algorithm: 'sha256', hex: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' } },
    bugFixes: [{ version: '1.0.2', fixTime: '2026-07-18', fixBug: '算法名大小写不敏感' }],
  },
  {
    slug: 'password', name: '随机密码生成', nameEn: 'Random password', category: 'security', creator: 'chen-hao', icon: 'REST', method: 'GET',
    address: 'builtin:password', provider: 'API Market', original: true, updatedDaysAgo: 9,
    description: '生成高强度随机密码，可选长度与字符集，并给出熵值估计。',
    descriptionEn: 'Generates a strong random password with a chosen length and character set, with its entropy.',
    note: '服务端不保存任何生成的密码。', noteEn: 'Generated passwords are never stored.',
    params: [
      p('length', 'number', false, '长度，8–128', 'Length, 8–128', '16'),
      p('symbols', 'boolean', false, '包含符号', 'Include symbols', 'true'),
    ],
    response: { code: 200, data: { password: 'q7#Vx!2mR9@tLp4z', length: 16, entropyBits: 104.9 } },
    bugFixes: [{ version: '1.0.2', fixTime: '2026-10-30', fixBug: '排除易混淆字符时熵值计算不准确的问题已修复' }],
  },
  {
    slug: 'qrcode', name: '二维码生成', nameEn: 'QR code (SVG)', category: 'utility', creator: 'lin-yu', icon: 'REST', method: 'GET',
    address: 'builtin:qrcode', provider: 'API Market', original: true, updatedDaysAgo: 1,
    description: '把文本或网址生成 SVG 格式的二维码，可设置纠错等级。',
    descriptionEn: 'Turns a text or URL into an SVG QR code, with a chosen error-correction level.',
    note: '返回 JSON，svg 字段为完整的 SVG 文本。', noteEn: 'Answers JSON; the svg field holds the whole SVG document.',
    params: [
      p('text', 'string', true, '二维码内容', 'Content of the code', 'https://example.com'),
      p('level', 'string', false, '纠错等级 L、M、Q、H', 'Error correction L, M, Q or H', 'M'),
    ],
    response: { code: 200, data: { level: 'M', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29">…</svg>' } },
    bugFixes: [{ version: '1.1.0', fixTime: '2026-11-19', fixBug: '长网址生成失败的问题已修复' }],
  },
  {
    slug: 'pinyin', name: '汉字转拼音', nameEn: 'Chinese to pinyin', category: 'text', creator: 'li-na', icon: 'REST', method: 'GET',
    address: 'builtin:pinyin', provider: 'API Market', original: true, updatedDaysAgo: 15,
    description: '将汉字转换为带声调、数字声调或不带声调的拼音，正确处理多音字。',
    descriptionEn: 'Converts Chinese characters to pinyin with tone marks, tone numbers or none, handling polyphones.',
    note: '基于 pinyin-pro 词库。', noteEn: 'Based on the pinyin-pro dictionary.',
    params: [
      p('text', 'string', true, '中文文本', 'Chinese text', '重庆火锅'),
      p('tone', 'string', false, 'symbol、num 或 none', 'symbol, num or none', 'symbol'),
    ],
    response: { code: 200, data: { text: '重庆火锅', pinyin: 'chóng qìng huǒ guō' } },
    bugFixes: [{ version: '1.2.1', fixTime: '2026-10-15', fixBug: '修复多音字“行”在“银行”中读音错误的问题' }],
  },
  {
    slug: 'unit', name: '单位换算', nameEn: 'Unit conversion', category: 'data', creator: 'wang-lei', icon: 'REST', method: 'GET',
    address: 'builtin:unit', provider: 'API Market', original: true, updatedDaysAgo: 40,
    description: '长度、重量、温度、面积、数据量等常用单位换算。',
    descriptionEn: 'Converts common units of length, mass, temperature, area and data size.',
    note: '温度支持 C、F、K。', noteEn: 'Temperature supports C, F and K.',
    params: [
      p('value', 'number', true, '数值', 'Value', '100'),
      p('from', 'string', true, '源单位', 'Source unit', 'km'),
      p('to', 'string', true, '目标单位', 'Target unit', 'mi'),
    ],
    response: { code: 200, data: { value: 100, from: 'km', to: 'mi', result: 62.137119 } },
    bugFixes: [{ version: '1.0.3', fixTime: '2026-08-21', fixBug: '温度换算保留两位小数' }],
  },
  {
    slug: 'json-format', name: 'JSON 格式化', nameEn: 'JSON formatter', category: 'data', creator: 'wang-lei', icon: 'REST', method: 'POST',
    address: 'builtin:json-format', provider: 'API Market', original: true, updatedDaysAgo: 25,
    description: '校验、格式化或压缩 JSON 文本，出错时给出行列位置。',
    descriptionEn: 'Validates, pretty-prints or minifies JSON text, reporting the line and column of an error.',
    note: '缩进 0–8 个空格。', noteEn: 'Indent of 0–8 spaces.',
    params: [
      p('json', 'string', true, 'JSON 文本', 'JSON text', '{"name":"API Market","tags":["open","api"]}'),
      p('indent', 'number', false, '缩进空格数，0 表示压缩', 'Indent width, 0 minifies', '2'),
    ],
    response: { code: 200, data: { valid: true, formatted: '{\n  "name": "API Market",\n  "tags": [\n    "open",\n    "api"\n  ]\n}' } },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-06-30', fixBug: '报错位置行号偏移一行的问题' }],
  },
  {
    slug: 'word-count', name: '字数统计', nameEn: 'Word count', category: 'text', creator: 'li-na', icon: 'REST', method: 'POST',
    address: 'builtin:word-count', provider: 'API Market', original: true, updatedDaysAgo: 60,
    description: '统计中英文混排文本的字数、词数、行数与预计阅读时间。',
    descriptionEn: 'Counts characters, words and lines of mixed Chinese and English text, with reading time.',
    note: '中文按字计数，英文按词计数。', noteEn: 'Chinese counts by character, English by word.',
    params: [p('text', 'string', true, '要统计的文本', 'Text to count', 'API Market 是一个开放 API 市场。')],
    response: { code: 200, data: { characters: 24, chineseCharacters: 9, words: 2, lines: 1, readingSeconds: 3 } },
    bugFixes: [{ version: '1.1.0', fixTime: '2026-09-27', fixBug: '中英文混排时英文单词计数错误已修复' }],
  },
  {
    slug: 'color', name: '颜色转换', nameEn: 'Colour converter', category: 'utility', creator: 'wang-lei', icon: 'REST', method: 'GET',
    address: 'builtin:color', provider: 'API Market', original: true, updatedDaysAgo: 45,
    description: 'HEX、RGB、HSL 颜色格式互转，并给出适合的文字对比色。',
    descriptionEn: 'Converts colours between HEX, RGB and HSL, and suggests a readable text colour.',
    note: '支持 3 位与 6 位 HEX。', noteEn: 'Accepts 3- and 6-digit HEX.',
    params: [p('color', 'string', true, '颜色值', 'Colour value', '#3b82f6')],
    response: { code: 200, data: { hex: '#3b82f6', rgb: 'rgb(59, 130, 246)', hsl: 'hsl(217, 91%, 60%)', contrastText: '#ffffff' } },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-09-14', fixBug: '支持三位简写十六进制颜色' }],
  },
  {
    slug: 'user-agent', name: 'User-Agent 解析', nameEn: 'User-Agent parser', category: 'network', creator: 'zhao-qiang', icon: 'REST', method: 'GET',
    address: 'builtin:user-agent', provider: 'API Market', original: true, updatedDaysAgo: 18,
    description: '解析浏览器 User-Agent，识别浏览器、操作系统、设备类型。',
    descriptionEn: 'Parses a browser User-Agent into browser, operating system and device type.',
    note: '不传 ua 时解析调用方自己的 User-Agent。', noteEn: 'Without ua it parses the caller’s own User-Agent.',
    params: [p('ua', 'string', false, 'User-Agent 字符串', 'User-Agent string', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')],
    response: { code: 200, data: { browser: { name: 'Safari', version: '18.0' }, os: { name: 'iOS', version: '18.0' }, platform: 'mobile' } },
    bugFixes: [{ version: '1.1.2', fixTime: '2026-10-22', fixBug: '修复新版 Edge 被识别为 Chrome 的问题' }],
  },
  {
    slug: 'date-diff', name: '日期计算', nameEn: 'Date calculator', category: 'utility', creator: 'lin-yu', icon: 'REST', method: 'GET',
    address: 'builtin:date-diff', provider: 'API Market', original: true, updatedDaysAgo: 70,
    description: '计算两个日期之间相差的天数、周数以及工作日数。',
    descriptionEn: 'Counts the days, weeks and working days between two dates.',
    note: '工作日按周一至周五计算。', noteEn: 'Working days are Monday to Friday.',
    params: [
      p('from', 'string', true, '开始日期 YYYY-MM-DD', 'Start date YYYY-MM-DD', '2026-01-01'),
      p('to', 'string', true, '结束日期 YYYY-MM-DD', 'End date YYYY-MM-DD', '2026-12-31'),
    ],
    response: { code: 200, data: { days: 364, weeks: 52, workdays: 260 } },
    bugFixes: [{ version: '1.0.2', fixTime: '2026-09-19', fixBug: '跨夏令时的天数差计算已修复' }],
  },
  {
    slug: 'http-status', name: 'HTTP 状态码查询', nameEn: 'HTTP status codes', category: 'network', creator: 'zhao-qiang', icon: 'REST', method: 'GET',
    address: 'builtin:http-status', provider: 'API Market', original: true, updatedDaysAgo: 90,
    description: '查询 HTTP 状态码的含义、分类与常见原因（中英文）。',
    descriptionEn: 'Looks up the meaning, class and usual causes of an HTTP status code, in Chinese and English.',
    note: '覆盖 RFC 9110 中的全部状态码。', noteEn: 'Covers every status code of RFC 9110.',
    params: [p('code', 'number', true, '状态码', 'Status code', '404')],
    response: { code: 200, data: { code: 404, phrase: 'Not Found', zh: '未找到', class: '4xx 客户端错误' } },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-08-11', fixBug: '补充 425、451 等状态码说明' }],
  },
  {
    slug: 'weather-now', name: '实时天气', nameEn: 'Current weather', category: 'weather', creator: 'zhou-min', icon: 'REST', method: 'GET',
    address: 'https://api.open-meteo.com/v1/forecast', provider: 'Open-Meteo', updatedDaysAgo: 4,
    description: '按经纬度查询当前气温、风速、天气代码，数据来自 Open-Meteo。',
    descriptionEn: 'Current temperature, wind and weather code for a coordinate, from Open-Meteo.',
    note: '需要外网访问；离线部署时调用会返回 502。', noteEn: 'Needs internet access; offline deployments answer 502.',
    params: [
      p('latitude', 'number', true, '纬度', 'Latitude', '39.9042'),
      p('longitude', 'number', true, '经度', 'Longitude', '116.4074'),
      p('current_weather', 'boolean', false, '返回实时天气', 'Include current weather', 'true'),
    ],
    response: { latitude: 39.9, longitude: 116.4, current_weather: { temperature: 6.3, windspeed: 11.2, weathercode: 1, time: '2026-11-21T08:00' } },
    bugFixes: [{ version: '2.0.0', fixTime: '2026-10-01', fixBug: '切换到 Open-Meteo 新版接口' }],
  },
  {
    slug: 'weather-forecast', name: '七日天气预报', nameEn: '7-day weather forecast', category: 'weather', creator: 'zhou-min', icon: 'REST', method: 'GET',
    address: 'https://api.open-meteo.com/v1/forecast', provider: 'Open-Meteo', updatedDaysAgo: 6,
    description: '未来 7 天每日最高、最低气温与降水概率的天气预报。',
    descriptionEn: 'Daily highs, lows and chance of rain for the next 7 days.',
    note: '时区建议填写 Asia/Shanghai。', noteEn: 'Set timezone, for example Asia/Shanghai.',
    params: [
      p('latitude', 'number', true, '纬度', 'Latitude', '31.2304'),
      p('longitude', 'number', true, '经度', 'Longitude', '121.4737'),
      p('daily', 'string', false, '每日字段', 'Daily fields', 'temperature_2m_max,temperature_2m_min,precipitation_probability_max'),
      p('timezone', 'string', false, '时区', 'Time zone', 'Asia/Shanghai'),
    ],
    response: { daily: { time: ['2026-11-21', '2026-11-22'], temperature_2m_max: [14.2, 15.1], temperature_2m_min: [7.8, 8.4], precipitation_probability_max: [10, 35] } },
    bugFixes: [{ version: '1.2.0', fixTime: '2026-11-03', fixBug: '修复跨月时日期显示错位的问题' }],
  },
  {
    slug: 'air-quality', name: '空气质量指数', nameEn: 'Air quality index', category: 'weather', creator: 'zhou-min', icon: 'REST', method: 'GET',
    address: 'https://air-quality-api.open-meteo.com/v1/air-quality', provider: 'Open-Meteo', updatedDaysAgo: 33,
    description: '查询 PM2.5、PM10 与欧洲/美国空气质量指数。',
    descriptionEn: 'PM2.5, PM10 and the European and US air quality indices.',
    note: '每小时更新。', noteEn: 'Updated hourly.',
    params: [
      p('latitude', 'number', true, '纬度', 'Latitude', '22.5431'),
      p('longitude', 'number', true, '经度', 'Longitude', '114.0579'),
      p('current', 'string', false, '当前字段', 'Current fields', 'pm2_5,pm10,us_aqi'),
    ],
    response: { current: { time: '2026-11-21T08:00', pm2_5: 18.4, pm10: 27.1, us_aqi: 64 } },
    bugFixes: [{ version: '1.0.4', fixTime: '2026-10-12', fixBug: 'AQI 等级边界值归类错误已修复' }],
  },
  {
    slug: 'sunrise', name: '日出日落时间', nameEn: 'Sunrise and sunset', category: 'weather', creator: 'zhou-min', icon: 'REST', method: 'GET',
    address: 'https://api.sunrise-sunset.org/json', provider: 'Sunrise-Sunset.org', updatedDaysAgo: 2, status: 3,
    description: '按经纬度与日期查询日出、日落、正午与白昼时长。',
    descriptionEn: 'Sunrise, sunset, solar noon and day length for a coordinate and a date.',
    note: '接口升级中，暂不可调用。', noteEn: 'Being upgraded; calls are paused.',
    params: [
      p('lat', 'number', true, '纬度', 'Latitude', '30.5728'),
      p('lng', 'number', true, '经度', 'Longitude', '104.0668'),
      p('date', 'string', false, '日期', 'Date', '2026-11-21'),
    ],
    response: { results: { sunrise: '11:38:10 PM', sunset: '9:36:52 AM', day_length: '09:58:42' }, status: 'OK' },
    bugFixes: [{ version: '1.0.2', fixTime: '2026-09-09', fixBug: '极昼极夜地区返回空值而不是报错' }],
  },
  {
    slug: 'exchange-rate', name: '汇率查询', nameEn: 'Exchange rates', category: 'life', creator: 'wang-lei', icon: 'REST', method: 'GET',
    address: 'https://api.frankfurter.app/latest', provider: 'Frankfurter', updatedDaysAgo: 11,
    description: '欧洲央行公布的参考汇率，支持人民币、美元、欧元等 30 余种货币。',
    descriptionEn: 'European Central Bank reference rates for more than 30 currencies, including CNY, USD and EUR.',
    note: '工作日每日更新。', noteEn: 'Updated every working day.',
    params: [
      p('from', 'string', false, '基准货币', 'Base currency', 'CNY'),
      p('to', 'string', false, '目标货币，逗号分隔', 'Target currencies, comma-separated', 'USD,EUR,JPY'),
    ],
    response: { amount: 1, base: 'CNY', date: '2026-11-20', rates: { EUR: 0.1302, JPY: 21.35, USD: 0.1388 } },
    bugFixes: [{ version: '1.1.1', fixTime: '2026-10-27', fixBug: '修复金额为 0 时返回 NaN 的问题' }],
  },
  {
    slug: 'holiday', name: '法定节假日查询', nameEn: 'Public holidays', category: 'life', creator: 'lin-yu', icon: 'REST', method: 'GET',
    address: 'https://date.nager.at/api/v3/PublicHolidays/2026/CN', provider: 'Nager.Date', needToken: true, updatedDaysAgo: 28,
    description: '查询中国 2026 年的法定节假日（需要登录令牌或 API Key）。',
    descriptionEn: 'China’s 2026 public holidays (needs a sign-in token or an API key).',
    note: '示例：需要令牌的接口。', noteEn: 'Example of an API that needs a token.',
    params: [],
    response: [{ date: '2026-01-01', localName: '元旦', name: "New Year's Day", countryCode: 'CN' }],
    bugFixes: [{ version: '1.3.0', fixTime: '2026-11-10', fixBug: '更新 2027 年法定节假日与调休安排' }],
  },
  {
    slug: 'cat-fact', name: '猫咪冷知识', nameEn: 'Cat facts', category: 'life', creator: 'li-na', icon: 'REST', method: 'GET',
    address: 'https://catfact.ninja/fact', provider: 'catfact.ninja', updatedDaysAgo: 120, status: 0,
    description: '随机返回一条关于猫的冷知识（英文）。',
    descriptionEn: 'A random fact about cats.',
    note: '上游不稳定，已暂时下架。', noteEn: 'Upstream is unstable; taken offline for now.',
    params: [p('max_length', 'number', false, '最大长度', 'Maximum length', '140')],
    response: { fact: 'Cats sleep 70% of their lives.', length: 30 },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-08-30', fixBug: '修复偶发返回重复内容的问题' }],
  },
  {
    slug: 'dictionary', name: '英语词典', nameEn: 'English dictionary', category: 'text', creator: 'li-na', icon: 'REST', method: 'GET',
    address: 'https://api.dictionaryapi.dev/api/v2/entries/en/hello', provider: 'Free Dictionary API', updatedDaysAgo: 50,
    description: '英文单词的释义、音标与例句（示例词 hello）。',
    descriptionEn: 'Definitions, phonetics and examples of an English word (sample word: hello).',
    note: '免费公共接口。', noteEn: 'Free public API.',
    params: [],
    response: [{ word: 'hello', phonetic: '/həˈləʊ/', meanings: [{ partOfSpeech: 'exclamation', definitions: [{ definition: 'Used as a greeting.' }] }] }],
    bugFixes: [{ version: '1.1.0', fixTime: '2026-10-18', fixBug: '大小写不同的单词查询结果不一致已修复' }],
  },
  {
    slug: 'countries', name: '国家信息（GraphQL）', nameEn: 'Countries (GraphQL)', category: 'data', creator: 'zhao-qiang', icon: 'GraphQL', method: 'POST',
    address: 'https://countries.trevorblades.com/graphql', provider: 'Trevor Blades', updatedDaysAgo: 14,
    description: '用 GraphQL 查询国家的名称、首都、货币与语言。',
    descriptionEn: 'Query countries’ names, capitals, currencies and languages with GraphQL.',
    note: '请求体为 GraphQL 查询。', noteEn: 'The body is a GraphQL query.',
    params: [p('query', 'string', true, 'GraphQL 查询', 'GraphQL query', '{ country(code: "CN") { name capital currency } }')],
    response: { data: { country: { name: 'China', capital: 'Beijing', currency: 'CNY' } } },
    bugFixes: [{ version: '1.0.2', fixTime: '2026-09-24', fixBug: '修复按洲筛选时遗漏部分国家的问题' }],
  },
  {
    slug: 'random-user', name: '随机用户资料', nameEn: 'Random user profiles', category: 'utility', creator: 'wang-lei', icon: 'REST', method: 'GET',
    address: 'https://randomuser.me/api/', provider: 'randomuser.me', updatedDaysAgo: 8,
    description: '生成用于测试的随机用户资料：姓名、邮箱、头像、地址。',
    descriptionEn: 'Random test user profiles: name, e-mail, avatar and address.',
    note: '数据为虚构，仅用于测试。', noteEn: 'Fictional data, for testing only.',
    params: [
      p('results', 'number', false, '数量', 'How many', '2'),
      p('nat', 'string', false, '国籍', 'Nationality', 'gb'),
    ],
    response: { results: [{ name: { first: 'Ava', last: 'Smith' }, email: 'ava.smith@example.com' }], info: { results: 1 } },
    bugFixes: [{ version: '1.0.1', fixTime: '2026-10-05', fixBug: 'seed 参数相同时结果稳定可复现' }],
  },
];
