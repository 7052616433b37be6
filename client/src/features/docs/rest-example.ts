/** The OpenAPI document as the REST reference page reads it. */
export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-auth'?: 'public' | 'user' | 'admin';
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: { type?: unknown; examples?: unknown[] };
  }>;
  requestBody?: { content: Record<string, { schema?: { examples?: unknown[] }; example?: unknown }> };
  responses: Record<string, { description?: string }>;
}
export interface OpenApiDocument {
  info: { title: string; version: string };
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Endpoint {
  method: string;
  path: string;
  op: OpenApiOperation;
}

export function endpoints(doc: OpenApiDocument): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** The request body example a route schema declares (JSON), if any. */
export function bodyExample(op: OpenApiOperation): unknown {
  const media = op.requestBody?.content['application/json'];
  return media?.example ?? media?.schema?.examples?.[0];
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A curl command for an operation: path ids become 1, the body is the documented example. */
export function curlExample(base: string, e: Endpoint): string {
  const path = e.path.replace(/\{[^}]+\}/g, '1');
  const lines = [`curl -s -X ${e.method} ${shellQuote(base + path)}`];
  if (e.op['x-auth'] === 'user' || e.op['x-auth'] === 'admin')
    lines.push(`  -H "Authorization: Bearer $TOKEN"`);
  const body = bodyExample(e.op);
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d ${shellQuote(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n');
}
