// Preloaded into a gateway (`--import`) by tests/ops/lazy-modules.test.ts: appends the URL of every package
// module the process resolves to the file named by MODULE_LOG, one per line, as it resolves it.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const out = process.env.MODULE_LOG;
if (out) {
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      if (resolved.url.includes('/node_modules/')) appendFileSync(out, `${resolved.url}\n`);
      return resolved;
    },
  });
}
