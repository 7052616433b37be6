/**
 * The home page's first screen as static HTML, drawn by index.html before any script has arrived: the
 * header, the AI banner, the hero, the first slide, the notice card and the announcements card, in the
 * real layout (the same sizes as the Chakra components at every breakpoint, light and dark, zh and en).
 * The notice — the largest text of the first screen on a phone — is written into it as soon as the
 * first-screen request (started in <head>) answers, so it does not wait for the scripts. React replaces
 * all of it with the real page in its first commit (main.tsx renders once that request has answered).
 * Labels come from the app's own zh/en files; nothing here is invented content.
 *
 * tests/e2e/home-first-screen.test.ts checks that the shell's boxes are where the page's are.
 */

type Labels = Record<string, string>;

/** The header's labels, which every shell draws (the home page's and the main routes'). */
const HEADER_KEYS = {
  name: 'app.name',
  home: 'nav.home',
  market: 'nav.market',
  watch: 'nav.watch',
  docs: 'nav.docs',
  feedback: 'nav.feedback',
  login: 'nav.login',
  lang: 'lang.switch',
} as const;

/** An API card's labels (the market's cards and the home page's popular APIs: API_CARD_JS). */
const CARD_KEYS = {
  uncategorised: 'card.uncategorised',
  by: 'card.by',
  details: 'api.details',
  isNew: 'api.new',
  original: 'api.original',
  calls7d: 'card.calls7d',
  median: 'card.median',
  availability: 'card.availability',
  noCalls: 'card.noCalls',
  noCallsYet: 'card.noCallsYet',
  call: 'api.call',
} as const;

/** The labels the shell shows, by i18n key (client/src/i18n/{zh,en}.json and the features' bundles). */
export const SHELL_KEYS = {
  ...HEADER_KEYS,
  tagline: 'app.tagline',
  banner: 'home.aiBanner',
  slideTitle: 'home.slides.discover.title',
  slideBody: 'home.slides.discover.body',
  slideCta: 'home.slides.discover.cta',
  notice: 'notice.title',
  read: 'notice.read',
  later: 'notice.later',
  noticeEmpty: 'notice.empty',
  announcements: 'announcements.title',
  all: 'announcements.tabs.all',
  system: 'announcements.tabs.system',
  update: 'announcements.tabs.update',
  activity: 'announcements.tabs.activity',
  popular: 'home.popular',
  popularHint: 'home.popularHint',
  toMarket: 'home.toMarket',
  ...CARD_KEYS,
} as const;

export function shellLabels(messages: Record<string, unknown>): Labels {
  const get = (key: string) => {
    const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
    if (typeof value !== 'string') throw new Error(`first-screen shell: no label ${key}`);
    return value;
  };
  return Object.fromEntries(Object.entries(SHELL_KEYS).map(([name, key]) => [name, get(key)]));
}

/** Chakra's values for the tokens the first screen uses (light, then `.dark`). */
const CSS = `
.fs{--bg:#fff;--fg:#09090b;--muted:#52525b;--border:#e4e4e7;--panel:#fff;--subtle:#f4f4f5;--btn:#27272a;--link:#173da6;--pbg:#f3e8ff;--pfg:#641ba3;--hero:#dbeafe;--solid:#18181b;--solidfg:#fff;--skel:#e4e4e7}
.dark .fs{--bg:#09090b;--fg:#fafafa;--muted:#a1a1aa;--border:#27272a;--panel:#111;--subtle:#18181b;--btn:#e4e4e7;--link:#a3cfff;--pbg:#2f0553;--pfg:#d8b4fe;--hero:#14204a;--solid:#fff;--solidfg:#09090b;--skel:#27272a}
body{margin:0}
.fs{min-height:100vh;background:var(--bg);color:var(--fg);font-family:Inter,'PingFang SC','Microsoft YaHei',system-ui,sans-serif;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%;text-size-adjust:100%}
.fs *{box-sizing:border-box;margin:0;padding:0;font:inherit}
.fs svg{width:1em;height:1em;flex-shrink:0}
.fs-c{width:100%;max-width:80rem;margin:0 auto;padding-left:16px;padding-right:16px}
.fs-header{background:var(--panel);border-bottom:1px solid var(--border)}
.fs-bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding-top:12px;padding-bottom:12px}
.fs-home{display:flex;align-items:center;gap:8px}.fs-logo{display:inline-flex;width:28px;height:28px;flex-shrink:0}.fs-logo svg{width:100%;height:100%}
.fs-brand{font-size:18px;line-height:27px;font-weight:700;white-space:nowrap;color:var(--btn)}
.fs-nav{display:none;gap:20px;font-weight:500;color:var(--link)}
.fs-tools{display:flex;align-items:center;gap:8px}
.fs-btn{display:inline-flex;align-items:center;justify-content:center;gap:4px;height:32px;min-width:32px;padding:0 10px;border:1px solid transparent;border-radius:4px;font-size:12px;line-height:16px;font-weight:500;white-space:nowrap;color:var(--btn)}
.fs-btn svg{font-size:16px}
.fs-outline{border-color:var(--border)}
.fs-sq{padding:0}
.fs-blue{background:#2563eb;color:#fff}
.fs-dark{background:var(--solid);color:var(--solidfg)}
.fs-wide{display:none}
.fs-banner{overflow:hidden;padding:8px 0;background:var(--pbg);color:var(--pfg);font-size:14px;line-height:21px}
.fs-mq{display:flex;width:max-content;align-items:center;gap:8px;padding:0 32px;white-space:nowrap}
.fs-hero{padding:32px 0;background:linear-gradient(var(--hero),var(--bg))}
.fs-hrow{display:flex;flex-direction:column;align-items:flex-start;justify-content:space-between;gap:16px}
.fs-htext{display:flex;flex-direction:column;gap:8px;min-width:0}
.fs-tag{color:var(--muted)}
.fs-slogan{min-height:64px;font-size:20px;line-height:30px;font-weight:700}
.fs-caret{animation:fs-blink 1s step-end infinite}
@keyframes fs-blink{0%,100%{opacity:1}50%{opacity:0}}
@media (prefers-reduced-motion:reduce){.fs-caret{animation:none}}
.fs-clock{display:flex;align-items:center;gap:8px;color:var(--muted);font-size:14px;line-height:21px;font-variant-numeric:tabular-nums}
.fs-main{padding-top:24px;padding-bottom:24px}
.fs-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:24px}
.fs-car{position:relative;overflow:hidden;height:192px;border-radius:12px}
.fs-slide{display:flex;flex-direction:column;justify-content:center;gap:8px;height:100%;padding:0 48px;color:#fff;background:linear-gradient(to bottom right,#2563eb,#9333ea)}
.fs-slide h2{font-size:18px;line-height:28px;font-weight:600}
.fs-slide p{font-size:14px;line-height:21px;opacity:.9;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fs-surface{height:36px;padding:0 14px;font-size:14px;line-height:20px;background:var(--subtle);box-shadow:0 0 0 1px var(--border)}
.fs-arrow{position:absolute;top:50%;transform:translateY(-50%);display:flex;align-items:center;justify-content:center;width:32px;height:32px;color:#fff}
.fs-arrow svg{font-size:16px}
.fs-dots{position:absolute;bottom:12px;left:50%;transform:translateX(-50%);display:flex}
.fs-dots i{width:8px;height:8px;margin:0 8px;border-radius:9999px;background:#fff;opacity:.5}
.fs-dots i:first-child{width:24px;margin:0;opacity:1}
.fs-right{display:flex;flex-direction:column;gap:16px;min-width:0}
.fs-card{display:flex;flex-direction:column;border-radius:6px}
.fs-subtle{background:var(--subtle)}
.fs-ocard{background:var(--panel);border:1px solid var(--border)}
.fs-ch{display:flex;align-items:center;gap:8px;padding:24px 24px 0}
.fs-ch h2{font-weight:600}
.fs-cb{display:flex;flex-direction:column;flex:1;gap:12px;padding:24px}
.fs-text{white-space:pre-line}
.fs-empty{padding:16px 0;text-align:center;color:var(--muted);font-size:14px}
.fs-row{display:flex;justify-content:flex-end;gap:8px}
.fs-tabs{display:flex;gap:4px;overflow-x:auto}
.fs-sk{display:flex;flex-direction:column;gap:8px}
.fs-sk i{display:block;height:24px;border-radius:6px;background:var(--skel)}
.fs-sk.fs-tall i{height:40px}
.fs-hstack{display:flex;flex-direction:column;gap:32px}
.fs-cat{display:flex;flex-direction:column;gap:16px}
.fs-cathead{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
.fs-catt{display:flex;flex-wrap:wrap;align-items:baseline;gap:12px}
.fs-catt h2{font-size:18px;line-height:28px;font-weight:600}
.fs .fs-catlink{height:36px;padding:0 14px;font-size:14px;color:var(--link)}
.fs-catsearch{display:flex;flex-direction:column;gap:8px}
.fs-catsearch i{display:block;height:36px;border-radius:6px;background:var(--skel)}
@media (min-width:1024px){.fs-hstack .fs-cards{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:480px){.fs-catsearch{flex-direction:row}.fs-catsearch i:first-child{width:192px}.fs-catsearch i:nth-child(2){flex:1}.fs-catsearch i:last-child{width:80px}}
@media (min-width:769px){
.fs-c{padding-left:24px;padding-right:24px}
.fs-nav{display:flex}
.fs-wide{display:inline-flex}
.fs-narrow{display:none}
.fs-hero{padding:48px 0}
.fs-hrow{flex-direction:row;align-items:center}
.fs-slogan{min-height:48px;font-size:30px;line-height:45px}
.fs-car{height:256px}
.fs-slide{padding:0 64px}
.fs-slide h2{font-size:24px;line-height:32px}
.fs-slide p{font-size:16px;line-height:24px}
}
@media (min-width:1024px){
.fs-c{padding-left:32px;padding-right:32px}
.fs-grid{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}
.fs-car{height:auto;min-height:256px}
}
`
  .trim()
  .replace(/\n/g, '');

/** The shell's CSS (a <style> in <head>: everything it styles is under `.fs`, the shell's root). */
export function shellCss(): string {
  return CSS;
}

/**
 * The script placed right after <div id="root">: draws the shell on the home route (where the head's
 * script started the first-screen request, `window.__firstScreen`), then fills in the notice.
 */
export function shellScript(
  labels: { zh: Labels; en: Labels },
  statuses: ShellStatuses,
  icons: Record<string, string>,
): string {
  return `(function () {
  var pending = window.__firstScreen;
  var root = document.getElementById('root');
  if (!pending || !root || root.firstChild) return;
  var en = document.documentElement.lang === 'en';
  var dark = document.documentElement.classList.contains('dark');
  var L = ${JSON.stringify(labels)}[en ? 'en' : 'zh'];
  var I = ${JSON.stringify(icons)};
  var S = ${JSON.stringify(statuses)};
  var esc = function (s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  };
  var text = function (tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) el.className = cls;
    el.textContent = value;
    return el;
  };
  var pick = function (zh, en2) { return en && en2 ? en2 : zh; };
  ${API_CARD_JS}
  var btn = function (cls, inner) { return '<span class="fs-btn ' + cls + '">' + inner + '</span>'; };
  var skel = function (n, cls) { return '<div class="fs-sk ' + cls + '">' + new Array(n + 1).join('<i></i>') + '</div>'; };
  var locale = en ? 'en-GB' : 'zh-CN';
  var now = new Date();
  root.innerHTML = '<div class="fs" aria-busy="true">' +
    '<div class="fs-header"><div class="fs-c fs-bar"><span class="fs-home"><span class="fs-logo">' + '<svg viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="fs-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#fs-g)"/><path d="M11.5 9.5 5.5 16l6 6.5M20.5 9.5l6 6.5-6 6.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><path d="M12.5 16h7" stroke="#fff" stroke-width="2.6" stroke-linecap="round" opacity=".7"/><circle cx="16" cy="16" r="2.6" fill="#fff"/></svg>' + '</span><span class="fs-brand">' + esc(L.name) + '</span></span>' +
    '<div class="fs-nav">' + [L.home, L.market, L.watch, L.docs, L.feedback].map(function (t) { return '<span>' + esc(t) + '</span>'; }).join('') + '</div>' +
    '<div class="fs-tools">' + btn('fs-outline', esc(L.lang)) + btn('fs-outline fs-sq', dark ? I.sun : I.moon) +
    btn('fs-blue fs-wide', esc(L.login)) + btn('fs-sq fs-narrow', I.menu) + '</div></div></div>' +
    '<div class="fs-banner"><span class="fs-mq">' + I.sparkles + '<span>' + esc(L.banner) + '</span></span></div>' +
    '<div class="fs-hero"><div class="fs-c fs-hrow"><div class="fs-htext"><p class="fs-tag">' + esc(L.tagline) + '</p>' +
    '<p class="fs-slogan"><span class="fs-caret">|</span></p></div>' +
    '<div class="fs-clock">' + I.clock + '<span>' + esc(now.toLocaleDateString(locale) + ' ' + now.toLocaleTimeString(locale, { hour12: false })) + '</span></div></div></div>' +
    '<div class="fs-c fs-main"><div class="fs-hstack"><div class="fs-grid">' +
    '<div class="fs-car"><div class="fs-slide"><h2>' + esc(L.slideTitle) + '</h2><p>' + esc(L.slideBody) + '</p>' +
    '<div>' + btn('fs-surface', esc(L.slideCta)) + '</div></div>' +
    '<span class="fs-arrow" style="left:8px">' + I.left + '</span><span class="fs-arrow" style="right:8px">' + I.right + '</span>' +
    '<span class="fs-dots"><i></i><i></i><i></i></span></div>' +
    '<div class="fs-right"><div class="fs-card fs-subtle" id="fs-notice"><div class="fs-ch">' + I.bell + '<h2>' + esc(L.notice) + '</h2></div>' +
    '<div class="fs-cb">' + skel(2, '') + '</div></div>' +
    '<div class="fs-card fs-ocard"><div class="fs-ch">' + I.megaphone + '<h2>' + esc(L.announcements) + '</h2></div>' +
    '<div class="fs-cb"><div class="fs-tabs">' + btn('fs-dark', esc(L.all)) + btn('', esc(L.system)) + btn('', esc(L.update)) + btn('', esc(L.activity)) + '</div>' +
    skel(3, 'fs-tall') + '</div></div></div></div>' +
    // The popular APIs (ApiCatalog): its head, the search bar's place, then the cards from the answer.
    '<section class="fs-cat" aria-labelledby="fs-apis"><div class="fs-cathead"><div class="fs-catt"><h2 id="fs-apis">' + esc(L.popular) + '</h2>' +
    '<p class="fs-sub">' + esc(L.popularHint) + '</p></div><span class="fs-btn fs-catlink" id="fs-tomarket" aria-hidden="true"></span></div>' +
    '<div class="fs-catsearch" aria-hidden="true"><i></i><i></i><i></i></div>' +
    '<div class="fs-cards" id="fs-hcards">' + new Array(7).join('<div class="fs-askel"></div>') + '</div></section></div></div></div>';
  pending.then(function (result) {
    var cards = document.getElementById('fs-hcards');
    var market = result && !(result.errors && result.errors.length) && result.data && result.data.market;
    if (cards && market && market.items && market.items.length) {
      document.getElementById('fs-tomarket').innerHTML = esc(L.toMarket.replace('{{count}}', String(market.allCount))) + I.arrow;
      cards.innerHTML = '';
      market.items.forEach(function (api) { cards.appendChild(apiCard(api)); });
    }
  });
  pending.then(function (result) {
    var card = document.getElementById('fs-notice');
    var data = result && !(result.errors && result.errors.length) ? result.data : null;
    // Gone (the app is on screen), or failed (the app says so and offers a retry).
    if (!card || !data || !('currentNotice' in data)) return;
    var body = card.lastChild;
    var notice = data.currentNotice;
    if (!notice) {
      body.innerHTML = '<p class="fs-empty">' + esc(L.noticeEmpty) + '</p>';
      return;
    }
    // Read (until a new one), or "later" for this browser session: not shown (NoticePanel).
    var hidden = [];
    try { hidden = [localStorage.getItem('noticeRead'), sessionStorage.getItem('noticeLater')]; } catch (e) {}
    if (hidden.indexOf(String(notice.id)) >= 0) {
      card.parentNode.removeChild(card);
      return;
    }
    var text = document.createElement('p');
    text.className = 'fs-text';
    text.textContent = en && notice.contentEn ? notice.contentEn : notice.content;
    body.innerHTML = '';
    body.appendChild(text);
    var row = document.createElement('div');
    row.className = 'fs-row';
    row.innerHTML = btn('', esc(L.later)) + btn('fs-blue', esc(L.read));
    body.appendChild(row);
  });
})();`;
}

interface IconNode {
  tag: string;
  attr: Record<string, string>;
  child?: IconNode[];
}

/** A react-icons icon (its GenIcon tree) as SVG markup, as react-icons draws it. */
export function iconSvg(tree: IconNode): string {
  const attrs = (a: Record<string, string>) =>
    Object.entries(a)
      .map(([k, v]) => ` ${k === 'viewBox' ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${v}"`)
      .join('');
  const node = (n: IconNode): string => `<${n.tag}${attrs(n.attr)}>${(n.child ?? []).map(node).join('')}</${n.tag}>`;
  return node({ ...tree, attr: { ...tree.attr, 'aria-hidden': 'true' } });
}

/** The labels the main routes' shells show (app and feature bundles: client/src/i18n and each feature's i18n folder). */
export const ROUTE_SHELL_KEYS = {
  ...HEADER_KEYS,
  newsletter: 'footer.newsletter',
  newsletterHint: 'footer.newsletterHint',
  emailPlaceholder: 'footer.emailPlaceholder',
  subscribe: 'footer.subscribe',
  loginTitle: 'login.title',
  loginSubtitle: 'login.subtitle',
  signIn: 'login.signIn',
  signUp: 'login.signUp',
  account: 'login.account',
  password: 'login.password',
  marketTitle: 'market.title',
  marketSubtitle: 'market.subtitle',
  searchLabel: 'market.searchLabel',
  searchPlaceholder: 'market.searchPlaceholder',
  search: 'market.search',
  categories: 'market.categories',
  count: 'market.count',
  sortLabel: 'market.sortLabel',
  sortPopular: 'market.sort.popular',
  viewLabel: 'market.viewLabel',
  grid: 'market.grid',
  list: 'market.list',
  ...CARD_KEYS,
  paramsTitle: 'detail.params.title',
  paramName: 'detail.params.name',
  paramType: 'detail.params.type',
  paramRequired: 'detail.params.required',
  paramNote: 'detail.params.note',
  paramExample: 'detail.params.example',
  paramLocation: 'detail.params.location',
  locQuery: 'rules.paramLocation.query',
  locPath: 'rules.paramLocation.path',
  locHeader: 'rules.paramLocation.header',
  locCookie: 'rules.paramLocation.cookie',
  locBody: 'rules.paramLocation.body',
  paramsEmpty: 'detail.params.empty',
  yes: 'detail.basic.yes',
  no: 'detail.basic.no',
  hot: 'detail.hot',
  prototype: 'detail.mock.prototype',
  prototypeHint: 'detail.mock.prototypeHint',
  exportJson: 'apiImport.exportJson',
  exportYaml: 'apiImport.exportYaml',
  updatedAt: 'detail.updatedAt',
  callCount: 'detail.callCount',
  author: 'detail.author',
  unknownAuthor: 'detail.unknownAuthor',
  basicTitle: 'detail.basic.title',
  basicStatus: 'detail.basic.status',
  basicMethod: 'detail.basic.method',
  basicFormat: 'detail.basic.format',
  basicToken: 'detail.basic.needToken',
  basicAddress: 'detail.basic.address',
  mockAddress: 'detail.mock.address',
  copy: 'shared.copy.copy',
  consoleTabs: 'console.tabs',
  consoleMenu: 'console.openMenu',
  toMobile: 'console.toMobile',
  myApis: 'console.pages.myapi',
  statAll: 'creator.list.stats.all',
  statCalls: 'creator.list.stats.calls',
  colCalls: 'creator.list.col.calls',
} as const;

export function routeShellLabels(messages: Record<string, unknown>): Labels {
  const get = (key: string) => {
    const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
    if (typeof value !== 'string') throw new Error(`route shell: no label ${key}`);
    return value;
  };
  return Object.fromEntries(Object.entries(ROUTE_SHELL_KEYS).map(([name, key]) => [name, get(key)]));
}

/** The main routes' shells (under `.fs` too): Chakra's sizes of the login card and the market. */
const ROUTE_CSS = `
.fs-login{max-width:28rem;padding-top:32px;padding-bottom:32px}
.fs-lcard{background:var(--panel);border:1px solid var(--border);border-radius:8px;color:var(--fg)}
.fs-lhead{display:flex;flex-direction:column;gap:6px;padding:24px 24px 0}
.fs-lrow{display:flex;align-items:center;gap:12px}
.fs-logo40{width:40px;height:40px}
.fs-lh{font-size:18px;line-height:28px;font-weight:600}
.fs-sub{font-size:14px;line-height:20px;color:var(--muted)}
.fs-lbody{padding:24px}
.fs-ltabs{display:flex;margin-bottom:32px;padding:4px;border-radius:6px;background:var(--subtle)}
.fs-ltabs span{flex:1;display:flex;align-items:center;justify-content:center;height:40px;font-size:14px;font-weight:500;color:var(--muted);border-radius:4px}
.fs-ltabs span:first-child{background:var(--bg);color:var(--fg);box-shadow:0 1px 2px rgba(0,0,0,.1)}
.fs-form{display:flex;flex-direction:column;gap:16px}
.fs-field{display:flex;flex-direction:column;gap:6px}
.fs-field label{font-size:14px;line-height:20px;font-weight:500}
.fs .fs-input{display:block;width:100%;height:40px;padding:0 12px;border:1px solid var(--border);border-radius:6px;background:transparent;color:var(--fg);font-size:14px}
.fs-submit{display:flex;align-items:center;justify-content:center;height:40px;border:0;border-radius:6px;background:#2563eb;color:#fff;font-size:14px;font-weight:500}
.fs-foot{margin-top:48px;border-top:1px solid var(--border);background:var(--subtle)}
.fs-foot .fs-c{padding-top:32px;padding-bottom:32px}
.fs-fstack{display:flex;flex-direction:column;gap:8px;max-width:28rem}
.fs-fh{font-size:14px;line-height:20px;font-weight:600}
.fs-frow{display:flex;gap:12px}
.fs-frow .fs-input{flex:1;height:32px;font-size:14px;line-height:30px;color:var(--muted)}
.fs-fbtn{height:32px;padding:0 12px;font-size:14px}
.fs-mhero{background:var(--subtle);border-bottom:1px solid var(--border)}
.fs-mhero .fs-c{padding-top:24px;padding-bottom:24px}
.fs-mstack{display:flex;flex-direction:column;gap:12px;max-width:48rem}
.fs-mh1{font-size:24px;line-height:32px;font-weight:600}
.fs-msearch{display:flex;gap:8px}
.fs-msearch .fs-input{flex:1;padding-inline-start:40px;background:var(--bg)}
.fs-mbox{position:relative;flex:1;display:flex}
.fs-mbox svg{position:absolute;left:12px;top:12px;color:var(--muted)}
.fs-mbtn{height:40px;padding:0 16px;font-size:14px}
.fs-mbody{padding-top:24px;padding-bottom:24px}
.fs-mgrid{display:grid;grid-template-columns:minmax(0,1fr);gap:24px;align-items:start}
.fs-maside{display:none}
.fs-mres{display:flex;flex-direction:column;gap:16px;min-width:0}
.fs-mbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;font-size:14px;line-height:20px;color:var(--muted)}
.fs-cards{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
.fs-acard{display:flex;flex-direction:column;gap:12px;padding:16px;border:1px solid var(--border);border-radius:8px;background:var(--panel);min-width:0;height:100%}
.fs-atop,.fs-abottom{display:flex;flex-direction:column;gap:12px;min-width:0}
.fs-atop{flex:1}
.fs-ahead{display:flex;align-items:flex-start;gap:12px}
.fs-anames{display:flex;flex-direction:column;gap:2px;min-width:0;flex:1}
.fs-aicon{width:44px;height:44px;border-radius:8px;background:var(--subtle);border:1px solid var(--border);flex-shrink:0}
.fs-star{display:inline-flex;align-items:center;gap:4px;height:32px;padding:0 8px;font-size:12px}
.fs-aname{display:block;font-weight:600;color:var(--fg);text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fs-badge{padding:2px 6px;border-radius:4px;font-weight:500}
.fs-new{background:#9333ea;color:#fff}
.fs-orig{background:#dbeafe;color:#1e40af}
.dark .fs-orig{background:#14204a;color:#a3cfff}
.fs-figs{display:flex;align-items:center;justify-content:space-between;gap:16px;padding-top:12px;border-top:1px solid var(--border)}
.fs-fig{min-width:0}
.fs-figv{font-size:14px;line-height:20px;font-weight:600;font-variant-numeric:tabular-nums}
.fs-sm{font-size:14px;line-height:20px;text-align:end}
.fs-acat{font-size:12px;line-height:16px;color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fs-adesc{min-height:40px;font-size:14px;line-height:20px;color:var(--muted);display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fs-abadges{display:flex;align-items:center;gap:6px;font-size:12px;line-height:16px;color:var(--muted)}
.fs-method{padding:2px 6px;border-radius:4px;box-shadow:inset 0 0 0 1px #93c5fd;color:#1d4ed8;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:500}
.dark .fs-method{color:#93c5fd;box-shadow:inset 0 0 0 1px #1e40af}
.fs-date{display:inline-flex;align-items:center;gap:4px;margin-inline-start:auto;font-variant-numeric:tabular-nums}
.fs-afoot{display:flex;align-items:center;justify-content:flex-end;gap:8px}
.fs-status{display:flex;align-items:center;gap:6px;margin-inline-end:auto;font-size:12px;line-height:16px;color:var(--muted)}
.fs-status i{width:8px;height:8px;border-radius:9999px}
.fs-dstatus{background:var(--subtle);font-size:12px;line-height:16px}
.fs .fs-xs{height:32px;padding:0 10px;font-size:12px;text-decoration:none}
.fs-mtools{display:flex;align-items:center;gap:8px;margin-inline-start:auto}
.fs .fs-m36{height:36px;padding:0 14px;font-size:14px;color:var(--fg)}
.fs-vgroup{display:flex;border:1px solid var(--border);border-radius:4px}
.fs-vgroup span{display:flex;align-items:center;justify-content:center;width:36px;height:36px;font-size:16px}
.fs-vgroup span:first-child{background:var(--subtle)}
.fs-ph{color:var(--muted);line-height:38px}
.fs-rail{display:flex;flex-direction:column;gap:8px}
.fs-rail i{display:block;height:32px;border-radius:4px;background:var(--skel)}
.fs-rh{font-size:12px;line-height:16px;font-weight:600;color:var(--muted);text-transform:uppercase;padding:0 12px;margin-bottom:8px}
.fs-askel{height:240px;border-radius:8px;background:var(--skel)}
.fs-detail{max-width:72rem;padding:16px 12px}
.fs-dhead{display:flex;flex-direction:column;gap:12px;margin-bottom:40px}
.fs-dh1{min-height:36px;font-size:20px;line-height:30px;font-weight:600;word-break:break-word}
.fs-dhead .fs-abadges{min-height:24px;flex-wrap:wrap;gap:8px}
.fs-badge svg{width:12px;height:12px}
.fs-hot{display:inline-flex;align-items:center;gap:4px;background:#dc2626;color:#fff}
.fs-proto{background:var(--pbg);color:var(--pfg)}
.fs-phint{font-size:14px;line-height:20px;color:var(--pfg)}
.fs-drow{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
.fs-drow h1{min-width:0}
.fs .fs-dstar{height:36px;padding:0 8px;font-size:14px}
.fs-exports{display:flex;flex-wrap:wrap;gap:8px}
.fs-exports .fs-btn{height:44px}
.fs-exports svg{font-size:14px}
.fs-info{display:flex;flex-wrap:wrap;gap:12px;font-size:14px;line-height:21px;color:var(--muted)}
.fs-info>span{display:flex;align-items:center;gap:4px}
.fs-info .fs-who{gap:6px}
.fs-av{width:20px;height:20px;border-radius:9999px;background:#6d28d9}
.fs-alink{color:var(--link)}
.fs-dgrid{display:grid;grid-template-columns:minmax(0,1fr);gap:20px;align-items:start}
.fs-dstack{display:flex;flex-direction:column;gap:20px;min-width:0}
.fs-bgrid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px;margin-bottom:16px}
.fs-item{min-width:0;margin-bottom:12px}
.fs-ilabel{font-size:12px;line-height:18px;color:var(--muted);margin-bottom:4px}
.fs-item .fs-badge,.fs-item .fs-method{display:inline-flex;line-height:16px}
.fs-item .fs-method{font-family:inherit;font-size:12px}
.fs-med{font-weight:500}
.fs-addr{display:flex;align-items:center;gap:8px}
.fs-acode{flex:1;min-width:0;padding:6px 8px;border-radius:4px;background:var(--subtle);font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;line-height:16px;white-space:nowrap;overflow:hidden}
.fs-sec{border:1px solid var(--border);border-radius:8px;background:var(--panel);min-width:0}
.fs-sech{padding:16px 16px 0}
.fs-sech h2{font-size:16px;line-height:24px;font-weight:600}
.fs-secb{padding:16px;min-width:0}
.fs-tscroll{overflow-x:auto}
.fs-table{width:100%;font-size:14px;line-height:20px;border-collapse:collapse}
.fs-table th{text-align:start;font-weight:600;color:var(--muted);padding:8px 12px;border-bottom:1px solid var(--border);white-space:nowrap}
.fs-table td{padding:8px 12px;border-bottom:1px solid var(--border);vertical-align:top}
.fs-table code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;padding:0 4px;border-radius:4px;background:var(--subtle)}
.fs-yes,.fs-no{font-size:12px;padding:0 4px;border-radius:4px}
.fs-nowrap{white-space:nowrap}
.fs-pcards{list-style:none;display:flex;flex-direction:column;gap:8px}
.fs-pcard{border:1px solid var(--border);border-radius:6px;padding:12px;min-width:0}
.fs-prow{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.fs-prow code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px;padding:0 4px;border-radius:4px;background:var(--subtle);word-break:break-all}
.fs-ploc{font-size:12px;padding:0 4px;border-radius:4px;box-shadow:inset 0 0 0 1px var(--border)}
.fs-pmut{font-size:14px;line-height:20px;color:var(--muted)}
.fs-pnote{font-size:14px;line-height:20px;margin-top:4px;word-break:break-word}
.fs-pex{word-break:break-all}
.fs-yes{background:#fee2e2;color:#991b1b}.fs-no{background:var(--subtle);color:var(--muted)}
.dark .fs-yes{background:#300c0c;color:#fca5a5}
.fs{--bsub:#dbeafe;--bfg:#1d4ed8}.dark .fs{--bsub:#14204a;--bfg:#a3cfff}
.fs-con{display:flex;align-items:stretch;min-height:calc(100vh - 57px)}
.fs-caside{display:none}
.fs-cmain{flex:1;min-width:0}
.fs-cswitch{padding:4px 16px;font-size:14px;line-height:20px;background:var(--bsub);color:var(--bfg)}
.fs-cswitch span{display:inline-flex;align-items:center;gap:8px;min-height:44px;font-weight:500;vertical-align:top}
.fs-ctabs{display:flex;align-items:center;background:var(--panel);border-bottom:1px solid var(--border)}
.fs-cmenu{width:36px;height:36px;margin-left:8px;font-size:16px}
.fs-ctablist{display:flex;flex:1;min-width:0;padding:0 8px}
.fs-ctab{display:flex;align-items:center;height:36px;padding:0 12px;font-size:14px;font-weight:500;box-shadow:inset 0 -2px 0 var(--fg)}
.fs-cpage{padding:16px 12px 32px}
.fs-cstack{display:flex;flex-direction:column;gap:16px;padding:16px 0}
.fs-cstats{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}
.fs-cstat{min-width:0;padding:8px 12px;border:1px solid var(--border);border-radius:6px;background:var(--panel)}
.fs-cstat p:first-child{margin-bottom:4px;font-size:12px;line-height:20px;color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fs-cstat p+p{font-size:20px;line-height:30px;font-weight:600;font-variant-numeric:tabular-nums}
.fs-ctool{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.fs-ctool i{display:block;width:100%;height:44px;border-radius:6px;background:var(--skel)}
.fs-ctool i:nth-child(3){width:110px}.fs-ctool i:nth-child(4){width:196px}
.fs-ccards{display:flex;flex-direction:column;gap:8px}
.fs-ccard{display:flex;flex-direction:column;gap:6px;padding:16px;border:1px solid var(--border);border-radius:8px;background:var(--panel)}
.fs-ccard>i{display:block;height:96px}
.fs-cname{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fs-crow{display:flex;justify-content:space-between;align-items:flex-start;gap:8px}
.fs-crow>div{display:flex;flex-direction:column;gap:4px;min-width:0}
.fs-ctags{display:flex;flex-wrap:wrap;gap:8px;font-size:12px;line-height:16px}
.fs-ctags span{padding:2px 6px;border-radius:4px;font-weight:500;white-space:nowrap}
.fs-cmeth{box-shadow:inset 0 0 0 1px var(--border)}
.fs-cdots{width:40px;height:40px;flex-shrink:0}
.fs-caddr{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;line-height:18px;color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fs-cfoot{display:flex;justify-content:space-between;font-size:12px;line-height:18px;color:var(--muted);font-variant-numeric:tabular-nums}
@media (min-width:480px){.fs-cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:769px){
.fs-caside{display:block;width:224px;flex-shrink:0;padding:12px;border-right:1px solid var(--border);background:var(--panel)}
.fs-cswitch,.fs-cmenu{display:none}
.fs-cpage{padding:16px 24px 32px}
.fs-cstats{grid-template-columns:repeat(6,minmax(0,1fr))}
.fs-ctool{flex-direction:row}.fs-ctool i{height:36px}.fs-ctool i:first-child{flex:1}.fs-ctool i:nth-child(2){width:160px}
.fs-detail{padding:32px 24px}
.fs-dh1{font-size:24px;line-height:32px}
.fs-exports .fs-btn{height:32px}
.fs-info{gap:20px}
.fs-bgrid{grid-template-columns:repeat(4,minmax(0,1fr))}
.fs-login{padding-top:64px;padding-bottom:64px}
.fs-mhero .fs-c{padding-top:40px;padding-bottom:40px}
.fs-mh1{font-size:30px;line-height:38px}
.fs-narrowmd{display:none}
.fs-mgrid{grid-template-columns:220px minmax(0,1fr)}
.fs-maside{display:block}
}
@media (min-width:1280px){.fs-cards{grid-template-columns:repeat(3,minmax(0,1fr))}.fs-detail{max-width:80rem}.fs-dgrid{grid-template-columns:minmax(0,7fr) minmax(0,5fr)}}
`
  .trim()
  .replace(/\n/g, '');

export function routeShellCss(): string {
  return ROUTE_CSS;
}

/**
 * The script placed after the home shell's: on the login route and on the market (whose first query
 * index.html sent, `window.__routeData`), draws the route's first screen — the header, then the sign-in
 * form (a real, labelled form: what is typed there, the focus, and a submit before the app has run carry
 * over to the app's form, features/accounts LoginForm), or the market's head and its first API cards as
 * soon as that query answers (as text: no markup from the data). React replaces it in its first commit.
 */
/**
 * One API card of the market's grid (features/catalog ApiCard) from the data, as text: shared by the
 * market's shell and the home page's (its popular APIs). Needs `L` (card labels), `I` (icons), `S`
 * (statuses), `en`, `text` and `pick` in scope.
 */
const API_CARD_JS = `var nf = new Intl.NumberFormat(en ? 'en' : 'zh-CN');
var figure = function (label, value) {
  var f = document.createElement('div');
  f.className = 'fs-fig';
  f.appendChild(text('p', 'fs-acat', label));
  f.appendChild(text('p', 'fs-figv', value));
  return f;
};
var apiCard = function (api) {
  var card = document.createElement('div');
  card.className = 'fs-acard';
  card.setAttribute('data-shell', 'api-card');
  var top = document.createElement('div');
  top.className = 'fs-atop';
  var head = document.createElement('div');
  head.className = 'fs-ahead';
  head.appendChild(text('span', 'fs-aicon', ''));
  var names = document.createElement('div');
  names.className = 'fs-anames';
  var link = text('a', 'fs-aname', pick(api.name, api.nameEn));
  link.href = '#/api/Details/' + encodeURIComponent(api.id);
  names.appendChild(link);
  var category = api.category ? pick(api.category.name, api.category.nameEn) : L.uncategorised;
  names.appendChild(text('p', 'fs-acat', api.provider ? category + ' · ' + L.by.replace('{{name}}', api.provider) : category));
  head.appendChild(names);
  var star = document.createElement('span');
  star.className = 'fs-star';
  star.setAttribute('aria-hidden', 'true');
  star.innerHTML = I.star;
  star.appendChild(text('span', '', String(api.stars)));
  head.appendChild(star);
  top.appendChild(head);
  top.appendChild(text('p', 'fs-adesc', pick(api.description, api.descriptionEn) || ''));
  var badges = document.createElement('div');
  badges.className = 'fs-abadges';
  badges.appendChild(text('span', 'fs-method', api.requestMethod || ''));
  if (api.isNew) badges.appendChild(text('span', 'fs-badge fs-new', L.isNew));
  if (api.isOriginal) badges.appendChild(text('span', 'fs-badge fs-orig', L.original));
  var date = document.createElement('span');
  date.className = 'fs-date';
  date.innerHTML = I.clock;
  date.appendChild(text('span', '', String(api.updatedAt || '').slice(0, 10)));
  badges.appendChild(date);
  top.appendChild(badges);
  card.appendChild(top);
  var bottom = document.createElement('div');
  bottom.className = 'fs-abottom';
  var figures = document.createElement('div');
  figures.className = 'fs-figs';
  var w = api.weekly || { calls: 0, medianMs: null, successRate: null };
  figures.appendChild(figure(L.calls7d, nf.format(w.calls)));
  if (w.calls === 0 || w.successRate === null) figures.appendChild(text('p', 'fs-tag fs-sm', L.noCallsYet));
  else {
    var ms = w.medianMs;
    figures.appendChild(figure(L.median, ms === null ? L.noCalls : (ms < 10 ? ms.toFixed(1) : nf.format(Math.round(ms))) + ' ms'));
    figures.appendChild(figure(L.availability, (w.successRate * 100).toFixed(1) + '%'));
  }
  bottom.appendChild(figures);
  var foot = document.createElement('div');
  foot.className = 'fs-afoot';
  var cs = api.status === S.published && w.successRate !== null && w.successRate < S.healthy ? S.abnormal : S.card[api.status] || S.abnormal;
  var status = document.createElement('span');
  status.className = 'fs-status';
  var dotEl = document.createElement('i');
  dotEl.style.background = cs.color;
  status.appendChild(dotEl);
  status.appendChild(text('span', '', en ? cs.en : cs.zh));
  foot.appendChild(status);
  foot.appendChild(text('span', 'fs-btn fs-outline fs-xs', L.details)).setAttribute('aria-hidden', 'true');
  var call = text('a', 'fs-btn fs-blue fs-xs', L.call);
  call.href = link.href;
  foot.appendChild(call);
  bottom.appendChild(foot);
  card.appendChild(bottom);
  return card;
};
`;

export interface ShellStatus {
  zh: string;
  en: string;
  color: string;
}

export interface ShellStatuses {
  card: Record<string, ShellStatus>;
  detail: Record<string, ShellStatus>;
  abnormal: ShellStatus;
  /** The author's words by key (my APIs), and each status code's key. */
  author: Record<string, ShellStatus>;
  authorBy: Record<string, string>;
  healthy: number;
  published: number;
}

export function routeShellScript(
  labels: { zh: Labels; en: Labels },
  statuses: ShellStatuses,
  icons: Record<string, string>,
): string {
  return `(function () {
  var root = document.getElementById('root');
  if (!root || root.firstChild || window.__firstScreen) return;
  var hash = location.hash;
  var sent = window.__routeData;
  var login = /^#\\/login\\/?([?]|$)/i.test(hash);
  var market = sent && sent.operationName === 'Market';
  var detail = sent && sent.operationName === 'ApiDetail';
  // Sent only with a stored token (build/route-preload.ts); nothing of the account is drawn until the
  // gateway has answered with its APIs.
  var mine = sent && sent.operationName === 'MyApis';
  if (!login && !market && !detail && !mine) return;
  var en = document.documentElement.lang === 'en';
  var dark = document.documentElement.classList.contains('dark');
  var L = ${JSON.stringify(labels)}[en ? 'en' : 'zh'];
  var I = ${JSON.stringify(icons)};
  var S = ${JSON.stringify(statuses)};
  var esc = function (s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  };
  var btn = function (cls, inner) { return '<span class="fs-btn ' + cls + '">' + inner + '</span>'; };
  var logo = '<svg viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="fs-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#fs-g)"/><path d="M11.5 9.5 5.5 16l6 6.5M20.5 9.5l6 6.5-6 6.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><path d="M12.5 16h7" stroke="#fff" stroke-width="2.6" stroke-linecap="round" opacity=".7"/><circle cx="16" cy="16" r="2.6" fill="#fff"/></svg>';
  var header = '<div class="fs-header"><div class="fs-c fs-bar"><span class="fs-home"><span class="fs-logo">' + logo + '</span><span class="fs-brand">' + esc(L.name) + '</span></span>' +
    '<div class="fs-nav">' + [L.home, L.market, L.watch, L.docs, L.feedback].map(function (t) { return '<span>' + esc(t) + '</span>'; }).join('') + '</div>' +
    '<div class="fs-tools">' + btn('fs-outline', esc(L.lang)) + btn('fs-outline fs-sq', dark ? I.sun : I.moon) +
    btn('fs-blue fs-wide', esc(L.login)) + btn('fs-sq fs-narrow', I.menu) + '</div></div></div>';
  if (login) {
    root.innerHTML = '<div class="fs">' + header +
      '<div class="fs-c fs-login"><div class="fs-lcard"><div class="fs-lhead"><div class="fs-lrow"><span class="fs-logo fs-logo40">' + logo + '</span>' +
      '<h2 class="fs-lh">' + esc(L.loginTitle) + '</h2></div><p class="fs-sub">' + esc(L.loginSubtitle) + '</p></div>' +
      '<div class="fs-lbody"><div class="fs-ltabs" aria-hidden="true"><span>' + esc(L.signIn) + '</span><span>' + esc(L.signUp) + '</span></div>' +
      '<form class="fs-form" id="fs-login" data-shell="login-form" aria-label="' + esc(L.signIn) + '">' +
      '<div class="fs-field"><label for="fs-account">' + esc(L.account) + '</label>' +
      '<input class="fs-input" id="fs-account" name="account" autocomplete="username" required></div>' +
      '<div class="fs-field"><label for="fs-password">' + esc(L.password) + '</label>' +
      '<input class="fs-input" id="fs-password" name="password" type="password" autocomplete="current-password" required></div>' +
      '<button class="fs-submit" type="submit">' + esc(L.signIn) + '</button></form></div></div></div>' +
      // The site footer's first block, where the page has it (its hint is as large as the subtitle).
      '<div class="fs-foot" aria-hidden="true"><div class="fs-c"><div class="fs-fstack"><p class="fs-fh">' + esc(L.newsletter) + '</p>' +
      '<p class="fs-sub">' + esc(L.newsletterHint) + '</p><div class="fs-frow"><span class="fs-input">' + esc(L.emailPlaceholder) + '</span>' +
      '<span class="fs-btn fs-dark fs-fbtn">' + esc(L.subscribe) + '</span></div></div></div></div></div>';
    var form = document.getElementById('fs-login');
    // Handed to the app's form when it mounts (LoginForm): the fields themselves, which field had the
    // focus (and where its caret was), and whether the visitor already sent the form.
    var handover = window.__shellLogin = { account: form.elements.account, password: form.elements.password, focused: null, submitted: false };
    form.addEventListener('focusin', function (e) { handover.focused = e.target.name || null; });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      if (handover.account.value.trim() && handover.password.value) handover.submitted = true;
    });
    return;
  }
  var text = function (tag, cls, value) {
    var el = document.createElement(tag);
    if (cls) el.className = cls;
    el.textContent = value;
    return el;
  };
  var pick = function (zh, en2) { return en && en2 ? en2 : zh; };
  ${API_CARD_JS}
  if (mine) {
    var stat = function (label, value) { return '<div class="fs-cstat"><p>' + esc(label) + '</p><p>' + esc(value) + '</p></div>'; };
    var statKeys = ['all', 'published', 'draft', 'pending', 'failed', 'calls'];
    var statLabel = function (k) { return k === 'all' ? L.statAll : k === 'calls' ? L.statCalls : en ? S.author[k].en : S.author[k].zh; };
    var stats = function (values) { return statKeys.map(function (k, i) { return stat(statLabel(k), values ? values[i] : '\u00a0'); }).join(''); };
    // Signed in: the header has no sign-in button (its account menu comes with the app).
    root.innerHTML = '<div class="fs" aria-busy="true">' + header.replace(btn('fs-blue fs-wide', esc(L.login)), '') + '<div class="fs-con"><div class="fs-caside" aria-hidden="true"><div class="fs-rail">' + new Array(9).join('<i></i>') + '</div></div>' +
      '<div class="fs-cmain"><div class="fs-cswitch"><span>' + I.swap + esc(L.toMobile) + '</span></div>' +
      '<div class="fs-ctabs"><span class="fs-btn fs-sq fs-cmenu">' + I.menu + '</span><div class="fs-ctablist" aria-hidden="true"><span class="fs-ctab">' + esc(L.myApis) + '</span></div></div>' +
      '<div class="fs-cpage"><div class="fs-cstack"><div class="fs-cstats" id="fs-cstats" aria-hidden="true">' + stats(null) + '</div>' +
      '<div class="fs-ctool" aria-hidden="true"><i></i><i></i><i></i><i></i></div>' +
      '<div class="fs-ccards" id="fs-ccards">' + new Array(4).join('<div class="fs-ccard"><i></i></div>') + '</div></div></div></div></div></div>';
    sent.answer.then(function (result) {
      var list = document.getElementById('fs-ccards');
      var apis = result && !(result.errors && result.errors.length) && result.data && result.data.myApis;
      // Gone (the app is on screen), refused (the app signs the visitor out) or empty (the app says so).
      if (!list || !apis || !apis.length) return;
      var key = function (a) {
        if (a.status !== -1 && a.status !== -2) return a.status in S.authorBy ? S.authorBy[a.status] : 'unknown';
        return a.pendingReview ? 'pending' : a.awaitingRelease ? 'approved' : 'draft';
      };
      var count = function (k) { return apis.filter(function (a) { var x = key(a); return x === k || (k === 'draft' && x === 'approved'); }).length; };
      var calls = apis.reduce(function (n, a) { return n + a.calls; }, 0);
      document.getElementById('fs-cstats').innerHTML = stats([apis.length, count('published'), count('draft'), count('pending'), count('failed'), calls].map(function (n) { return n.toLocaleString(); }));
      var two = function (n) { return (n < 10 ? '0' : '') + n; };
      var when = function (iso) {
        var at = new Date(iso);
        return isNaN(at) ? '' : at.getFullYear() + '-' + two(at.getMonth() + 1) + '-' + two(at.getDate()) + ' ' + two(at.getHours()) + ':' + two(at.getMinutes());
      };
      list.innerHTML = '';
      // The table's first page (10 a page), in the server's order, as cards: names and addresses as text.
      apis.slice(0, 10).forEach(function (api) {
        var card = document.createElement('div');
        card.className = 'fs-ccard';
        card.setAttribute('data-shell', 'my-api-card');
        var row = document.createElement('div');
        row.className = 'fs-crow';
        var names = document.createElement('div');
        names.appendChild(text('p', 'fs-cname', api.name));
        var tags = document.createElement('p');
        tags.className = 'fs-ctags';
        var st = S.author[key(api)] || S.author.unknown;
        tags.appendChild(text('span', 'fs-dstatus', en ? st.en : st.zh));
        tags.appendChild(text('span', 'fs-cmeth', api.requestMethod || ''));
        names.appendChild(tags);
        row.appendChild(names);
        row.appendChild(text('span', 'fs-cdots', ''));
        card.appendChild(row);
        card.appendChild(text('p', 'fs-caddr', api.address || ''));
        var foot = document.createElement('p');
        foot.className = 'fs-cfoot';
        foot.appendChild(text('span', '', when(api.updatedAt)));
        foot.appendChild(text('span', '', L.colCalls + ' ' + api.calls.toLocaleString()));
        card.appendChild(foot);
        list.appendChild(card);
      });
    });
    return;
  }
  if (detail) {
    root.innerHTML = '<div class="fs" aria-busy="true">' + header + '<div class="fs-c fs-detail" id="fs-detail"></div></div>';
    sent.answer.then(function (result) {
      var box = document.getElementById('fs-detail');
      var api = result && !(result.errors && result.errors.length) && result.data && result.data.api;
      // Gone (the app is on screen), or failed / not found (the app says so).
      if (!box || !api) return;
      // The page's blocks in its order (DetailHeader, then BasicInfo and ParamsTable): data as text only.
      var el = function (tag, cls, kids, icon) {
        var n = document.createElement(tag);
        if (cls) n.className = cls;
        if (icon) n.innerHTML = icon;
        (kids || []).forEach(function (k) { if (k) n.appendChild(typeof k === 'string' ? document.createTextNode(k) : k); });
        return n;
      };
      var ds = S.detail[api.status] || S.detail[-3];
      var status = function () { return el('span', 'fs-badge fs-dstatus', [en ? ds.en : ds.zh]); };
      var two = function (n) { return (n < 10 ? '0' : '') + n; };
      var at = new Date(api.updatedAt);
      var when = isNaN(at) ? '' : at.getFullYear() + '-' + two(at.getMonth() + 1) + '-' + two(at.getDate()) + ' ' + two(at.getHours()) + ':' + two(at.getMinutes());
      var author = api.author ? pick(api.author.name, api.author.nameEn) : L.unknownAuthor;
      var exports = api.status >= 0 && el('div', 'fs-exports', [L.exportJson, L.exportYaml].map(function (t) { return el('span', 'fs-btn fs-outline', [t], I.file); }));
      box.appendChild(el('div', 'fs-dhead', [
        el('div', 'fs-abadges', [status(), api.hot && el('span', 'fs-badge fs-hot', [L.hot], I.flame), api.isPrototype && el('span', 'fs-badge fs-proto', [L.prototype])]),
        api.isPrototype && el('p', 'fs-phint', [L.prototypeHint]),
        el('div', 'fs-drow', [el('h1', 'fs-dh1', [pick(api.name, api.nameEn)]), el('span', 'fs-btn fs-dstar', [String(api.stars)], I.star)]),
        el('p', 'fs-tag', [pick(api.description, api.descriptionEn) || '']),
        exports,
        el('div', 'fs-info', [
          el('span', '', [el('span', '', [L.updatedAt + ': ' + when])], I.clock),
          el('span', '', [el('span', '', [L.callCount + ': ' + api.callCount])], I.zap),
          el('span', 'fs-who', [api.author && el('span', 'fs-av'), el('span', '', [L.author + ': ', api.author ? el('span', 'fs-alink', [author]) : author])]),
        ]),
      ]));
      var section = function (title, shell, kids) {
        var s = el('section', 'fs-sec', [el('div', 'fs-sech', [el('h2', '', [title])]), el('div', 'fs-secb', kids)]);
        s.setAttribute('data-shell', shell);
        s.setAttribute('aria-label', title);
        return s;
      };
      var item = function (label, value) { return el('div', 'fs-item', [el('p', 'fs-ilabel', [label]), value]); };
      var address = function (value) { return el('div', 'fs-addr', [el('code', 'fs-acode', [value]), el('span', 'fs-btn fs-outline', [L.copy], I.copy)]); };
      var base = '';
      try { base = localStorage.getItem('baseUrl') || ''; } catch (e) {}
      var basic = section(L.basicTitle, 'basic-info', [
        el('div', 'fs-bgrid', [
          item(L.basicStatus, status()),
          item(L.basicMethod, el('span', 'fs-method', [api.requestMethod || 'GET'])),
          item(L.basicFormat, el('p', 'fs-med', [api.responseFormat || 'JSON'])),
          item(L.basicToken, el('p', 'fs-med', [api.needToken ? L.yes : L.no])),
        ]),
        item(L.basicAddress, address(api.address)),
        item(L.mockAddress, address((base || location.origin).replace(/\\/+$/, '') + '/api/mock/api/' + api.id)),
      ]);
      var params = api.requestParams || [];
      var table;
      if (!params.length) table = el('p', 'fs-tag', [L.paramsEmpty]);
      else {
        var locs = { query: L.locQuery, path: L.locPath, header: L.locHeader, cookie: L.locCookie, body: L.locBody };
        var loc = function (p) { return locs[p.location] || ''; };
        var yesNo = function (p) { return el('span', p.required ? 'fs-yes' : 'fs-no', [p.required ? L.yes : L.no]); };
      }
      if (params.length && innerWidth < 769) {
        // A phone reads one card per parameter, as ParamsTable draws them below 769 px.
        table = el('ul', 'fs-pcards', params.map(function (p) {
          var card = [el('div', 'fs-prow', [el('code', '', [p.name]), el('span', 'fs-ploc', [loc(p)]), el('span', 'fs-pmut', [p.type || '']), el('span', 'fs-pmut', [L.paramRequired]), yesNo(p)]),
            el('p', 'fs-pnote', [pick(p.note, p.noteEn) || ''])];
          if (p.example) card.push(el('p', 'fs-pmut fs-pex', [L.paramExample + ': ' + p.example]));
          return el('li', 'fs-pcard', card);
        }));
      } else if (params.length) {
        var head = el('tr', '', [L.paramName, L.paramLocation, L.paramType, L.paramRequired, L.paramNote, L.paramExample].map(function (h) { return el('th', '', [h]); }));
        table = el('div', 'fs-tscroll', [el('table', 'fs-table', [el('thead', '', [head]), el('tbody', '', params.map(function (p) {
          return el('tr', '', [
            el('td', '', [el('code', '', [p.name])]),
            el('td', 'fs-nowrap', [loc(p)]),
            el('td', '', [p.type || '']),
            el('td', '', [yesNo(p)]),
            el('td', '', [pick(p.note, p.noteEn) || '']),
            el('td', '', [p.example || '']),
          ]);
        }))])]);
        table.tabIndex = 0;
        table.setAttribute('role', 'region');
        table.setAttribute('aria-label', L.paramsTitle);
      }
      box.appendChild(el('div', 'fs-dgrid', [el('div', 'fs-dstack', [basic, section(L.paramsTitle, 'params', [table])])]));
    });
    return;
  }
  var skeletons = new Array(7).join('<div class="fs-askel"></div>');
  root.innerHTML = '<div class="fs" aria-busy="true">' + header +
    '<div class="fs-mhero"><div class="fs-c"><div class="fs-mstack"><h1 class="fs-mh1">' + esc(L.marketTitle) + '</h1>' +
    '<p class="fs-tag">' + esc(L.marketSubtitle) + '</p>' +
    '<div class="fs-msearch" aria-hidden="true"><span class="fs-mbox">' + I.search + '<span class="fs-input fs-ph">' + esc(L.searchPlaceholder) + '</span></span>' +
    '<span class="fs-btn fs-blue fs-mbtn">' + esc(L.search) + '</span></div></div></div></div>' +
    '<div class="fs-c fs-mbody"><div class="fs-mgrid"><div class="fs-maside" aria-hidden="true"><p class="fs-rh">' + esc(L.categories) + '</p>' +
    '<div class="fs-rail">' + new Array(9).join('<i></i>') + '</div></div><div class="fs-mres">' +
    '<div class="fs-mbar"><span id="fs-count">&nbsp;</span><span class="fs-mtools" aria-hidden="true">' +
    '<span class="fs-btn fs-outline fs-m36 fs-narrowmd">' + I.filter + esc(L.categories) + '</span>' +
    '<span class="fs-btn fs-outline fs-m36">' + esc(L.sortPopular) + I.down + '</span>' +
    '<span class="fs-vgroup"><span>' + I.grid + '</span><span>' + I.list + '</span></span></span></div>' +
    '<div class="fs-cards" id="fs-cards">' + skeletons + '</div></div></div></div></div>';
  sent.answer.then(function (result) {
    var list = document.getElementById('fs-cards');
    var page = result && !(result.errors && result.errors.length) && result.data && result.data.market;
    // Gone (the app is on screen), or failed (the app says so and offers a retry).
    if (!list || !page || !page.items) return;
    document.getElementById('fs-count').textContent = L.count.replace('{{count}}', String(page.total));
    list.innerHTML = '';
    page.items.forEach(function (api) { list.appendChild(apiCard(api)); });
  });
})();`;
}
