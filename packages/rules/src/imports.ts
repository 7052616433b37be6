/**
 * Most APIs one import writes (new drafts and updates; skipped operations aside). The gateway refuses an
 * import past it (IMPORT_TOO_MANY_APIS, nothing written); the import page says so before it is sent.
 */
export const IMPORT_MAX_WRITES = 200;
