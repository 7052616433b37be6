import { cacheRules } from '../../core/cache.rules.js';

/**
 * Imports and the read cache: no import answer is kept (previews and exports are the creator's own).
 * Writes: an uploaded document (`import_upload`, swept and trimmed) is shown by no cached answer and
 * touches nothing. An import creates and changes APIs (through the authoring service, declared in
 * authoring.cache.ts) and records each API's source and answer schema beside them: the catalogue.
 */
export const importsCache = cacheRules({
  reads: {},
  writes: {
    /** An uploaded document stored, or expired and surplus ones swept. */
    upload: () => [],
    /** An API's import source and answer schema remembered (beside the API the import wrote). */
    source: () => ['catalog'],
  },
});
