import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The client's source folder. */
export const clientSrc = path.resolve(import.meta.dirname, '../../../client/src');

function below(dir: string, wanted: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : below(full, wanted);
    return wanted.test(full) ? [full] : [];
  });
}

/**
 * Every file of the client's sources whose path matches `wanted`, generated code (`gql/`) left out. None
 * found is an error: a check over no files would pass whatever the client holds.
 */
export function clientFiles(wanted: RegExp): string[] {
  const found = below(clientSrc, wanted);
  if (found.length === 0) throw new Error(`no client file matches ${wanted}`);
  return found;
}
