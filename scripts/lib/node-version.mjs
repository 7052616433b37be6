// The Node version check every entry script runs first (no imports beyond node: so it works on any Node).
import { readFileSync } from 'node:fs';

const REQUIRED = [22, 12];

/** Exits with one line saying what to do when this Node is older than package.json's engines (≥ 22.12). */
export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > REQUIRED[0] || (major === REQUIRED[0] && minor >= REQUIRED[1])) return;
  const nvmrc = readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim();
  console.error(
    `API Market needs Node ≥ ${REQUIRED.join('.')} but this is Node ${process.versions.node}: install Node ${nvmrc} LTS (\`nvm install\` reads .nvmrc), then run npm ci and this command again.`,
  );
  process.exit(1);
}
