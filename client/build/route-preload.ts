import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { printedQuery } from './first-screen';

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
 * index.html asks for a lazy route's code and first data while the entry downloads: an inline script
 * matches the address's hash against ROUTES, adds a `<link rel=modulepreload>` for each chunk of that
 * route's first screen, so the page's chunks arrive beside the entry rather than after it has run (the
 * router's `import()` then finds them in the module map), and sends the page's first query
 * (`window.__routeData`, answered to the page by app/route-data.ts). Other routes, and the dev server,
 * get nothing.
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
        const table = ROUTES.map((r) => {
          const files = JSON.stringify(chunksOf(ctx.bundle!, r.modules).map((f) => base + f));
          const data = r.data
            ? `function (m) { return { signedIn: ${r.data.signedIn === true}, operationName: ${JSON.stringify(r.data.operation)}, query: ${JSON.stringify(printedQuery(r.data.operation))}, variables: ${r.data.variables} }; }`
            : 'null';
          return `[${r.path.toString()}, ${files}, ${data}]`;
        }).join(',\n    ');
        const script = `(function () {
  var routes = [
    ${table}
  ];
  for (var i = 0; i < routes.length; i++) {
    var m = routes[i][0].exec(location.hash);
    if (!m) continue;
    var body = routes[i][2] && routes[i][2](m);
    if (body) send(body);
    // After the data request: on HTTP/1.1 (six connections) it would otherwise wait behind the chunks.
    routes[i][1].forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
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
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
