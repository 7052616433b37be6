import type { JsonSchema } from 'json-schema-faker';

/** Fresh data that validates against a prepared schema (`mock-data.ts`'s `generate`, loaded with the first schema). */
export type Generate = (prepared: JsonSchema) => unknown;

/** Answers kept ready per schema: a call takes one, and a fresh one replaces it after the answer went. */
const POOL_SIZE = 16;

/**
 * Generated answers of one schema, made ahead of the calls: generating costs tens of microseconds
 * typically but now and then milliseconds (the generator's own allocations), which a call should not
 * wait for. Each answer is served once; its slot is refilled on the next turn of the event loop.
 */
export class AnswerPool {
  private readonly ready: string[] = [];
  private next = 0;

  constructor(
    private readonly schema: JsonSchema,
    private readonly generate: Generate,
  ) {
    // Throws for a schema the generator cannot follow: the caller falls back to the sample answer.
    this.ready.push(JSON.stringify(this.generate(schema)));
  }

  take(): string {
    if (this.ready.length < POOL_SIZE) {
      // Filling up: this call's answer is made now, and the pool grows by one.
      const body = JSON.stringify(this.generate(this.schema));
      this.ready.push(JSON.stringify(this.generate(this.schema)));
      return body;
    }
    const slot = this.next;
    this.next = (slot + 1) % POOL_SIZE;
    const body = this.ready[slot]!;
    setImmediate(() => {
      try {
        this.ready[slot] = JSON.stringify(this.generate(this.schema));
      } catch {
        // Kept as it is: the schema generated before, so this was a one-off.
      }
    });
    return body;
  }
}
