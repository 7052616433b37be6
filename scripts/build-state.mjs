// Decides whether the shared rules package, the gateway or the client bundle must be (re)built: missing,
// or older than its sources. The gateway and the client import packages/rules (@api-market/rules), so
// its sources count as theirs too.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir, skip = () => false) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(full)) continue;
    latest = Math.max(latest, entry.isDirectory() ? newest(full, skip) : statSync(full).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const rulesSources = () => Math.max(newest(path.join(root, 'packages/rules/src')), mtime(path.join(root, 'packages/rules/tsconfig.json')));

// The code-sample generator (issue #32): the client's code samples and the gateway's MCP tool import it.
const snippetsSources = () =>
  Math.max(newest(path.join(root, 'packages/snippets/src')), mtime(path.join(root, 'packages/snippets/tsconfig.json')), rulesSources());

export const targets = {
  rules: {
    output: path.join(root, 'packages/rules/dist/index.js'),
    sources: rulesSources,
    command: 'npm run build --silent -w @api-market/rules',
  },
  snippets: {
    output: path.join(root, 'packages/snippets/dist/index.js'),
    sources: snippetsSources,
    command: 'npm run build --silent -w @api-market/snippets',
  },
  gateway: {
    output: path.join(root, 'gateway/dist/server.js'),
    sources: () =>
      Math.max(
        newest(path.join(root, 'gateway/src'), (p) => p.includes('__tests__')),
        mtime(path.join(root, 'gateway/tsconfig.json')),
        snippetsSources(),
      ),
    command: 'npm run build --silent -w gateway',
  },
  client: {
    output: path.join(root, 'client/dist/index.html'),
    sources: () =>
      Math.max(
        newest(path.join(root, 'client/src')),
        newest(path.join(root, 'client/public')),
        mtime(path.join(root, 'client/index.html')),
        mtime(path.join(root, 'client/vite.config.ts')),
        newest(path.join(root, 'client/build')),
        mtime(path.join(root, 'client/first-screen-shell.ts')),
        snippetsSources(),
      ),
    // Warnings and errors only: Vite's info level lists every asset it wrote (500+ lines).
    command: 'npm run build --silent -w client -- --logLevel warn',
  },
};

export function needsBuild(name) {
  const t = targets[name];
  return !existsSync(t.output) || mtime(t.output) < t.sources();
}

/** Builds what is missing or stale (the shared packages first: the others import them); prints what it does. */
export function ensureBuilt(names = ['gateway', 'client']) {
  const shared = ['rules', 'snippets'];
  for (const name of [...shared, ...names.filter((n) => !shared.includes(n))]) {
    if (needsBuild(name)) {
      console.log(`building ${name}…`);
      const started = Date.now();
      // vitest sets NODE_ENV=test; a bundle built under it would ship React's development build.
      execSync(targets[name].command, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
      console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
}
