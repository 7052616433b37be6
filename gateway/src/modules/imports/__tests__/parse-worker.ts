import { ParseRunner } from '../parse-runner.js';

/**
 * Starts the import parse worker (one per process, shared by every runner) with a tiny job. Under the
 * TypeScript sources it compiles its modules as it starts: about 20 s on a loaded 2-core machine, which
 * the first large-document test paid inside its own 30 s limit. Called from `beforeAll` (60 s), so the
 * tests time only their own documents.
 */
export async function warmParseWorker(): Promise<void> {
  const tiny = JSON.stringify({ openapi: '3.1.0', info: { title: 'warm', version: '1' }, paths: { '/warm': { get: { responses: { 200: { description: 'ok' } } } } } });
  // inlineBytes 0: even this document goes to the worker.
  await new ParseRunner({ inlineBytes: 0 }).parse(tiny);
}
