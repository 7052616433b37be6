/** Bilingual blog posts seeded at first start: the platform's own engineering and release notes. */
export interface SeedBlogPost {
  slug: string;
  daysAgo: number;
  author: string;
  tags: string[];
  title: string;
  titleEn: string | null;
  summary: string;
  summaryEn: string;
  content: string;
  contentEn: string | null;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'why-a-gateway', daysAgo: 2, author: '林语', tags: ['engineering', 'gateway'],
    title: '为什么每一次调用都要经过网关', titleEn: 'Why every call goes through the gateway',
    summary: '在线测试、代码示例和第三方程序调用的是同一个地址：/api/open/api/{id}。这篇文章讲清楚网关替你做了哪些事。',
    summaryEn: 'The online tester, the code samples and third-party programs all call one address: /api/open/api/{id}. Here is what the gateway does for you on the way.',
    content: '<p>接口市场上的每个接口都有一个开放地址 <code>/api/open/api/{id}</code>。无论你在详情页点击「开始测试」，还是把生成的 Python 代码放进自己的项目，请求都会先到达平台网关。</p><h2 id="record">记录每一次调用</h2><p>网关为每次调用记录响应时间、状态码和调用方 IP（对访客隐藏最后一段），详情页的调用历史和趋势图就来自这些记录。</p><h2 id="guard">挡住不该出去的请求</h2><p>上游地址在每一次连接前都会检查：只允许 http 和 https、只允许 80 和 443 端口，解析后的地址必须是公网地址，环回、内网和链路本地地址一律拒绝，重定向的每一跳也不例外。</p><h2 id="policy">按策略发布</h2><p>灰度发布按调用方分桶，同一个调用方总是落在同一个桶里；错误率或慢调用超过告警阈值时，网关会发出告警，必要时自动下架。</p><blockquote>一个地址，同样的规则：测试时看到的结果就是上线后的结果。</blockquote>',
    contentEn: '<p>Every API in the market has an open address, <code>/api/open/api/{id}</code>. Whether you press “Start test” on its page or paste the generated Python into your project, the request reaches the platform gateway first.</p><h2 id="record">Every call is recorded</h2><p>The gateway records each call’s response time, status and caller IP (the last part hidden from visitors); the call history and trend chart on the detail page come from these records.</p><h2 id="guard">Requests that must not leave are stopped</h2><p>The upstream address is checked before every connection: only http and https, only ports 80 and 443, and the resolved address must be public — loopback, private and link-local addresses are refused, on every redirect hop too.</p><h2 id="policy">Publishing by policy</h2><p>A gradual release buckets callers so the same caller always lands in the same bucket; when errors or slow calls pass the alert threshold, the gateway raises an alert and can take the API offline.</p><blockquote>One address, the same rules: what you see when testing is what you get in production.</blockquote>',
  },
  {
    slug: 'release-1-5-search', daysAgo: 5, author: '产品团队', tags: ['release'],
    title: '1.5.0 发布：输入“天气”就能找到天气接口', titleEn: 'Release 1.5.0: type “weather”, find the weather APIs',
    summary: '新搜索基于 PostgreSQL 三元组索引，支持中文子串、大小写不敏感，在上万个接口中依然迅速。',
    summaryEn: 'The new search runs on a PostgreSQL trigram index: Chinese substrings, any letter case, still fast across tens of thousands of APIs.',
    content: '<p>1.5.0 版本把搜索从简单的前缀匹配换成了三元组索引。</p><h2 id="what">有什么变化</h2><ul><li>中文子串：输入“天气”可以找到“实时天气”和“七日天气预报”。</li><li>大小写不敏感：<code>uuid</code> 和 <code>UUID</code> 结果相同。</li><li>搜索范围包括名称、描述和分类名。</li></ul><h2 id="speed">速度</h2><p>我们在基准测试中用两万个接口验证了查询耗时，结果写在仓库的 README 里，每次发布都会重新测量。</p>',
    contentEn: '<p>Release 1.5.0 replaces prefix matching with a trigram index.</p><h2 id="what">What changed</h2><ul><li>Chinese substrings: “天气” finds both “实时天气” and “七日天气预报”.</li><li>Any letter case: <code>uuid</code> and <code>UUID</code> give the same results.</li><li>Names, descriptions and category names are searched.</li></ul><h2 id="speed">Speed</h2><p>The benchmark checks query time over twenty thousand APIs; the numbers are in the repository README and are measured again for every release.</p>',
  },
  {
    slug: 'gray-release-explained', daysAgo: 9, author: '王磊', tags: ['tutorial', 'gateway'],
    title: '灰度发布是怎么决定谁先用上新版本的', titleEn: 'How a gradual release decides who gets the new version first',
    summary: '阈值 1000 表示万分之一千，也就是 10% 的调用方。分桶规则、回滚和全量发布，一次讲清。',
    summaryEn: 'A threshold of 1000 means one thousand ten-thousandths — 10% of callers. Bucketing, rollback and full release, explained once.',
    content: '<p>发布接口时可以选择<strong>灰度</strong>或<strong>全量</strong>。</p><h2 id="bucket">分桶</h2><p>网关把接口编号和调用方（登录用户的编号，否则是 IP）一起做 SHA-256，对 10000 取余得到桶号。桶号小于阈值的调用方走新地址，其余调用方继续使用上一次全量发布的地址。</p><h2 id="threshold">阈值</h2><p>阈值的单位是万分之一：1000 即 10%，10000 即全部。管理员设置的阈值优先于创作者提交的灰度比例。</p><h2 id="rollback">回滚</h2><p>灰度期间如果失败率超过告警策略，网关会告警；超过下架策略时自动回滚到稳定版本。</p>',
    contentEn: '<p>When you publish an API you choose a <strong>gradual</strong> or a <strong>full</strong> release.</p><h2 id="bucket">Buckets</h2><p>The gateway hashes the API id together with the caller (the user id when signed in, else the IP) with SHA-256 and takes it modulo 10000. Callers whose bucket is below the threshold get the new address; the rest keep the address of the last full release.</p><h2 id="threshold">The threshold</h2><p>The threshold counts ten-thousandths: 1000 is 10%, 10000 is everyone. An administrator’s threshold wins over the creator’s share.</p><h2 id="rollback">Rollback</h2><p>If failures pass the alert policy during the rollout, the gateway raises an alert; past the shutdown policy it rolls back to the stable version.</p>',
  },
  {
    slug: 'token-hygiene', daysAgo: 14, author: '安全团队', tags: ['security'],
    title: 'API Key 的正确用法', titleEn: 'Using API keys the right way',
    summary: '密钥只显示一次、服务器只存哈希、泄露后立即吊销。三条规则，保护你的调用额度。',
    summaryEn: 'A key is shown once, the server keeps only its hash, and a leaked key is revoked at once. Three rules that protect your quota.',
    content: '<p>需要令牌的接口可以用登录令牌或 API Key 调用。</p><h2 id="once">只显示一次</h2><p>创建密钥后页面只显示一次完整内容，服务器只保存它的 SHA-256 摘要。丢失了就吊销并新建一个。</p><h2 id="where">放在哪里</h2><p>把密钥放在服务器的环境变量里，通过 <code>X-API-Key</code> 请求头发送；不要写进前端代码、移动应用或公开仓库。</p><h2 id="revoke">发现泄露</h2><p>在个人中心吊销密钥后，使用它的请求会立即得到 401。</p>',
    contentEn: '<p>APIs that need a token accept a sign-in token or an API key.</p><h2 id="once">Shown once</h2><p>A new key is shown in full only once; the server stores only its SHA-256 digest. Lost it? Revoke it and create another.</p><h2 id="where">Where to keep it</h2><p>Keep the key in your server’s environment and send it in the <code>X-API-Key</code> header — never in front-end code, a mobile app or a public repository.</p><h2 id="revoke">When it leaks</h2><p>Revoke the key and every request using it gets 401 at once.</p>',
  },
  {
    slug: 'monitor-centre', daysAgo: 20, author: '赵强', tags: ['release', 'engineering'],
    title: '监控中心：每 2 秒一次的真实采样', titleEn: 'The monitor centre: a real sample every 2 seconds',
    summary: 'CPU、内存和网络数据每 2 秒采样一次，通过 WebSocket 推送；没有传感器的温度显示“—”，绝不编造。',
    summaryEn: 'CPU, memory and network are sampled every 2 s and pushed over a WebSocket; a temperature with no sensor shows “—”, never an invented number.',
    content: '<p>监控中心展示的是网关所在主机的真实数据。</p><h2 id="tick">一次采样，推给所有人</h2><p>不论有多少人打开监控页，网关每 2 秒只采样一次，然后通过 GraphQL 订阅推送给每个连接。</p><h2 id="history">历史</h2><p>采样同时写入历史表，可以查看 1 小时、24 小时和 7 天的趋势。</p><h2 id="honest">诚实的数字</h2><p>虚拟机通常没有温度传感器，这时页面显示“—”并说明原因。</p>',
    contentEn: '<p>The monitor centre shows the real figures of the host the gateway runs on.</p><h2 id="tick">One sample, pushed to everyone</h2><p>However many people watch, the gateway samples once every 2 s and pushes it to every connection over a GraphQL subscription.</p><h2 id="history">History</h2><p>Samples are also stored, so you can see 1-hour, 24-hour and 7-day trends.</p><h2 id="honest">Honest numbers</h2><p>Virtual machines usually have no temperature sensor; the page then shows “—” and says why.</p>',
  },
  {
    slug: 'comment-etiquette', daysAgo: 27, author: '社区运营', tags: ['community'],
    title: '评论区公约：让每条评论都能帮到下一个人', titleEn: 'Comment guidelines: make every comment help the next person',
    summary: '附上可复现的调用、说清期望和实际结果、对事不对人。匿名发言同样适用。',
    summaryEn: 'Attach a reproducible call, say what you expected and what happened, be kind. Anonymous comments too.',
    content: '<p>接口详情页的评论区是创作者和使用者交流的地方。</p><h2 id="reproduce">附上调用</h2><p>遇到问题时，可以把自己的一次调用附在评论里，创作者能看到请求参数和状态码，复现起来快得多。</p><h2 id="clear">说清楚</h2><p>写明期望的结果和实际的结果，比“不能用”有用得多。</p><h2 id="kind">友善</h2><p>对事不对人。评论最多 500 字，昵称最多 20 字。</p>',
    contentEn: '<p>The comments on an API’s page are where creators and users talk.</p><h2 id="reproduce">Attach a call</h2><p>When something goes wrong, attach one of your calls: the creator sees its parameters and status and can reproduce it far faster.</p><h2 id="clear">Be precise</h2><p>Say what you expected and what you got — much more useful than “it’s broken”.</p><h2 id="kind">Be kind</h2><p>Discuss the work, not the person. Comments are up to 500 characters, nicknames up to 20.</p>',
  },
  {
    slug: 'builtin-apis', daysAgo: 35, author: '李娜', tags: ['tutorial'],
    title: '16 个内置接口：离线也能用的工具箱', titleEn: null,
    summary: 'UUID、Base64、哈希、二维码、拼音、单位换算……这些接口由网关直接应答，不依赖任何外部服务。',
    summaryEn: '',
    content: '<p>平台自带 16 个内置接口，地址形如 <code>builtin:uuid</code>，由网关在进程内直接应答。</p><h2 id="list">都有哪些</h2><ul><li>文本：一言、拼音、字数统计、JSON 格式化</li><li>安全：UUID、哈希、密码、Base64、二维码</li><li>数据：时间戳、单位换算、颜色、日期差</li><li>网络：IP、User-Agent 解析、HTTP 状态码</li></ul><h2 id="tools">在工具箱里试试</h2><p>工具箱页面把它们做成了小工具：填表、点运行，就能看到网关的真实应答和对应的调用代码。</p>',
    contentEn: null,
  },
];
