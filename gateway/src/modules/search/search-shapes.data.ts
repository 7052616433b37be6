/**
 * Hanzi that are easily mistaken for each other by their look (形近字), for typo tolerance: a query
 * word of three or more characters with one of these swapped still finds the word (ranked below exact
 * matches). Same-sound mistakes need no table: they are found through pinyin.
 */
export const SIMILAR_SHAPES: readonly string[] = [
  '己已巳', '未末', '土士', '日曰', '人入八', '大太犬', '贝见', '天夭', '戊戌戍', '拨拔', '候侯',
  '洒酒', '析折', '绵棉', '辩辨辫瓣', '码玛蚂', '汽气', '维唯惟', '查杳', '券卷', '侯喉猴', '历厉',
  '讯迅', '询徇', '值直', '票漂', '帐账', '象像', '份分', '证征', '识织职', '编遍偏', '载栽裁',
  '率律', '汇江', '预顶', '报服', '币市', '址趾', '径经', '密蜜', '阅阀', '贷货', '测侧恻', '压庄',
];
