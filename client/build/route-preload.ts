import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { inlineScript, printedQuery } from './first-screen';

/** The client workspace's folder (these plugins run from client/build/). */
const clientDir = path.resolve(import.meta.dirname, '..');

/**
 * The lazily loaded main routes (issue #35), by the hash path they answer (React Router matches paths
 * case-insensitively) and the modules their first screen loads: the page, and for the console its route
 * table and shells. Home ships with the entry and needs none.
 */
interface RouteSpec {
  path: RegExp;
  modules: string[];
  /**
   * The page's first query, sent by index.html too: the operation and a JavaScript expression of its
   * variables over `m` (the path's match), exactly as the page asks for them — app/route-data.ts answers
   * the page from it only when name and variables are the same; `signedIn`: sent only with a stored token.
   */
  data?: { operation: string; variables: string; signedIn?: boolean };
}

const ROUTES: RouteSpec[] = [
  {
    // The market with nothing chosen: no keyword or category, the default order (most called), page 1
    // of 12 (features/market: useMarketState, MARKET_PAGE_SIZE).
    path: /^#\/api-market\/?$/i,
    modules: ['src/pages/market/ApiMarketPage.tsx'],
    data: {
      operation: 'Market',
      variables: `{ keywords: '', categoryId: null, sort: 'POPULAR', offset: 0, limit: 12 }`,
    },
  },
  { path: /^#\/api-market\/?[?]/i, modules: ['src/pages/market/ApiMarketPage.tsx'] },
  {
    path: /^#\/api\/details\/(\d{1,9})\/?([?]|$)/i,
    modules: ['src/pages/api-detail/ApiDetailPage.tsx'],
    data: { operation: 'ApiDetail', variables: '{ id: Number(m[1]) }' },
  },
  { path: /^#\/api\/details\/\d+\/?([?]|$)/i, modules: ['src/pages/api-detail/ApiDetailPage.tsx'] },
  { path: /^#\/login\/?([?]|$)/i, modules: ['src/pages/login/LoginPage.tsx'] },
  {
    path: /^#\/dashboard\/myapi\/?([?]|$)/i,
    data: { operation: 'MyApis', variables: '{}', signedIn: true },
    modules: [
      'src/features/console/routes.tsx',
      'src/features/console/components/DesktopConsole.tsx',
      'src/features/creator/components/MyApisPage.tsx',
    ],
  },
  {
    path: /^#\/dashboard(\/|[?]|$)/i,
    modules: ['src/features/console/routes.tsx', 'src/features/console/components/DesktopConsole.tsx'],
  },
];

/** Every module a lazy route's page and shells load (theme-late.ts with them), as chunk files. */
function chunksOf(bundle: Rollup.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byModule = (m: string) => {
    const abs = path.resolve(clientDir, m);
    const chunk = chunks.find((c) => c.facadeModuleId === abs);
    if (!chunk) throw new Error(`route-preload: no chunk for ${m}`);
    return chunk;
  };
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const i of byFile.get(file)?.imports ?? []) walk(i, into);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, loaded);
  const wanted = new Set<string>();
  for (const m of [...modules, 'src/app/theme-late.ts']) walk(byModule(m).fileName, wanted);
  return [...wanted].filter((f) => !loaded.has(f));
}

/**
 * index.html asks for a lazy route's code and first data while the entry downloads. Two inline scripts:
 * the first, at the very top of <head> (before the stylesheet and the entry), matches the address's hash
 * against ROUTES and sends the page's first query (`window.__routeData`, answered to the page by
 * app/route-data.ts) — it leaves before anything else is requested, and is not queued behind the
 * chunks on HTTP/1.1's six connections; the second, after the entry's <script>, adds a
 * `<link rel=modulepreload>` for each chunk of that route's first screen, so the page's chunks arrive
 * beside the entry rather than after it has run (the router's `import()` then finds them in the module
 * map), and the entry is asked for first. Each chunk is named once (routes list indexes into it).
 * Other routes, and the dev server, get nothing.
 */
export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'api-market:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files: string[] = [];
        const indexOf = (f: string) => {
          const i = files.indexOf(f);
          return i >= 0 ? i : files.push(f) - 1;
        };
        const lists = ROUTES.map((r) => chunksOf(ctx.bundle!, r.modules).map((f) => indexOf(base + f)));
        const data = ROUTES.map((r) =>
          r.data
            ? `function (m) { return { signedIn: ${r.data.signedIn === true}, operationName: ${JSON.stringify(r.data.operation)}, query: ${JSON.stringify(printedQuery(r.data.operation))}, variables: ${r.data.variables} }; }`
            : 'null',
        );
        const table = ROUTES.map((r, i) => `[${r.path.toString()}, ${data[i]}]`).join(',\n    ');
        const request = `(function () {
  var routes = [
    ${table}
  ];
  for (var i = 0; i < routes.length; i++) {
    var m = routes[i][0].exec(location.hash);
    if (!m) continue;
    window.__routeMatch = i;
    var body = routes[i][1] && routes[i][1](m);
    if (body) send(body);
    return;
  }
  function send(body) {
    var headers = { 'content-type': 'application/json', 'accept-language': 'zh' };
    try {
      if (localStorage.getItem('lang') === 'en') headers['accept-language'] = 'en';
      var token = localStorage.getItem('token');
      if (token) headers.authorization = 'Bearer ' + token;
    } catch (e) {}
    if (body.signedIn && !headers.authorization) return;
    window.__routeData = {
      operationName: body.operationName,
      variables: body.variables,
      token: headers.authorization || null,
      answer: fetch('/graphql', {
        method: 'POST',
        headers: headers,
        body: JSON.stringify({ operationName: body.operationName, query: body.query, variables: body.variables })
      })
        .then(function (r) { return r.ok ? r.json() : null; })
        .catch(function () { return null; })
    };
  }
})();`;
        const preload = `(function () {
  var i = window.__routeMatch;
  if (i === undefined) return;
  var files = ${JSON.stringify(files)};
  ${JSON.stringify(lists)}[i].forEach(function (f) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = files[f];
    document.head.appendChild(link);
  });
})();`;
        return {
          html,
          tags: [
            { tag: 'script', children: inlineScript(request), injectTo: 'head-prepend' },
            { tag: 'script', children: inlineScript(preload), injectTo: 'head' },
          ],
        };
      },
    },
  };
}
