import type { ExistingApi, Shape } from './import-match.js';
import type { MarketExtension } from './import-model.js';

type Json = Record<string, unknown>;

export const TOKEN_SCHEME = 'ApiMarketKey';

const jsonOf = (text: string): { value: unknown; exact: boolean } | null => {
  try {
    const value: unknown = JSON.parse(text);
    return { value, exact: JSON.stringify(value, null, 2) === text };
  } catch {
    return null;
  }
};

/** A form example as a typed value where it reads as one (the form keeps examples as text). */
function typedExample(type: string, example: string): unknown {
  if (type === 'string' || example === '') return example;
  const parsed = jsonOf(example);
  return parsed && JSON.stringify(parsed.value) === example ? parsed.value : example;
}

const schemaOf = (p: Shape['parameters'][number]) => {
  const value = typedExample(p.type, p.example);
  return { type: p.type, description: p.description, ...(p.example !== '' ? { examples: [value] } : {}) };
};

/** One API as an OpenAPI 3.1 operation (with its server), and what the form holds beyond OpenAPI in `x-api-market`. */
function operationOf(api: ExistingApi): { path: string; server: string | null; op: Json } {
  const s = api.shape;
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(s.address)?.[0] ?? null;
  // A platform address (`builtin:<name>`) is no URL: the path names it, `x-api-market.address` keeps it.
  const platform = !origin && !s.address.startsWith('/');
  const written = platform ? `/${s.address.replace(/[^\w.-]+/g, '/')}` : (origin ? s.address.slice(origin.length) : s.address) || '/';
  // A path parameter written `:name` in the address is `{name}` in OpenAPI; the address itself is kept in x-api-market.
  const colonPath = s.parameters.filter((p) => p.location === 'path' && written.split(/[?#]/, 1)[0]!.split('/').includes(`:${p.name}`));
  const path = colonPath.reduce((at, p) => at.split('/').map((seg) => (seg === `:${p.name}` ? `{${p.name}}` : seg)).join('/'), written);
  const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
  // Each parameter where its location says (`in`); a path parameter the address does not name goes to the query.
  const where = (p: Shape['parameters'][number]) => (p.location === 'path' ? (inPath.has(p.name) ? 'path' : 'query') : p.location);
  const parameters = s.parameters
    .filter((p) => where(p) !== 'body')
    .map((p) => ({ name: p.name, in: where(p), required: where(p) === 'path' || p.required, description: p.description, schema: schemaOf(p) }));
  const bodyParams = s.parameters.filter((p) => where(p) === 'body');
  const example = s.responseExample ? jsonOf(s.responseExample) : null;
  const mediaType = s.responseFormat === 'XML' ? 'application/xml' : s.responseFormat === 'TEXT' ? 'text/plain' : 'application/json';
  const market: MarketExtension = {
    ...(platform || colonPath.length ? { address: s.address } : {}),
    testUrl: s.testUrl,
    note: s.note,
    responseFormat: s.responseFormat,
    category: s.category,
    icon: s.icon,
    // The text as the form holds it, where the parsed example would not give it back character for character.
    ...(s.responseExample && !example?.exact ? { responseExample: s.responseExample } : {}),
  };
  const op: Json = {
    operationId: `api${api.id}`,
    summary: s.name,
    description: s.description,
    tags: s.tags,
    parameters,
    ...(bodyParams.length
      ? {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(bodyParams.map((p) => [p.name, schemaOf(p)])),
                  required: bodyParams.filter((p) => p.required).map((p) => p.name),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'OK',
        ...(s.responseExample || api.schema
          ? { content: { [mediaType]: { ...(api.schema ? { schema: api.schema } : {}), ...(s.responseExample ? { example: example ? example.value : s.responseExample } : {}) } } }
          : {}),
      },
    },
    security: s.needToken ? [{ [TOKEN_SCHEME]: [] }] : [],
    'x-api-market': market,
  };
  if (origin) op.servers = [{ url: origin }];
  return { path, server: origin, op };
}

/**
 * APIs as one OpenAPI 3.1 document: each operation names its own server (APIs of one creator live on
 * many hosts); importing it gives the same APIs back. Two APIs with the same method and path cannot
 * both be operations of one document: the later ones are listed in `x-api-market-skipped`.
 */
export function openApiDocument(apis: ExistingApi[], info: { title: string; description?: string }): Json {
  const paths: Record<string, Json> = {};
  const skipped: number[] = [];
  for (const api of apis) {
    const { path, op } = operationOf(api);
    const verb = api.shape.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (item[verb]) skipped.push(api.id);
    else item[verb] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: '1.0.0', ...(info.description ? { description: info.description } : {}) },
    paths,
    components: { securitySchemes: { [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
    ...(skipped.length ? { 'x-api-market-skipped': skipped } : {}),
  };
}
