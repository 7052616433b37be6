import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import {
  lateRecipes,
  pureThemeDefinitions,
  reactRouterProduction,
  runtimeInEntry,
  sideEffectFreePackages,
} from './build/chunks';
import { firstScreen } from './build/first-screen';
import { iconPerModule } from './build/icons';
import { routePreload } from './build/route-preload';
import { inlineTypedDocuments } from './build/typed-documents';

// The app's own build steps live in build/: GraphQL documents inlined per page (typed-documents.ts),
// one module per react-icons icon (icons.ts), index.html's first screen and first request
// (first-screen.ts), the lazy main routes' chunks asked for by index.html (route-preload.ts), and what keeps the first route small (chunks.ts).
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    inlineTypedDocuments(),
    iconPerModule(),
    react(),
    firstScreen(),
    routePreload(),
    lateRecipes(),
    pureThemeDefinitions(),
    reactRouterProduction(),
    sideEffectFreePackages(),
    runtimeInEntry(),
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
  resolve: {
    // ES2015 builds where a package has one (rxjs, for Apollo): its default build is ES5, with tslib's
    // class helpers. Browsers that run this app's module scripts run ES2015.
    conditions: ['es2015', ...defaultClientConditions],
  },
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
    // Every browser that runs this app's module scripts knows <link rel=modulepreload>: no polyfill in
    // the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically — the home page included (router.tsx) — in one file:
        // left to itself, rolldown splits what the entry shares with lazy pages into ~20 small chunks,
        // each with ~370 bytes of headers and a request of its own on a phone. Other pages keep their
        // chunks and import what they share with the first screen from this one.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The icons lazy pages share, in one chunk rather than one tiny file per icon.
            { name: 'icons', test: /virtual:react-icon\//, priority: 1 },
          ],
        },
      },
    },
  },
});
