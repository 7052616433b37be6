import type { PreparedDocument } from './form-adapt.js';
import type { Said } from './import-model.js';
import { matcher, mergeShapes, type ExistingApi } from './import-match.js';
import type { ImportPreview, PreviewRow } from './imports.service.js';

/** The origin of an operation's address (what the SSRF guard is asked about), or null when it has none. */
export function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Every distinct origin of a document's addresses: the guard is asked once per origin. */
export const originsOf = (doc: PreparedDocument): string[] => [...new Set(doc.operations.map((o) => originOf(o.form.address)).filter((o): o is string => o !== null))];

/**
 * The preview of a document (pure: it runs in the request for small documents and on the parse worker
 * for large ones): each operation with its match among the caller's APIs, the diff an update would make,
 * and what an import without a choice does. `refusals`: the SSRF guard's verdict per origin.
 */
export function buildPreview(doc: PreparedDocument, sourceUrl: string | null, apis: ExistingApi[], refusals: ReadonlyMap<string, Said | null>): ImportPreview {
  const findMatch = matcher(apis, sourceUrl);
  // One row per API: a row whose match an earlier row took is a new API, never a second update of that one.
  const claimed = new Set<number>();
  const rows: PreviewRow[] = doc.operations.map((adapted) => {
    const origin = originOf(adapted.form.address);
    const error = adapted.error ?? (origin === null ? null : (refusals.get(origin) ?? null));
    const candidate = findMatch(adapted.key, adapted.form);
    const found = candidate && !claimed.has(candidate.id) ? candidate : null;
    if (found && !error) claimed.add(found.id);
    const match = found && { apiId: found.id, name: found.shape.name, status: found.status, diff: mergeShapes(found.shape, adapted.form, found.snapshot).diff };
    return { key: adapted.key, form: adapted.form, warnings: adapted.warnings, error, schema: adapted.schema, match, action: error ? 'skip' : match ? (match.diff.length ? 'update' : 'skip') : 'new' };
  });
  return { format: doc.format, title: doc.title, version: doc.version, sourceUrl, rows };
}
