// Regenerates schema/schema.graphql, schema/openapi.json and the client's GraphQL types, then fails when git sees a difference.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npm run codegen --silent');
const diff = execSync('git status --porcelain -- schema client/src/gql', { encoding: 'utf8' });
if (diff.trim()) {
  console.error('\nGenerated files are stale; run `npm run codegen` and commit the result:\n' + diff);
  process.exit(1);
}
console.log('generated files are up to date');
