import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The client workspace's folder (these plugins run from client/build/). */
const clientDir = path.resolve(import.meta.dirname, '..');

/**
 * `graphql(\`query Name …\`)` → the generated `NameDocument` AST (`NameFragmentDoc` for fragments) of
 * src/gql/graphql.ts, inlined where it is used. The client preset's `graphql()` looks documents up in a
 * map holding every operation of the app, so the first route would ship all of them; inlined, each page
 * chunk carries only its own documents (what the preset's babel/swc plugin is for).
 */
export function inlineTypedDocuments(): Plugin {
  const generated = path.resolve(clientDir, 'src/gql/graphql.ts');
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
