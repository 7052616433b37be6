import { readdirSync, readFileSync } from 'node:fs';
import { Kind, print, stripIgnoredCharacters, visit, type DocumentNode } from 'graphql';
import {
  iconSvg,
  routeShellCss,
  routeShellLabels,
  routeShellScript,
  shellCss,
  shellLabels,
  shellScript,
} from '../first-screen-shell';
import {
  API_STATUS,
  API_STATUS_LABELS,
  authorStatusKey,
  cardStatusKey,
  detailStatusKey,
  HEALTHY_SUCCESS_RATE,
  PARAM_LOCATION_LABELS,
  PARAM_LOCATIONS,
} from '@api-market/rules';
import { API_STATUS_PALETTE } from '../src/app/api-status';
import { iconsOf } from './icons';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** The client workspace's folder (these plugins run from client/build/). */
const clientDir = path.resolve(import.meta.dirname, '..');

/**
 * An inline script of index.html, minified (names, spaces, comments): index.html is read and parsed
 * before anything shows, on a phone at a quarter of this machine's speed.
 */
export function inlineScript(code: string): string {
  const out = minifySync('inline.js', code);
  if (out.errors.length) throw new Error(`inline script: ${out.errors.map((e) => e.message).join('; ')}`);
  return out.code.trim();
}

/**
 * The operation `name` of src/gql/graphql.ts (codegen's `<name>Document`), printed compactly with the
 * __typename fields Apollo adds, as index.html sends it before any script runs.
 */
export function printedQuery(name: string): string {
  const generated = path.resolve(clientDir, 'src/gql/graphql.ts');
  const m = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode<.*>;$`, 'm').exec(
    readFileSync(generated, 'utf8'),
  );
  if (!m) throw new Error(`no ${name}Document in src/gql/graphql.ts (npm run codegen)`);
  const withTypename = visit(JSON.parse(m[1]!) as DocumentNode, {
    SelectionSet(node, _key, parent) {
      if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename'))
        return undefined;
      return {
        ...node,
        selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      };
    },
  });
  return stripIgnoredCharacters(print(withTypename));
}

/**
 * The home page's first data, requested by index.html itself while the scripts download (the query is
 * HomeFirstScreen of features/home/graphql/first-screen.ts, printed with the __typename fields Apollo
 * adds), only on the home route. The home page's code is in the entry (router.tsx): nothing to preload.
 */
export function firstScreen(): Plugin {
  const query = () => printedQuery('HomeFirstScreen');
  return {
    name: 'api-market:first-screen',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const body = JSON.stringify({ operationName: 'HomeFirstScreen', query: query() });
        const script = `(function () {
  if (!/^(#\\/?(home)?)?([?]|$)/.test(location.hash)) return;
  var lang = 'zh';
  try { if (localStorage.getItem('lang') === 'en') lang = 'en'; } catch (e) {}
  window.__firstScreen = fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: ${JSON.stringify(body)}
  }).then(function (r) { return r.ok ? r.json() : null; }).catch(function () { return null; });
})();`;
        const messages = (lang: string) =>
          JSON.parse(
            readFileSync(path.resolve(clientDir, `src/i18n/${lang}.json`), 'utf8'),
          ) as Record<string, unknown>;
        const lu = iconsOf('lu');
        const icon = (name: string) => {
          const data = lu.get(name);
          if (!data) throw new Error(`react-icons/lu has no ${name}`);
          return iconSvg(JSON.parse(data) as Parameters<typeof iconSvg>[0]);
        };
        // The main routes' shells take labels from the feature bundles too (login., market., card.).
        const everything = (lang: string) => {
          const merged: Record<string, unknown> = {};
          const merge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
            for (const [k, v] of Object.entries(from))
              if (v && typeof v === 'object' && !Array.isArray(v))
                merge((into[k] ??= {}) as Record<string, unknown>, v as Record<string, unknown>);
              else into[k] = v;
          };
          merge(merged, messages(lang));
          const features = path.resolve(clientDir, 'src/features');
          for (const f of readdirSync(features)) {
            const file = path.join(features, f, 'i18n', `${lang}.json`);
            try {
              const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
              // A bundle its index.ts adds under a key of its own (`{ detail: zh }`) goes there.
              const under = /addResourceBundle\([^,]+,[^,]+,\s*\{\s*(\w+):/.exec(
                readFileSync(path.join(features, f, 'i18n', 'index.ts'), 'utf8'),
              )?.[1];
              merge(merged, under ? { [under]: bundle } : bundle);
            } catch (e) {
              if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
            }
          }
          // The shared pieces' labels (`shared.`: the copy button's, relative times, chart periods).
          merge(merged, JSON.parse(readFileSync(path.resolve(clientDir, `src/shared/i18n/${lang}.json`), 'utf8')));
          // The rules package's labels the shells show (`rules.paramLocation.<loc>`, as i18n/rule-labels.ts registers them).
          const paramLocation = Object.fromEntries(PARAM_LOCATIONS.map((l) => [l, PARAM_LOCATION_LABELS[l][lang === 'en' ? 'en' : 'zh']]));
          merge(merged, { rules: { paramLocation } });
          return merged;
        };
        // The status words and colours of a card and of an API's page, by status code (@api-market/rules).
        const dot: Record<string, string> = {
          published: '#16a34a',
          pending: '#ea580c',
          failed: '#dc2626',
          offline: '#71717a',
          draft: '#71717a',
        };
        const statusOf = (key: keyof typeof API_STATUS_LABELS) => ({
          ...API_STATUS_LABELS[key],
          color: dot[API_STATUS_PALETTE[key]] ?? '#71717a',
        });
        const codes = Object.values(API_STATUS);
        const statuses = {
          card: Object.fromEntries(codes.map((c) => [c, statusOf(cardStatusKey(c, null))])),
          detail: Object.fromEntries(codes.map((c) => [c, statusOf(detailStatusKey(c))])),
          abnormal: statusOf(cardStatusKey(API_STATUS.Published, 0)),
          author: Object.fromEntries(
            (Object.keys(API_STATUS_LABELS) as Array<keyof typeof API_STATUS_LABELS>).map((k) => [k, statusOf(k)]),
          ),
          authorBy: Object.fromEntries(codes.map((c) => [c, authorStatusKey(c)])),
          healthy: HEALTHY_SUCCESS_RATE,
          published: API_STATUS.Published,
        };
        const shell = shellScript(
          { zh: shellLabels(everything('zh')), en: shellLabels(everything('en')) },
          statuses,
          {
            sun: icon('LuSun'),
            moon: icon('LuMoon'),
            menu: icon('LuMenu'),
            sparkles: icon('LuSparkles'),
            clock: icon('LuClock'),
            left: icon('LuChevronLeft'),
            right: icon('LuChevronRight'),
            bell: icon('LuBell'),
            megaphone: icon('LuMegaphone'),
            star: icon('LuStar'),
            arrow: icon('LuArrowRight'),
          },
        );
        const routeShell = routeShellScript(
          { zh: routeShellLabels(everything('zh')), en: routeShellLabels(everything('en')) },
          statuses,
          {
            sun: icon('LuSun'),
            moon: icon('LuMoon'),
            menu: icon('LuMenu'),
            search: icon('LuSearch'),
            star: icon('LuStar'),
            clock: icon('LuClock'),
            filter: icon('LuFilter'),
            down: icon('LuChevronDown'),
            grid: icon('LuLayoutGrid'),
            list: icon('LuList'),
            file: icon('LuFileDown'),
            zap: icon('LuZap'),
            flame: icon('LuFlame'),
            copy: icon('LuCopy'),
            swap: icon('LuArrowRightLeft'),
          },
        );
        return {
          html: html.replace(
            '<div id="root"></div>',
            `<div id="root"></div>\n    <script>${inlineScript(shell)}</script>\n    <script>${inlineScript(routeShell)}</script>`,
          ),
          tags: [
            { tag: 'script', children: inlineScript(script), injectTo: 'head-prepend' },
            { tag: 'style', children: shellCss() + routeShellCss(), injectTo: 'head' },
          ],
        };
      },
    },
  };
}
