/** Bilingual demo content seeded at first start: what a newcomer reads on the home and article pages. */
export const seedVersionLogs = [
  { version: '1.0.0', releasedOn: '2026-06-01', title: '平台上线', titleEn: 'Launch', description: '接口市场正式上线：浏览、搜索、查看文档与在线测试。', descriptionEn: 'The API market launches: browse, search, read documentation and test online.' },
  { version: '1.1.0', releasedOn: '2026-07-15', title: '创作者中心', titleEn: 'Creator centre', description: '创作者可以登记自己的接口并提交审核。', descriptionEn: 'Creators can list their own APIs and submit them for review.' },
  { version: '1.2.0', releasedOn: '2026-08-28', title: '评论与点赞', titleEn: 'Comments and likes', description: '接口详情页支持评论、回复与点赞，可匿名发表。', descriptionEn: 'API pages gain comments, replies and likes, anonymous if you wish.' },
  { version: '1.3.0', releasedOn: '2026-10-09', title: '灰度发布', titleEn: 'Gradual rollout', description: '接口发布支持灰度与全量两种策略，并提供告警与下架策略。', descriptionEn: 'Publishing supports gradual and full rollout, with alarm and shutdown policies.' },
  { version: '1.4.0', releasedOn: '2026-11-12', title: '监控中心', titleEn: 'Monitor centre', description: '实时展示服务器 CPU、内存与网络状态，每 2 秒刷新。', descriptionEn: 'Live server CPU, memory and network figures, refreshed every 2 s.' },
  { version: '1.5.0', releasedOn: '2026-11-20', title: '全文搜索', titleEn: 'Full-text search', description: '搜索支持中文子串与大小写不敏感匹配，万级接口依然迅速。', descriptionEn: 'Search matches Chinese substrings case-insensitively and stays fast at tens of thousands of APIs.' },
];

export const seedAnnouncements = [
  { slug: 'maintenance-2026-11', type: 'system', daysAgo: 1, author: '平台运维组', title: '11 月 28 日凌晨系统维护通知', titleEn: 'System maintenance on 28 November', summary: '维护期间接口调用可能短暂中断，请提前做好准备。', summaryEn: 'Calls may be briefly interrupted during the maintenance window.', content: '<p>我们将于 <strong>11 月 28 日 02:00–04:00</strong> 升级数据库。</p><p>期间开放接口可能出现短暂中断，请做好重试。</p>', contentEn: '<p>We upgrade the database on <strong>28 November, 02:00–04:00</strong>.</p><p>Open calls may be interrupted briefly; please retry.</p>' },
  { slug: 'security-tokens', type: 'system', daysAgo: 9, author: '安全团队', title: '令牌安全提醒', titleEn: 'Token safety reminder', summary: '请勿在前端代码中暴露调用令牌。', summaryEn: 'Never expose call tokens in front-end code.', content: '<p>调用令牌等同于密码，请只在服务端保存。</p><ul><li>定期轮换令牌</li><li>泄露后立即吊销</li></ul>', contentEn: '<p>A call token is a password: keep it on the server.</p><ul><li>Rotate tokens regularly</li><li>Revoke a leaked token at once</li></ul>' },
  { slug: 'release-1-5', type: 'update', daysAgo: 1, author: '产品团队', title: '1.5.0 版本发布：全新搜索', titleEn: 'Release 1.5.0: new search', summary: '搜索支持中文子串与大小写不敏感匹配。', summaryEn: 'Search now matches Chinese substrings, case-insensitively.', content: '<p>新版搜索基于三元组索引，输入“天气”即可找到所有天气类接口。</p>', contentEn: '<p>The new search uses a trigram index: type “weather” to find every weather API.</p>' },
  { slug: 'release-1-4', type: 'update', daysAgo: 9, author: '产品团队', title: '1.4.0 版本发布：监控中心', titleEn: 'Release 1.4.0: monitor centre', summary: '实时查看服务器运行状态。', summaryEn: 'See the server’s health live.', content: '<p>监控中心每 2 秒刷新 CPU、内存与网络数据。</p>', contentEn: '<p>The monitor centre refreshes CPU, memory and network figures every 2 s.</p>' },
  { slug: 'creator-month', type: 'activity', daysAgo: 3, author: '社区运营', title: '创作者月：发布接口赢取周边', titleEn: 'Creator month: publish an API, win merchandise', summary: '12 月内发布并通过审核的接口均可参与评选。', summaryEn: 'Every API published and approved in December takes part.', content: '<p>活动时间：12 月 1 日至 31 日。</p><p>评选维度：实用性、文档质量与稳定性。</p>', contentEn: '<p>From 1 to 31 December.</p><p>Judged on usefulness, documentation and stability.</p>' },
  { slug: 'feedback-week', type: 'activity', daysAgo: 14, author: '社区运营', title: '反馈周：提交问题领取积分', titleEn: 'Feedback week: report issues, earn points', summary: '通过反馈中心提交有效问题即可获得积分。', summaryEn: 'Valid reports through the feedback centre earn points.', content: '<p>在反馈中心提交可复现的问题，审核通过后发放积分。</p>', contentEn: '<p>Report a reproducible issue in the feedback centre; points follow approval.</p>' },
];

export const seedNotices = [
  { slug: 'welcome-2026', daysAgo: 2, content: '欢迎使用接口市场！所有内置接口均可免费在线测试，新用户请先阅读《快速开始》。', contentEn: 'Welcome to API Market! Every built-in API can be tested online for free; newcomers, start with the Quick start guide.' },
];

export const seedProblemTypes = [
  { kind: '接口异常', kindEn: 'API error' },
  { kind: '文档错误', kindEn: 'Documentation mistake' },
  { kind: '页面显示问题', kindEn: 'Display problem' },
  { kind: '账号与权限', kindEn: 'Account and permissions' },
  { kind: '功能建议', kindEn: 'Feature request' },
  { kind: '其他', kindEn: 'Other' },
];

export const seedArticles = [
  {
    slug: 'quick-start', category: '入门指南', categoryEn: 'Getting started', author: '林语', publishedOn: '2026-06-01', original: true,
    title: '快速开始：五分钟调用第一个接口', titleEn: 'Quick start: your first call in five minutes',
    content: '<h2 id="find">1. 找到接口</h2><p>在首页搜索框输入关键词，例如“天气”。</p><h2 id="test">2. 在线测试</h2><p>打开详情页，填写参数后点击<strong>开始测试</strong>。</p><h2 id="code">3. 复制代码</h2><pre><code class="language-bash">curl "https://example.com/api/open/api/1?type=poem"</code></pre>',
    contentEn: '<h2 id="find">1. Find an API</h2><p>Type a keyword such as “weather” in the search box on the home page.</p><h2 id="test">2. Test it online</h2><p>Open its page, fill in the parameters and press <strong>Start test</strong>.</p><h2 id="code">3. Copy the code</h2><pre><code class="language-bash">curl "https://example.com/api/open/api/1?type=poem"</code></pre>',
  },
  {
    slug: 'publishing-guide', category: '创作者', categoryEn: 'Creators', author: '王磊', publishedOn: '2026-07-20', original: true,
    title: '如何发布自己的接口', titleEn: 'How to publish your own API',
    content: '<h2 id="form">填写接口信息</h2><p>名称、地址与测试地址为必填项。</p><h2 id="review">等待审核</h2><p>审核通过后即可选择灰度或全量发布。</p>',
    contentEn: '<h2 id="form">Describe the API</h2><p>Name, address and test address are required.</p><h2 id="review">Wait for review</h2><p>Once approved, publish gradually or in full.</p>',
  },
  {
    slug: 'api-security', category: '安全', categoryEn: 'Security', author: '陈浩', publishedOn: '2026-09-05', original: false,
    title: '接口安全的十条建议', titleEn: null,
    content: '<h2 id="tokens">令牌</h2><p>令牌只保存在服务端，并定期轮换。</p><h2 id="input">输入校验</h2><p>所有参数都要在服务端校验长度与格式。</p><blockquote>安全是一个过程，而不是一个产品。</blockquote>',
    contentEn: null,
  },
];
