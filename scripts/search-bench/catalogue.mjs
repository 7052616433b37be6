// A generated catalogue of realistic APIs for `npm run bench:search` (issue #28): the subjects a Chinese
// API market lists (聚合数据, 天行数据, 阿里云 API 市场 carry the same kinds), each offered in several
// editions by different providers. Deterministic: the same n gives the same APIs.

/** [中文名, English name, 中文说明, English description, parameter names] */
export const TOPICS = [
  ['快递物流', 'parcel tracking', '输入快递单号查询物流轨迹，支持顺丰、圆通、中通等主流快递公司', 'Track a parcel by its waybill number across major couriers', 'waybill company'],
  ['天气预报', 'weather forecast', '按城市返回未来七天的天气预报、温度与降水概率', 'Seven-day forecast with temperature and rain chance by city', 'city days'],
  ['空气质量', 'air quality', '城市实时 AQI、PM2.5、PM10 与首要污染物', 'Real-time AQI, PM2.5 and PM10 by city', 'city'],
  ['汇率换算', 'currency exchange', '人民币与全球主要货币的实时汇率换算', 'Live exchange rates between the yuan and major currencies', 'from to amount'],
  ['股票行情', 'stock quotes', '沪深港美股实时行情、分时与 K 线数据', 'Real-time quotes and candles for A-shares, HK and US stocks', 'symbol market'],
  ['手机号归属地', 'phone number location', '查询手机号码的归属省份、城市与运营商', 'Province, city and carrier of a mobile number', 'phone'],
  ['身份证实名认证', 'ID card verification', '核验身份证号码与姓名是否一致', 'Checks an ID card number against a name', 'idcard name'],
  ['银行卡四要素', 'bank card verification', '校验银行卡号、姓名、身份证与手机号是否一致', 'Verifies card number, name, ID and phone together', 'cardno name idcard phone'],
  ['短信验证码', 'SMS verification code', '向手机号发送短信验证码并校验', 'Sends and checks SMS verification codes', 'phone template'],
  ['IP地址查询', 'IP geolocation', '查询 IP 地址所在的国家、省份、城市与运营商', 'Country, province, city and ISP of an IP address', 'ip'],
  ['二维码生成', 'QR code generator', '把文本或链接生成二维码图片，可设置尺寸与颜色', 'Turns text or a link into a QR code image', 'text size color'],
  ['二维码识别', 'QR code reader', '识别图片中的二维码并返回内容', 'Reads the QR code in an image', 'image'],
  ['身份证OCR', 'ID card OCR', '识别身份证照片上的姓名、号码与地址', 'Reads name, number and address from an ID card photo', 'image side'],
  ['车牌识别', 'license plate recognition', '识别图片中的车牌号码与颜色', 'Recognises the plate number and colour in a photo', 'image'],
  ['违章查询', 'traffic violation lookup', '按车牌号与发动机号查询交通违章记录', 'Traffic violations by plate and engine number', 'plate engine'],
  ['油价查询', 'fuel prices', '各省市 92、95、98 号汽油与柴油价格', 'Petrol and diesel prices by province', 'province'],
  ['新闻头条', 'news headlines', '国内国际、科技、财经、体育等频道新闻', 'Headlines by channel: world, tech, finance, sports', 'channel page'],
  ['笑话大全', 'jokes', '随机返回笑话与幽默段子', 'Random jokes and funny stories', 'page'],
  ['星座运势', 'horoscope', '十二星座今日、本周与本月运势', 'Daily, weekly and monthly horoscope', 'sign period'],
  ['老黄历', 'Chinese almanac', '农历日期、宜忌、冲煞与吉时', 'Lunar date, auspicious and inauspicious activities', 'date'],
  ['节假日安排', 'holiday schedule', '法定节假日、调休与工作日判断', 'Public holidays, make-up working days', 'year date'],
  ['邮编查询', 'postal code lookup', '按地址查询邮政编码或按邮编查询地区', 'Postal codes by address and back', 'address code'],
  ['地理编码', 'geocoding', '地址与经纬度坐标互相转换', 'Address to coordinates and back', 'address lat lng'],
  ['路线规划', 'route planning', '驾车、公交、步行与骑行路线规划', 'Driving, transit, walking and cycling routes', 'origin destination mode'],
  ['地铁线路', 'metro lines', '城市地铁线路、站点与首末班车时间', 'Metro lines, stations and first and last trains', 'city line'],
  ['火车票余票', 'train tickets', '查询火车车次与余票', 'Train schedules and remaining seats', 'from to date'],
  ['航班动态', 'flight status', '航班实时起降、延误与登机口', 'Real-time flight departures, delays and gates', 'flight date'],
  ['机器翻译', 'machine translation', '中英日韩等多语种文本互译', 'Translates text between Chinese, English and more', 'text from to'],
  ['语音合成', 'text to speech', '把文字转换为自然流畅的语音', 'Turns text into natural speech', 'text voice speed'],
  ['语音识别', 'speech recognition', '把语音文件转写为文字', 'Transcribes audio to text', 'audio format'],
  ['文本纠错', 'text proofreading', '检查中文文本中的错别字与语病', 'Finds typos and grammar errors in Chinese text', 'text'],
  ['敏感词过滤', 'sensitive word filter', '检测并替换文本中的敏感词', 'Detects and masks sensitive words', 'text'],
  ['情感分析', 'sentiment analysis', '判断一段中文文本的情感倾向', 'Positive or negative sentiment of Chinese text', 'text'],
  ['分词', 'word segmentation', '中文分词与词性标注', 'Chinese word segmentation and POS tagging', 'text'],
  ['汉字转拼音', 'pinyin conversion', '汉字转换为带声调或不带声调的拼音', 'Converts hanzi to pinyin with or without tones', 'text tone'],
  ['成语词典', 'idiom dictionary', '成语释义、出处与例句', 'Meaning, origin and examples of Chinese idioms', 'word'],
  ['新华字典', 'Chinese character dictionary', '汉字的读音、部首、笔画与释义', 'Reading, radical, strokes and meaning of a character', 'word'],
  ['菜谱大全', 'recipes', '家常菜谱、食材与做法步骤', 'Home-style recipes with ingredients and steps', 'keyword'],
  ['电影票房', 'box office', '实时电影票房与排片', 'Live box office and screenings', 'date'],
  ['彩票开奖', 'lottery results', '双色球、大乐透等彩票开奖结果', 'Lottery draw results', 'type issue'],
  ['企业工商信息', 'company registry', '企业名称、法人、注册资本与经营范围', 'Company name, legal person, capital and scope', 'keyword'],
  ['域名WHOIS', 'domain WHOIS', '域名注册人、注册商与到期时间', 'Domain registrant, registrar and expiry', 'domain'],
  ['网站备案', 'ICP filing lookup', '查询网站 ICP 备案主体与备案号', 'ICP filing holder and number of a website', 'domain'],
  ['短网址', 'URL shortener', '把长链接转换为短链接并统计点击', 'Shortens links and counts clicks', 'url'],
  ['图片压缩', 'image compression', '无损或有损压缩 PNG、JPEG 图片', 'Compresses PNG and JPEG images', 'image quality'],
  ['人脸识别', 'face recognition', '人脸检测、比对与属性分析', 'Face detection, comparison and attributes', 'image'],
  ['邮件发送', 'email sending', '通过 SMTP 发送事务邮件与营销邮件', 'Sends transactional and marketing e-mail', 'to subject body'],
  ['邮箱验证', 'email validation', '校验邮箱地址格式与是否可达', 'Checks an e-mail address format and deliverability', 'email'],
  ['时间戳转换', 'timestamp converter', 'Unix 时间戳与日期时间互相转换', 'Unix timestamps to dates and back', 'timestamp timezone'],
  ['随机密码', 'random password', '生成指定长度与字符集的强密码', 'Strong passwords of a given length and charset', 'length symbols'],
  ['哈希计算', 'hash digest', '计算文本的 MD5、SHA1、SHA256 摘要', 'MD5, SHA1 and SHA256 digests of text', 'text algorithm'],
  ['单位换算', 'unit conversion', '长度、重量、面积、温度等单位换算', 'Length, weight, area and temperature conversion', 'value from to'],
  ['汇款到账', 'payment status', '查询转账与汇款的到账状态', 'Status of a transfer or remittance', 'order'],
  ['绿色出行', 'green travel', '共享单车与步行的绿色出行记录与碳减排', 'Bike sharing and walking trips with carbon savings', 'user date'],
  ['旅游景点', 'tourist attractions', '全国景点介绍、门票与开放时间', 'Tourist attractions with tickets and opening hours', 'city keyword'],
  ['酒店预订', 'hotel booking', '酒店搜索、房型与价格', 'Hotel search with rooms and prices', 'city checkin checkout'],
  ['律师咨询', 'legal advice', '在线法律咨询与律师匹配', 'Online legal questions answered by lawyers', 'question'],
  ['医院挂号', 'hospital appointments', '医院科室、医生排班与预约挂号', 'Hospital departments, doctors and appointments', 'hospital department'],
  ['垃圾分类', 'waste sorting', '查询物品属于哪一类垃圾', 'Which bin an item belongs in', 'item'],
  ['历史上的今天', 'today in history', '历史上的今天发生的大事', 'Events that happened on this day in history', 'month day'],
];

/** Editions: who offers it and how (a qualifier before the subject). */
export const EDITIONS = [
  ['全国', 'nationwide'], ['实时', 'real-time'], ['国际', 'international'], ['精准', 'precise'], ['极速', 'fast'],
  ['免费', 'free'], ['企业版', 'enterprise'], ['批量', 'batch'], ['高并发', 'high-volume'], ['智能', 'smart'],
  ['专业版', 'pro'], ['标准版', 'standard'], ['城市', 'city'], ['官方', 'official'], ['开放', 'open'],
  ['稳定', 'stable'], ['海外', 'overseas'], ['轻量', 'lite'], ['通用', 'general'], ['增强', 'enhanced'], ['离线', 'offline'],
];
const SUFFIXES = [
  ['查询', 'lookup'], ['接口', 'API'], ['服务', 'service'], ['数据', 'data'],
  ['开放平台', 'open platform'], ['云服务', 'cloud service'], ['引擎', 'engine'], ['助手', 'assistant'],
];
const PROVIDERS = ['聚数科技', '云启数据', '天衡信息', '星河智联', '蓝鲸开放平台', '数海科技', '极客云', '万象数据'];
const CATEGORIES = ['life', 'data', 'utility', 'text', 'network', 'security', 'weather'];

/** The i-th generated API (0 ≤ i < TOPICS × EDITIONS × SUFFIXES): subject, edition, suffix vary fastest first. */
export function generatedApi(i) {
  const t = TOPICS[i % TOPICS.length];
  const e = EDITIONS[Math.floor(i / TOPICS.length) % EDITIONS.length];
  const s = SUFFIXES[Math.floor(i / (TOPICS.length * EDITIONS.length)) % SUFFIXES.length];
  return {
    topic: i % TOPICS.length,
    edition: Math.floor(i / TOPICS.length) % EDITIONS.length,
    name: `${e[0]}${t[0]}${s[0]}`,
    nameEn: `${cap(e[1])} ${t[1]} ${s[1]}`,
    description: `${t[2]}。${e[0]}版本，由${PROVIDERS[i % PROVIDERS.length]}提供。`,
    descriptionEn: `${t[3]}. ${cap(e[1])} edition.`,
    params: t[4].split(' '),
    provider: PROVIDERS[i % PROVIDERS.length],
    category: CATEGORIES[i % CATEGORIES.length],
  };
}

export const MAX_GENERATED = TOPICS.length * EDITIONS.length * SUFFIXES.length;

function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}
