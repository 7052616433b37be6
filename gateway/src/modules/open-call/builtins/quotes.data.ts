/** The 一言 corpus served by `builtin:quote`: classical poetry, well-known sayings and anime lines. */
export interface Quote {
  id: number;
  text: string;
  from: string;
  author: string;
  type: 'poem' | 'saying' | 'anime';
}

export const quotes: Quote[] = [
  { id: 1, text: '床前明月光，疑是地上霜。', from: '静夜思', author: '李白', type: 'poem' },
  { id: 2, text: '欲穷千里目，更上一层楼。', from: '登鹳雀楼', author: '王之涣', type: 'poem' },
  { id: 3, text: '春眠不觉晓，处处闻啼鸟。', from: '春晓', author: '孟浩然', type: 'poem' },
  { id: 4, text: '会当凌绝顶，一览众山小。', from: '望岳', author: '杜甫', type: 'poem' },
  { id: 5, text: '但愿人长久，千里共婵娟。', from: '水调歌头·明月几时有', author: '苏轼', type: 'poem' },
  { id: 6, text: '长风破浪会有时，直挂云帆济沧海。', from: '行路难', author: '李白', type: 'poem' },
  { id: 7, text: '海内存知己，天涯若比邻。', from: '送杜少府之任蜀州', author: '王勃', type: 'poem' },
  { id: 8, text: '人生自古谁无死，留取丹心照汗青。', from: '过零丁洋', author: '文天祥', type: 'poem' },
  { id: 9, text: '山重水复疑无路，柳暗花明又一村。', from: '游山西村', author: '陆游', type: 'poem' },
  { id: 10, text: '落红不是无情物，化作春泥更护花。', from: '己亥杂诗', author: '龚自珍', type: 'poem' },
  { id: 11, text: '问渠那得清如许？为有源头活水来。', from: '观书有感', author: '朱熹', type: 'poem' },
  {
    id: 12,
    text: '沉舟侧畔千帆过，病树前头万木春。',
    from: '酬乐天扬州初逢席上见赠',
    author: '刘禹锡',
    type: 'poem',
  },
  { id: 13, text: '学而不思则罔，思而不学则殆。', from: '论语·为政', author: '孔子', type: 'saying' },
  { id: 14, text: '千里之行，始于足下。', from: '道德经', author: '老子', type: 'saying' },
  {
    id: 15,
    text: '不积跬步，无以至千里；不积小流，无以成江海。',
    from: '劝学',
    author: '荀子',
    type: 'saying',
  },
  { id: 16, text: '知之者不如好之者，好之者不如乐之者。', from: '论语·雍也', author: '孔子', type: 'saying' },
  { id: 17, text: '天行健，君子以自强不息。', from: '周易·乾', author: '佚名', type: 'saying' },
  { id: 18, text: '路漫漫其修远兮，吾将上下而求索。', from: '离骚', author: '屈原', type: 'saying' },
  { id: 19, text: '三人行，必有我师焉。', from: '论语·述而', author: '孔子', type: 'saying' },
  { id: 20, text: '工欲善其事，必先利其器。', from: '论语·卫灵公', author: '孔子', type: 'saying' },
  {
    id: 21,
    text: '纸上得来终觉浅，绝知此事要躬行。',
    from: '冬夜读书示子聿',
    author: '陆游',
    type: 'saying',
  },
  {
    id: 22,
    text: '我们所度过的每个平凡的日常，也许就是连续发生的奇迹。',
    from: '日常',
    author: '新井圭一',
    type: 'anime',
  },
  { id: 23, text: '无论在什么地方，我都会找到你的。', from: '你的名字。', author: '新海诚', type: 'anime' },
  {
    id: 24,
    text: '人与人之间的羁绊，是无法轻易斩断的。',
    from: '火影忍者',
    author: '岸本齐史',
    type: 'anime',
  },
  { id: 25, text: '只要有想见的人，就不再是孤单一人。', from: '夏目友人帐', author: '绿川幸', type: 'anime' },
  { id: 26, text: '重要的不是能不能做到，而是想不想做。', from: '银魂', author: '空知英秋', type: 'anime' },
  { id: 27, text: '不要因为走得太远，而忘记为什么出发。', from: '千与千寻', author: '宫崎骏', type: 'anime' },
  {
    id: 28,
    text: '世界上没有偶然，有的只是必然。',
    from: '四月一日灵异事件簿',
    author: 'CLAMP',
    type: 'anime',
  },
];
