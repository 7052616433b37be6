/**
 * Everyday phrasing → the catalogue's vocabulary (issue #32). A visitor writes "会不会下雨" where an API's
 * description says "降水概率"; a line here lets the question reach those words. A trigger in hanzi is
 * found anywhere in the question, a Latin one as a whole word (or words). The words it `means` are read
 * like any text (jieba) and weigh a little less than the question's own words; the page shows which
 * trigger brought which word, so every expansion is visible. Curated by hand and committed; the
 * judged questions' tuning part (scripts/assistant-bench/questions.json) was used to write it, the
 * held-out part was not.
 */
export interface Intent {
  when: readonly string[];
  means: string;
}

/** What a value written in the question looks like, and what it means (1767225600 is a timestamp). */
export interface Shape {
  pattern: RegExp;
  means: string;
}

export const SHAPES: readonly Shape[] = [
  { pattern: /(?<![\d.])\d{10}(?:\d{3})?(?![\d.])/, means: '时间戳 timestamp' },
  { pattern: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b/i, means: 'ip 地址' },
  { pattern: /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgb\s*\(/i, means: '颜色 colour' },
  { pattern: /\b\d{4}-\d{1,2}-\d{1,2}\b|\d{4}年\d{1,2}月\d{1,2}日/, means: '日期 date' },
  { pattern: /\d+\s*(?:个)?字(?![符节])/, means: '字数 统计' },
  {
    pattern: /(?:http|状态|返回|报|error|status)\s*[1-5]\d{2}\b|\b[1-5]\d{2}\s+(?:forbidden|not found|unauthorized|bad request|internal|error|错误)/i,
    means: 'http 状态码 含义',
  },
  { pattern: /['"‘“]\s*[a-z]+\s*['"’”]/i, means: '英语 单词 词典' },
];

export const INTENTS: readonly Intent[] = [
  { when: ['下雨', '降雨', '带伞', '雨伞', '下雪', 'rain', 'raining', 'umbrella', 'snow'], means: '降水 降水概率 天气 weather' },
  { when: ['明天', '后天', '下周', '未来', '周末', '这几天', '几天', 'tomorrow', 'weekend', 'next week', 'this week'], means: '预报 未来 forecast' },
  { when: ['现在', '此刻', '当前', '眼下', '实时', 'right now', 'currently', 'at the moment', 'now'], means: '实时 当前 current' },
  { when: ['多少度', '气温', '温度', '热不热', '冷不冷', '最高', '最低', 'hot', 'cold', 'temperature', 'warm'], means: '气温 天气 temperature' },
  { when: ['刮风', '风大', '风力', 'wind', 'windy'], means: '风速 天气 wind' },
  { when: ['雾霾', '污染', '空气', '霾', 'pm2.5', 'smog', 'pollution', 'air'], means: '空气质量 pm2.5 air quality' },
  { when: ['天亮', '天黑', '日出', '日落', '太阳', 'sunrise', 'sunset', 'sun set', 'sun rise', 'dawn', 'dusk', 'sun'], means: '日出 日落 sunrise sunset' },
  { when: ['公网ip', '外网ip', '我的ip', '本机ip', 'my ip', 'public ip', 'ip address'], means: 'ip 地址 调用方 caller' },
  { when: ['密码', '口令', 'password', 'passphrase'], means: '密码 password' },
  { when: ['扫码', '的码', '个码', '条码', '扫一扫', '能扫', 'scan', 'qr', 'barcode'], means: '二维码 qr code' },
  { when: ['怎么读', '读音', '注音', '声调', 'pronounce', 'pinyin'], means: '拼音 pinyin' },
  { when: ['公里', '千米', '英里', '英尺', '英寸', '公斤', '千克', '斤', '磅', '摄氏度', '华氏度', '亩', 'miles', 'mile', 'km', 'kg', 'pounds', 'celsius', 'fahrenheit', 'feet', 'inches'], means: '单位 换算 长度 重量 温度 unit conversion' },
  { when: ['排版', '美化', '缩进', '压缩', '去掉空格', '太乱', 'pretty print', 'beautify', 'minify', 'indent', 'format'], means: '格式化 压缩 formatter' },
  { when: ['多少字', '多少个字', '字数', '多少词', '数数', '写够', '多长', 'how many words', 'word count', 'characters', 'essay', 'count'], means: '字数 统计 word count' },
  { when: ['颜色', '色值', '配色', 'rgb', 'hex', 'hsl', 'colour', 'color'], means: '颜色 colour' },
  { when: ['浏览器', '手机', '电脑', '平板', '操作系统', '设备', '机型', 'browser', 'operating system', 'device', 'mobile', 'phone', 'desktop'], means: 'user-agent 浏览器 操作系统 设备' },
  { when: ['时间戳', 'unix', 'epoch', '毫秒', '秒数', '位数字', '哪天', '哪一天', '几号', 'which date', 'what date'], means: '时间戳 timestamp 日期' },
  { when: ['日本', '美国', '英国', '法国', '德国', '韩国', '俄罗斯', '印度', '巴西', '加拿大', '澳大利亚', '意大利', '西班牙', 'japan', 'usa', 'united states', 'uk', 'britain', 'france', 'germany', 'korea', 'russia', 'india', 'brazil', 'canada', 'australia', 'italy', 'spain'], means: '国家 country' },
  { when: ['还有几天', '差多少天', '相差', '倒计时', '多少天', '工作日', 'days between', 'how many days', 'working days', 'days until'], means: '日期 天数 工作日 date' },
  { when: ['返回', '报错', '错误码', '什么意思', '状态码', 'status code', 'error code', 'mean', 'means'], means: '状态码 含义 meaning' },
  { when: ['美元', '人民币', '欧元', '日元', '英镑', '港币', '兑', '换多少', 'usd', 'eur', 'cny', 'jpy', 'gbp', 'dollar', 'dollars', 'euro', 'yen'], means: '汇率 货币 currency' },
  { when: ['放假', '放几天', '国庆', '春节', '中秋', '清明', '五一', '调休', '休息日', 'holiday', 'day off', 'days off'], means: '节假日 holiday' },
  { when: ['古诗', '诗词', '诗句', '名言', '名句', '每日一句', '语录', '台词', 'quote', 'poem', 'poetry', 'saying', 'inspirational'], means: '诗词 名言 quote' },
  { when: ['唯一id', '唯一 id', '唯一标识', '主键', '编号', 'unique id', 'guid'], means: 'uuid 随机' },
  { when: ['md5', 'sha', '校验', '指纹', '摘要', '散列', 'checksum', 'fingerprint'], means: '哈希 摘要 digest' },
  { when: ['编码', '解码', 'encode', 'decode', 'base64'], means: 'base64 编码 解码' },
  { when: ['单词', '英文单词', '释义', '音标', '发音', 'definition', 'english word', 'dictionary', 'meaning of'], means: '英语 词典 释义 音标 definition' },
  { when: ['首都', '国家', '哪些国', 'capital', 'country', 'countries'], means: '国家 首都 country capital' },
  { when: ['假数据', '测试用户', '假用户', '测试数据', '虚构', 'fake', 'dummy', 'mock', 'test users', 'test data'], means: '随机 用户 资料 测试 random user profiles' },
  { when: ['网址', '链接', '网站', 'url', 'link', 'website'], means: '网址 url' },
];
