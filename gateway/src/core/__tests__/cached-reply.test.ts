import { describe, expect, it } from 'vitest';
import { cachedBody } from '../cached-reply.js';

describe('cachedBody (#35)', () => {
  it('keeps only its own bytes, not a slice of a shared pool slab the entry would pin', () => {
    for (const text of ['{"ok":true}', JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `接口${i}` })) })]) {
      const { body } = cachedBody(text);
      expect(body.toString('utf8')).toBe(text);
      expect(body.byteOffset).toBe(0);
      expect(body.buffer.byteLength).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });
});
