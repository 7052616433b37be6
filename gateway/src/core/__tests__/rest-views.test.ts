import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { features } from '../../features.js';
import { restSchemaOf } from '../rest-schema.js';

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: Schema; [k: string]: unknown };
void features;
const doc = JSON.parse(readFileSync(path.join(repoRoot, 'schema/openapi.json'), 'utf8'));

function* objects(s: Schema | undefined, at: string): Generator<[string, Schema]> {
  if (!s || typeof s !== 'object') return;
  if (s.properties) {
    yield [at, s];
    for (const [k, v] of Object.entries(s.properties)) yield* objects(v, `${at}.${k}`);
  }
  if (s.items) yield* objects(s.items, `${at}[]`);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const x of (s[k] as Schema[] | undefined) ?? []) yield* objects(x, at);
}

describe('explore', () => {
  it('lists', () => {
    const views = getMetadataStorage().objectTypes.map((o) => o.target).filter((t) => !(t as { prototype: unknown }).prototype || true);
    const byKeys = new Map<string, string[]>();
    for (const v of views) {
      try {
        const s = restSchemaOf(v as never);
        const key = Object.keys(s.properties).sort().join(',');
        if (Object.keys(s.properties).length < 3) continue;
        byKeys.set(key, [...(byKeys.get(key) ?? []), (v as { name: string }).name]);
      } catch (e) { console.log('ERR', (e as Error).message); }
    }
    const out: string[] = [];
    for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>)) {
      for (const [m, op] of Object.entries(item)) {
        const s = op.responses?.['200']?.content?.['application/json']?.schema;
        for (const [at, o] of objects(s, '')) {
          const key = Object.keys(o.properties ?? {}).sort().join(',');
          const hit = byKeys.get(key);
          if (hit) out.push(`${m} ${p} ${at} => ${hit.join('|')}`);
          else {
            // near: subset of a view
            for (const [k, names] of byKeys) { const ks = k.split(','); const os = Object.keys(o.properties ?? {}); if (os.length >= 3 && os.every((x) => ks.includes(x))) out.push(`SUBSET ${m} ${p} ${at} => ${names.join('|')} (${ks.length - os.length} more)`); }
          }
        }
      }
    }
    console.log(out.join('\n'));
    expect(true).toBe(true);
  });
});
