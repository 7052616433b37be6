import type { AgentApi } from './agent-catalog.types.js';
import { docUrl, type Links, openCallUrl, pageUrl } from './agent-catalog.types.js';

type Json = Record<string, unknown>;

/** The OpenAPI types our parameter types map to (the API form's `type` is free text: string unless known). */
function schemaOf(type: string, example: string): Json {
  const t = type.trim().toLowerCase();
  const base: Json =
    t === 'int' || t === 'integer' || t === 'long'
      ? { type: 'integer' }
      : t === 'number' || t === 'float' || t === 'double'
        ? { type: 'number' }
        : t === 'boolean' || t === 'bool'
          ? { type: 'boolean' }
          : { type: 'string' };
  return example ? { ...base, examples: [example] } : base;
}

const SECURITY_SCHEMES = {
  apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'A personal API key (amk_…) from the console.' },
  bearer: { type: 'http', scheme: 'bearer', description: 'A sign-in token of the platform.' },
};

/**
 * One published API's contract as an OpenAPI 3.1 document: the open call address (never the upstream's),
 * the method, the parameters where a caller sends them to the open call (issue #29: query and path values
 * in the query — the gateway substitutes path values —, header and cookie parameters as themselves, body
 * parameters in the JSON body, or the query for GET), the sample answer and who may call.
 */
export function apiOpenApiDocument(api: AgentApi, links: Links): Json {
  const method = api.method.toLowerCase();
  const summary = api.nameEn ? `${api.name} · ${api.nameEn}` : api.name;
  const description = [api.description, api.descriptionEn].filter(Boolean).join('\n\n');
  const inBody = (p: AgentApi['parameters'][number]) => p.location === 'body' && method !== 'get';
  const bodyParams = api.parameters.filter(inBody);
  const parameters = api.parameters.filter((p) => !inBody(p)).map((p) => ({
    name: p.name,
    in: p.location === 'header' || p.location === 'cookie' ? p.location : 'query',
    required: p.required,
    description: [p.note, p.noteEn].filter(Boolean).join(' · ') || undefined,
    schema: schemaOf(p.type, p.example),
  }));
  const body =
    bodyParams.length
      ? {
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(bodyParams.map((p) => [p.name, schemaOf(p.type, p.example)])),
                  required: bodyParams.filter((p) => p.required).map((p) => p.name),
                },
              },
            },
          },
        }
      : {};
  const example = parseExample(api.responseExample);
  const security =
    api.tokenRule === 'api-key-only' ? [{ apiKey: [] }] : api.tokenRule === 'token-or-key' ? [{ apiKey: [] }, { bearer: [] }] : [];
  return {
    openapi: '3.1.0',
    info: {
      title: summary,
      version: api.updatedAt.toISOString().slice(0, 10),
      description: description || undefined,
      'x-api-market-id': api.id,
    },
    servers: [{ url: links.origin }],
    externalDocs: { url: pageUrl(links, api.id), description: 'API page · 接口详情' },
    paths: {
      [new URL(openCallUrl(links, api.id)).pathname]: {
        [method]: {
          operationId: `callApi${api.id}`,
          summary,
          description: description || undefined,
          tags: api.category ? [api.category.nameEn || api.category.name] : [],
          parameters,
          ...body,
          ...(security.length ? { security } : { security: [{}] }),
          responses: {
            '200': {
              description: 'The upstream answer, as it is · 上游原样返回',
              content: {
                [api.responseFormat.toUpperCase() === 'JSON' ? 'application/json' : 'text/plain']:
                  example === undefined ? {} : { example },
              },
            },
            '401': { description: 'Token or API key missing · 需要令牌或 API Key' },
            '429': { description: 'Quota or rate limit reached · 超出配额或频率' },
            '503': { description: 'Not callable now (offline, disabled, updating) · 暂不可调用' },
          },
        },
      },
    },
    components: { securitySchemes: SECURITY_SCHEMES },
    'x-docs': docUrl(links, api.id),
  };
}

function parseExample(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
