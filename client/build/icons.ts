import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** A react-icons set's icons by name: the GenIcon data of each (`export function LuX (props) {…}`). */
const iconSets = new Map<string, Map<string, string>>();
export function iconsOf(set: string): Map<string, string> {
  let icons = iconSets.get(set);
  if (!icons) {
    const file = createRequire(import.meta.url)
      .resolve(`react-icons/${set}`)
      .replace(/index\.js$/, 'index.mjs');
    icons = new Map(
      [
        ...readFileSync(file, 'utf8').matchAll(
          /^export function (\w+) \(props\) \{\n {2}return GenIcon\((.*)\)\(props\);\n\};$/gm,
        ),
      ].map((m) => [m[1]!, m[2]!] as const),
    );
    iconSets.set(set, icons);
  }
  return icons;
}

/**
 * react-icons' `GenIcon` and `IconBase` without its IconContext (the app sets none, so every icon reads
 * its defaults): the same <svg> — attributes, size, title, class, colour and style — for the icons'
 * modules, not react-icons/lib's module with Babel's object helpers and the context (~0.8 KB brotli of
 * the first route).
 */
const ICON_BASE = `import { createElement } from 'react';
const tree = (nodes) => nodes && nodes.map((n, i) => createElement(n.tag, { key: i, ...n.attr }, tree(n.child)));
export function GenIcon(data) {
  return (props) => {
    const { attr, size, title, ...svg } = { attr: { ...data.attr }, ...props };
    const s = size || '1em';
    return createElement(
      'svg',
      { stroke: 'currentColor', fill: 'currentColor', strokeWidth: '0', ...attr, ...svg, className: props.className,
        style: { color: props.color, ...props.style }, height: s, width: s, xmlns: 'http://www.w3.org/2000/svg' },
      title && createElement('title', null, title),
      tree(data.child),
    );
  };
}
`;

/**
 * `import { LuX, LuY } from 'react-icons/lu'` → one small module per icon. Each react-icons set is ONE
 * module of ~1,500 functions: tree-shaking keeps only the icons the app uses, but all of them (over a
 * hundred) stay in that one module, so in whichever chunk holds it — the first route's, since the
 * header needs icons. Split per icon, each chunk carries only the icons its own code draws.
 */
export function iconPerModule(): Plugin {
  const prefix = 'virtual:react-icon/';
  const base = 'virtual:react-icon-base';
  return {
    name: 'api-market:icon-per-module',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/[^?]*\.tsx?$/, code: 'react-icons/' },
      handler(code) {
        const out = code.replace(
          /^import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/(\w+)['"];?[ \t]*$/gm,
          (_, names: string, set: string) =>
            names
              .split(',')
              .map((n) => n.trim())
              .filter((n) => n && !n.startsWith('type '))
              .map((n) => `import { ${n} } from '${prefix}${set}/${n.split(/\s+as\s+/)[0]}';`)
              .join('\n'),
        );
        return out === code ? null : { code: out, map: null };
      },
    },
    resolveId(id) {
      return id.startsWith(prefix) || id === base ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${base}`) return ICON_BASE;
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [set, name] = id.slice(prefix.length + 1).split('/') as [string, string];
      const data = iconsOf(set).get(name);
      if (!data) this.error(`react-icons/${set} has no icon ${name}`);
      return `import { GenIcon } from '${base}';\nexport function ${name}(props) {\n  return GenIcon(${data})(props);\n}\n`;
    },
  };
}
