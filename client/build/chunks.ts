import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The client workspace's folder (these plugins run from client/build/). */
const clientDir = path.resolve(import.meta.dirname, '..');

/**
 * `import { dialogSlotRecipe, … } from '@chakra-ui/react/theme'` in app/theme-late.ts → each recipe's
 * module under an id of its own (`…/recipes/dialog.js?late`). Chakra's theme barrel, on the entry's
 * static graph, imports every recipe module, so the bundler would keep these in the entry chunk although
 * only theme-late.ts (loaded with lazy screens) uses them; their copies are reachable from that dynamic
 * import only, as are copies of the recipes they are built on that the entry's theme does not hold
 * (select for native-select, checkmark for checkbox…). What they import otherwise (anatomies, helpers,
 * the entry's recipes) stays shared with the entry.
 * The build fails when the first route would load them after all.
 */
export function lateRecipes(): Plugin {
  const lateTheme = path.resolve(clientDir, 'src/app/theme-late.ts');
  const entryTheme = path.resolve(clientDir, 'src/app/theme.ts');
  const recipes = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
    'dist/esm/theme/recipes',
  );
  const suffix = '?late';
  return {
    name: 'api-market:late-recipes',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/app\/theme-late\.ts$/ },
      handler(code, id) {
        if (id !== lateTheme) return null;
        let found = false;
        const out = code.replace(
          /^import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme';[ \t]*$/m,
          (_, names: string) => {
            found = true;
            return names
              .split(',')
              .map((n) => n.trim())
              .filter(Boolean)
              .map((n) => {
                const m = /^(\w+?)(?:Slot)?Recipe$/.exec(n);
                if (!m) this.error(`theme-late.ts imports ${n}, not a recipe`);
                const file = `${m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.js`;
                if (!existsSync(path.join(recipes, file)))
                  this.error(`no Chakra recipe module ${file} for ${n}`);
                return `import { ${n} } from ${JSON.stringify(path.join(recipes, file) + suffix)};`;
              })
              .join('\n');
          },
        );
        if (!found) this.error('theme-late.ts imports no recipe from @chakra-ui/react/theme');
        return { code: out, map: null };
      },
    },
    load(id) {
      if (!id.startsWith(recipes) || !id.endsWith(suffix)) return null;
      // A late recipe built on another one (checkbox on checkmark, native-select on select…) takes a
      // late copy of it too, unless the entry's theme has that one: the original module, reachable
      // from the entry through the theme barrel, would otherwise be put in the entry chunk.
      const inEntry = new Set(
        [...readFileSync(entryTheme, 'utf8').matchAll(/\b(\w+?)(?:Slot)?Recipe\b/g)].map(
          (m) => `${m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.js`,
        ),
      );
      return readFileSync(id.slice(0, -suffix.length), 'utf8').replace(
        /from '\.\/([\w-]+\.js)';/g,
        (whole, file: string) =>
          inEntry.has(file) ? whole : `from ${JSON.stringify(path.join(recipes, file) + suffix)};`,
      );
    },
    generateBundle(_, bundle) {
      const seen = new Set<string>();
      const walk = (file: string) => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return;
        seen.add(file);
        if (chunk.moduleIds.some((m) => m.endsWith(suffix)))
          this.error(`the first route's ${file} holds the late recipes (app/theme-late.ts)`);
        chunk.imports.forEach(walk);
      };
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) walk(file);
    },
  };
}

/**
 * Chakra's theme barrel (on the entry's graph) imports every recipe module, and its anatomy module
 * builds every component's parts list, as do zag's anatomy modules. What the first route does not use
 * was not all dropped: the bundler keeps the calls and property reads in the arguments of a recipe
 * (`slots: anatomy.keys()`, `inputRecipe.variants?.size`) and anatomy chains it cannot tell are pure
 * (`createAnatomy('dialog').parts(…)`, `anatomy.build()`), so it kept most anatomies and parts of unused
 * recipes. Each such top-level definition is wrapped in an arrow called at once and annotated pure (the
 * annotation marks one call: this way the whole definition): kept only when something uses it. They
 * only build and return objects. The theme barrel's own `defaultThemeConfig = defineConfig({ … recipes,
 * slotRecipes … })` is one too: kept, it held every recipe of Chakra (76 modules) in the entry (issue #35).
 */
export function pureThemeDefinitions(): Plugin {
  return {
    name: 'api-market:pure-theme-definitions',
    transform: {
      filter: {
        id: /\/node_modules\/(@zag-js\/[^/]+\/dist\/[^/]*anatomy\.mjs|@chakra-ui\/react\/dist\/esm\/(anatomy|theme\/index|theme\/recipes\/[\w-]+)\.js)$/,
      },
      handler(code) {
        const out = code
          // Anatomies: one statement, no semicolon inside.
          .replace(
            /^((?:var|const) [\w$]+ = )((?:createAnatomy\(|[\w$]+\.(?:parts|build|extendWith|rename|omit)\()[^;]*\));$/gm,
            '$1/* @__PURE__ */ __pure(() => $2);',
          )
          // Recipes and styles: `const x = defineSlotRecipe({` … `});` at the start of a line.
          .replace(
            /^(const [\w$]+ = )(define\w+\(\{\n[\s\S]*?\n\}\));$/gm,
            '$1/* @__PURE__ */ __pure(() => $2);',
          );
        return out === code ? null : { code: `${out}\nfunction __pure(f) {\n  return f();\n}\n`, map: null };
      },
    },
  };
}

/**
 * React Router's production build for `vite build`: its package exports only the development build
 * (dev-only warnings and checks, `ENABLE_DEV_WARNINGS = true`); dist/production is the same code with
 * them off. The dev server keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'api-market:react-router-production',
    config: (_, { command }) =>
      command === 'build'
        ? {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
                { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
              ],
            },
          }
        : undefined,
  };
}

/**
 * Rolldown's runtime helpers (`__commonJS`, `__toESM`, …) come as a chunk of their own, imported by the
 * entry and ~100 lazy chunks: on the first route one more request (a round trip and ~1.2 KB of response
 * headers for 0.4 KB of code). They are moved into the entry: the helpers run where the entry imported
 * them and the entry exports them; chunks that import the entry anyway (their names hash the entry's)
 * take the helpers from it, and their preload lists name the entry; the few that do not (libraries only
 * lazy pages load) get a copy of the 0.4 KB, so a file's content never changes under its immutable name
 * when only the entry changed (the build fails if such a chunk would still name the runtime).
 */
export function runtimeInEntry(): Plugin {
  return {
    name: 'api-market:runtime-in-entry',
    enforce: 'pre',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const runtime = chunks.find((c) => /^assets\/rolldown-runtime-[\w-]+\.js$/.test(c.fileName));
      if (!entry || !runtime) return;
      const exported = /export\s*\{([^}]*)\};?\s*$/.exec(runtime.code);
      if (!exported || /\bimport\b/.test(runtime.code.slice(0, exported.index)))
        this.error(`unexpected shape of ${runtime.fileName}`);
      const names = exported[1]!.split(',').map((n) => {
        const [local, as = local] = n.trim().split(/\s+as\s+/) as [string, string?];
        return { local, as };
      });
      const base = (file: string) => file.slice(file.lastIndexOf('/') + 1);
      const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const from = (file: string) => new RegExp(`from\\s*["']\\./${esc(base(file))}["']`, 'g');
      const bindings = (list: string) =>
        list.split(',').map((b) => {
          const [name, as = name] = b.trim().split(/\s+as\s+/) as [string, string?];
          return { name, as };
        });
      const own = (name: string) => `__rolldown_${name}`;
      // The entry: the helpers in place of its import of them, exported under names of their own.
      const importInEntry = new RegExp(`import\\s*\\{([^}]*)\\}\\s*${from(runtime.fileName).source};?`);
      const m = importInEntry.exec(entry.code);
      if (!m || from(runtime.fileName).test(entry.code.replace(importInEntry, '')))
        this.error(`${entry.fileName} does not import ${runtime.fileName} once, by name`);
      const helpers =
        `const{${names.map((n) => `${n.as}:${own(n.as)}`).join(',')}}=(()=>{` +
        `${runtime.code.slice(0, exported.index)};return{${names.map((n) => `${n.as}:${n.local}`).join(',')}}})();` +
        `const{${bindings(m[1]!)
          .map((b) => `${b.name}:${b.as}`)
          .join(',')}}={${names.map((n) => `${n.as}:${own(n.as)}`).join(',')}};`;
      entry.code = entry.code.replace(importInEntry, helpers);
      const entryExport = /export\s*\{([^}]*)\};?\s*$/.exec(entry.code);
      const extra = names.map((n) => own(n.as)).join(',');
      entry.code = entryExport
        ? `${entry.code.slice(0, entryExport.index)}export{${entryExport[1]},${extra}};\n`
        : `${entry.code}\nexport{${extra}};\n`;
      entry.imports = entry.imports.filter((f) => f !== runtime.fileName);
      const runtimeCode = runtime.code.slice(0, exported.index);
      const staticImport = new RegExp(`import\\s*\\{([^}]*)\\}\\s*${from(runtime.fileName).source};?`, 'g');
      const bareImport = new RegExp(`import\\s*["']\\./${esc(base(runtime.fileName))}["'];?`, 'g');
      for (const chunk of chunks) {
        if (chunk === runtime) continue;
        if (chunk === entry || chunk.imports.includes(entry.fileName)) {
          // A chunk that imports the entry already (its name hashes the entry's): the helpers from there.
          if (chunk !== entry) {
            chunk.code = chunk.code
              .replace(
                staticImport,
                (_, list: string) =>
                  `import{${bindings(list)
                    .map((b) => `${own(b.name)} as ${b.as}`)
                    .join(',')}}from"./${base(entry.fileName)}";`,
              )
              .replace(bareImport, '');
            chunk.imports = chunk.imports.filter((f) => f !== runtime.fileName);
          }
          // Vite's preload lists name files by their path from the root.
          chunk.code = chunk.code.split(`"${runtime.fileName}"`).join(`"${entry.fileName}"`);
        } else if (chunk.imports.includes(runtime.fileName)) {
          // A chunk that does not import the entry (a library only lazy pages load): its name was hashed
          // without the entry's, so naming the entry here would leave a file under an immutable name
          // whose content changes with every build of the entry. It gets its own copy of the helpers.
          chunk.code = chunk.code
            .replace(
              staticImport,
              (_, list: string) =>
                `const{${bindings(list)
                  .map((b) => `${b.name}:${b.as}`)
                  .join(',')}}=(()=>{${runtimeCode};return{${names.map((n) => `${n.as}:${n.local}`).join(',')}}})();`,
            )
            .replace(bareImport, '');
          chunk.imports = chunk.imports.filter((f) => f !== runtime.fileName);
          if (chunk.code.includes(runtime.fileName))
            this.error(`${chunk.fileName} still names ${runtime.fileName} (a preload list?) without importing the entry`);
        }
      }
      delete bundle[runtime.fileName];
    },
  };
}

/**
 * CommonJS packages without a `sideEffects` field are kept whole wherever imported, even for nothing:
 * Emotion's `import 'hoist-non-react-statics'` (its value used by `withTheme` only, which Chakra does
 * not call) put that package and react-is (~1 KB brotli) in the entry. These are marked side-effect
 * free: kept only where something uses what they export.
 */
export function sideEffectFreePackages(names: readonly string[] = ['hoist-non-react-statics']): Plugin {
  return {
    name: 'api-market:side-effect-free-packages',
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`) },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && { ...resolved, moduleSideEffects: false };
      },
    },
  };
}
