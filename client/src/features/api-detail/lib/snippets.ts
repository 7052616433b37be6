import type { ClientId, HarRequest, TargetId } from 'httpsnippet-lite';
import { hasBody, jsonBody, type OpenRequest } from './open-request.js';

/** SPEC §9: the generated samples give up after 10 s. */
export const SAMPLE_TIMEOUT_SECONDS = 10;

export const SNIPPET_LANGUAGES = ['java', 'python', 'node', 'php', 'curl'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export const SNIPPET_LABELS: Record<SnippetLanguage, string> = {
  java: 'Java',
  python: 'Python',
  node: 'Node.js',
  php: 'PHP',
  curl: 'cURL',
};

/** The HAR request httpsnippet reads: method, the address with the query pairs, headers and the JSON body. */
export function toHar(req: OpenRequest): HarRequest {
  const headers = [{ name: 'Accept', value: 'application/json' }];
  if (req.needsKey) headers.push({ name: 'X-Api-Key', value: 'YOUR_API_KEY' });
  const body = hasBody(req.method);
  if (body) headers.push({ name: 'Content-Type', value: 'application/json' });
  return {
    method: req.method,
    url: req.url,
    httpVersion: 'HTTP/1.1',
    queryString: req.params.map((p) => ({ name: p.name, value: p.value })),
    headers,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(body
      ? { postData: { mimeType: 'application/json', text: JSON.stringify(jsonBody(req.params)) } }
      : {}),
  };
}

/** Applies one edit that must match: a library upgrade that changes its output fails loudly (contract test). */
function edit(code: string, anchor: RegExp, replace: (match: string, ...groups: string[]) => string): string {
  if (!anchor.test(code)) throw new Error(`snippet template changed: ${anchor}`);
  return code.replace(anchor, replace);
}

/** java.net.http (JDK 11+, no dependency) wrapped into a compilable class, with connect and request timeouts. */
function javaProgram(fragment: string): string {
  let body = edit(
    fragment,
    /\n(\s*)\.build\(\);/,
    (_m, indent: string) =>
      `\n${indent}.timeout(Duration.ofSeconds(${SAMPLE_TIMEOUT_SECONDS}))\n${indent}.build();`,
  );
  body = edit(
    body,
    /HttpClient\.newHttpClient\(\)/,
    () =>
      `HttpClient.newBuilder()\n    .connectTimeout(Duration.ofSeconds(${SAMPLE_TIMEOUT_SECONDS}))\n    .build()`,
  );
  const indented = body
    .split('\n')
    .map((line) => (line ? `        ${line}` : line))
    .join('\n');
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'import java.time.Duration;',
    '',
    'public class ApiMarketDemo {',
    '    public static void main(String[] args) throws Exception {',
    indented,
    '    }',
    '}',
    '',
  ].join('\n');
}

function pythonProgram(code: string): string {
  return edit(
    code,
    /^(response = requests\.[a-z]+\(.*)\)$/m,
    (_m, call: string) => `${call}, timeout=${SAMPLE_TIMEOUT_SECONDS})`,
  );
}

/**
 * Node's own http(s) module: no dependency; AbortSignal.timeout bounds the whole call. The body is
 * written as a JSON literal: httpsnippet-lite 3.0.5's object printer drops backslashes in strings
 * (the contract test sends one), and JSON text is a valid JavaScript expression.
 */
function nodeProgram(code: string, req: OpenRequest): string {
  let out = edit(
    code,
    /const options = \{\n/,
    (m) => `${m}  signal: AbortSignal.timeout(${SAMPLE_TIMEOUT_SECONDS * 1000}),\n`,
  );
  if (hasBody(req.method)) {
    out = edit(
      out,
      /^req\.write\([\s\S]*\n(?=req\.end\(\);$)/m,
      () => `req.write(JSON.stringify(${JSON.stringify(jsonBody(req.params), null, 2)}));\n`,
    );
  }
  return edit(
    out,
    /^req\.end\(\);$/m,
    (m) => `req.on('error', (error) => console.error(error.message));\n${m}`,
  );
}

function curlCommand(code: string): string {
  return edit(code, /^curl /, () => `curl --max-time ${SAMPLE_TIMEOUT_SECONDS} `);
}

interface Target {
  target: TargetId;
  client: ClientId;
  options: Record<string, unknown>;
  finish(code: string, req: OpenRequest): string;
}

const TARGETS: Record<SnippetLanguage, Target> = {
  java: { target: 'java', client: 'nethttp', options: {}, finish: javaProgram },
  python: { target: 'python', client: 'requests', options: {}, finish: pythonProgram },
  node: { target: 'node', client: 'native', options: {}, finish: nodeProgram },
  php: { target: 'php', client: 'curl', options: { timeout: SAMPLE_TIMEOUT_SECONDS }, finish: (c) => c },
  curl: { target: 'shell', client: 'curl', options: {}, finish: curlCommand },
};

/** A complete program (a command for cURL) that makes the real request, built by httpsnippet-lite. */
export async function generateSnippet(language: SnippetLanguage, req: OpenRequest): Promise<string> {
  const spec = TARGETS[language];
  // The generator loads with the first sample, not with the page.
  const { HTTPSnippet } = await import('httpsnippet-lite');
  const out = await new HTTPSnippet(toHar(req)).convert(spec.target, spec.client, spec.options);
  const code = Array.isArray(out) ? out[0] : out;
  if (!code) throw new Error(`no snippet for ${language}`);
  return spec.finish(code, req);
}
