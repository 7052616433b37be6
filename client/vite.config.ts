import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, print, stripIgnoredCharacters, visit, type DocumentNode } from 'graphql';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * `graphql(\`query Name …\`)` → the generated `NameDocument` AST (`NameFragmentDoc` for fragments) of
 * src/gql/graphql.ts, inlined where it is used. The client preset's `graphql()` looks documents up in a
 * map holding every operation of the app, so the first route would ship all of them; inlined, each page
 * chunk carries only its own documents (what the preset's babel/swc plugin is for).
 */
function inlineTypedDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const readDocuments = () =>
    new Map(
      [
        ...readFileSync(generated, 'utf8').matchAll(
          /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
        ),
      ].map((m) => [m[1]!, m[2]!] as const),
    );
  return {
    name: 'api-market:inline-typed-documents',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/(?!gql\/)[^?]*\.tsx?$/, code: 'graphql(`' },
      handler(code, id) {
        this.addWatchFile(generated);
        const documents = readDocuments();
        let found = false;
        let out = code.replace(call, (_, source: string) => {
          if (source.includes('${')) this.error(`${id}: graphql() documents take no interpolation`);
          const m = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/.exec(source);
          const name = m && `${m[2]}${m[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
          const ast = name && documents.get(name);
          if (!ast)
            this.error(
              `${id}: no generated document for ${name ?? 'an unnamed graphql() call'} (npm run codegen)`,
            );
          found = true;
          return `(${ast})`;
        });
        if (!found) return null;
        // The preset's `graphql` import goes too: its module builds the map of every document.
        out = out.replace(/^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*\/gql['"];?[ \t]*$/m, '');
        return { code: out, map: null };
      },
    },
  };
}

/**
 * The home page's first data, requested by index.html itself while the scripts download (the query is
 * HomeFirstScreen of features/home/graphql/first-screen.ts, printed with the __typename fields Apollo
 * adds), and — in the build — modulepreload links for the home page chunk and the chunks it imports,
 * so the page's code does not wait for the entry to run the router first. Both only on the home route.
 */
function firstScreen(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
  const homePage = /\/src\/pages\/home\/HomePage\.tsx$/;
  const query = () => {
    const m = /^export const HomeFirstScreenDocument = (\{.*\}) as unknown as DocumentNode<.*>;$/m.exec(
      readFileSync(generated, 'utf8'),
    );
    if (!m) throw new Error('no HomeFirstScreenDocument in src/gql/graphql.ts (npm run codegen)');
    const withTypename = visit(JSON.parse(m[1]!) as DocumentNode, {
      SelectionSet(node, _key, parent) {
        if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename'))
          return undefined;
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    });
    return stripIgnoredCharacters(print(withTypename));
  };
  return {
    name: 'api-market:first-screen',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const closure = (fileName: string, seen: Set<string>, skip = new Set<string>()) => {
          const chunk = ctx.bundle?.[fileName];
          if (!chunk || chunk.type !== 'chunk' || seen.has(fileName) || skip.has(fileName)) return seen;
          seen.add(fileName);
          for (const dep of chunk.imports) closure(dep, seen, skip);
          return seen;
        };
        // What the entry loads anyway (Vite preloads it) is left out.
        const entry = ctx.chunk ? closure(ctx.chunk.fileName, new Set()) : new Set<string>();
        const preload = new Set<string>();
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => homePage.test(id)))
            closure(chunk.fileName, preload, entry);
        }
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
  ${JSON.stringify([...preload].map((f) => `/${f}`))}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    inlineTypedDocuments(),
    react(),
    firstScreen(),
    // Brotli and gzip files beside every asset, at the highest levels (built once, served many times
    // by the gateway's @fastify/static `preCompressed`): no compression work per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
      threshold: 512,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: false },
      '/api': { target: gateway },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/bench-bundle.mjs reads the chunk graph from it (first-route budget).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry needs in one file, and the home page with what it imports in a second:
        // two requests for the first route instead of ~28 small ones, each with ~370 bytes of headers
        // and a round trip of its own on a phone. Other pages still get chunks of their own (they
        // import the few small components they share with the home page from its chunk).
        codeSplitting: {
          groups: [{ name: 'home', test: /[\\/]src[\\/]pages[\\/]home[\\/]HomePage\.tsx$/, priority: 1 }],
        },
      },
    },
  },
});
