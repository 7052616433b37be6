import type { ClientId, HarRequest, TargetId } from 'httpsnippet-lite';
import { hasBody, jsonBody, type OpenRequest, paramHeaders, queryParams, queryString } from './open-request.js';

import { SAMPLE_TIMEOUT_SECONDS } from './snippet-timeout.js';

export { SAMPLE_TIMEOUT_SECONDS };

/**
 * Every sample the generator offers: the SPEC §2.6 anchors first (Java, Python, Node.js, PHP, cURL),
 * then the other languages callers use, then the two Chinese mini-program runtimes.
 */
export const SNIPPET_LANGUAGES = [
  'java',
  'python',
  'node',
  'php',
  'curl',
  'java-okhttp',
  'node-fetch',
  'node-axios',
  'php-guzzle',
  'go',
  'csharp',
  'kotlin',
  'swift',
  'ruby',
  'rust',
  'dart',
  'httpie',
  'wget',
  'powershell',
  'javascript',
  'wechat',
  'uniapp',
] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export const SNIPPET_LABELS: Record<SnippetLanguage, string> = {
  java: 'Java (java.net.http)',
  python: 'Python (requests)',
  node: 'Node.js (http)',
  php: 'PHP (cURL)',
  curl: 'cURL',
  'java-okhttp': 'Java (OkHttp)',
  'node-fetch': 'Node.js (fetch)',
  'node-axios': 'Node.js (axios)',
  'php-guzzle': 'PHP (Guzzle)',
  go: 'Go',
  csharp: 'C# (HttpClient)',
  kotlin: 'Kotlin (OkHttp)',
  swift: 'Swift (URLSession)',
  ruby: 'Ruby (Net::HTTP)',
  rust: 'Rust (reqwest)',
  dart: 'Dart (http)',
  httpie: 'HTTPie',
  wget: 'Wget',
  powershell: 'PowerShell',
  javascript: 'JavaScript (fetch)',
  wechat: '微信小程序 wx.request',
  uniapp: 'uni-app uni.request',
};

/** The HAR request httpsnippet reads: method, the address with the query pairs, headers and the JSON body. */
export function toHar(req: OpenRequest): HarRequest {
  const headers = [{ name: 'Accept', value: 'application/json' }];
  if (req.needsKey) headers.push({ name: 'X-Api-Key', value: 'YOUR_API_KEY' });
  if (req.version) headers.push({ name: 'Api-Version', value: req.version });
  headers.push(...paramHeaders(req.params));
  const body = hasBody(req.method);
  if (body) headers.push({ name: 'Content-Type', value: 'application/json' });
  return {
    method: req.method,
    url: req.url,
    httpVersion: 'HTTP/1.1',
    queryString: queryParams(req.params).map((p) => ({ name: p.name, value: p.value })),
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
  target: string;
  client: ClientId;
  options: Record<string, unknown>;
  finish(code: string, req: OpenRequest): string;
}

const ms = SAMPLE_TIMEOUT_SECONDS * 1000;

/**
 * The options object of the JavaScript samples, as JSON literals: httpsnippet-lite 3.0.5's object
 * printer drops backslashes inside strings (the tests send one), and JSON text is valid JavaScript.
 */
function jsOptions(
  req: OpenRequest,
  extra: Record<string, unknown>,
  bodyKey: 'body' | 'data',
  url: boolean,
): string {
  const har = toHar(req);
  const headers = Object.fromEntries(har.headers.map((h) => [h.name, h.value]));
  const lines = Object.entries({
    ...extra,
    method: req.method,
    ...(url ? { url: fullUrl(req) } : {}),
    headers,
  }).map(([k, v]) => `  ${k}: ${JSON.stringify(v, null, 2).replace(/\n/g, '\n  ')},`);
  if (hasBody(req.method)) {
    const body = JSON.stringify(jsonBody(req.params), null, 2).replace(/\n/g, '\n  ');
    lines.push(bodyKey === 'body' ? `  body: JSON.stringify(${body}),` : `  data: ${body},`);
  }
  return `const options = {\n${lines.join('\n')}\n};`;
}

/**
 * The options literal httpsnippet prints: over several lines, or on one line when it is short
 * (stringify-object's inlineCharacterLimit of 80: a GET with one header), as the browser's shorter
 * addresses often make it.
 */
const OPTIONS_LITERAL = /^const options = \{[\s\S]*?\};$/m;

const fullUrl = (req: OpenRequest) => (queryParams(req.params).length ? `${req.url}?${queryString(req.params)}` : req.url);

/** fetch in Node 18+ and browsers is global; AbortSignal.timeout bounds the whole call. */
function fetchProgram(code: string, req: OpenRequest): string {
  let out = code.replace(/^const fetch = require\('node-fetch'\);\n\n/, '');
  out = edit(out, /^const url = .*$/m, () => `const url = ${JSON.stringify(fullUrl(req))};`);
  return edit(out, OPTIONS_LITERAL, () =>
    jsOptions(req, {}, 'body', false).replace(
      'const options = {\n',
      `const options = {\n  signal: AbortSignal.timeout(${ms}),\n`,
    ),
  );
}

/** axios as an ES module (the sample awaits at the top level), with its own timeout option. */
function axiosProgram(code: string, req: OpenRequest): string {
  const out = edit(code, /^const axios = require\('axios'\)\.default;/, () => "import axios from 'axios';");
  return edit(out, OPTIONS_LITERAL, () => jsOptions(req, { timeout: ms }, 'data', true));
}

function guzzleProgram(code: string): string {
  return edit(
    code,
    /new \\GuzzleHttp\\Client\(\)/,
    () => `new \\GuzzleHttp\\Client(['timeout' => ${SAMPLE_TIMEOUT_SECONDS}])`,
  );
}

function okHttpJava(code: string): string {
  return edit(
    code,
    /new OkHttpClient\(\);/,
    () =>
      `new OkHttpClient.Builder()\n  .callTimeout(java.time.Duration.ofSeconds(${SAMPLE_TIMEOUT_SECONDS}))\n  .build();`,
  );
}

function okHttpKotlin(code: string): string {
  return edit(
    code,
    /OkHttpClient\(\)/,
    () =>
      `OkHttpClient.Builder()\n  .callTimeout(java.time.Duration.ofSeconds(${SAMPLE_TIMEOUT_SECONDS}))\n  .build()`,
  );
}

function goProgram(code: string): string {
  let out = edit(code, /import \(\n/, (m) => `${m}\t"time"\n`);
  out = edit(out, /http\.DefaultClient\.Do\(req\)/, () => 'client.Do(req)');
  return edit(
    out,
    /\n(\tres, _ := client)/,
    (_m, call: string) =>
      `\n\tclient := &http.Client{Timeout: ${SAMPLE_TIMEOUT_SECONDS} * time.Second}\n${call}`,
  );
}

function csharpProgram(code: string): string {
  return edit(
    code,
    /var client = new HttpClient\(\);/,
    (m) => `${m}\nclient.Timeout = TimeSpan.FromSeconds(${SAMPLE_TIMEOUT_SECONDS});`,
  );
}

function rubyProgram(code: string): string {
  return edit(
    code,
    /^http = Net::HTTP\.new\(url\.host, url\.port\)$/m,
    (m) =>
      `${m}\nhttp.use_ssl = url.scheme == 'https'\nhttp.open_timeout = ${SAMPLE_TIMEOUT_SECONDS}\nhttp.read_timeout = ${SAMPLE_TIMEOUT_SECONDS}`,
  );
}

function httpieCommand(code: string): string {
  return edit(
    code,
    /\bhttp (GET|POST|PUT|DELETE) /,
    (_m, method: string) => `http --timeout=${SAMPLE_TIMEOUT_SECONDS} ${method} `,
  );
}

function wgetCommand(code: string): string {
  return edit(code, /^wget /, () => `wget --timeout=${SAMPLE_TIMEOUT_SECONDS} `);
}

/** PowerShell single-quoted strings escape ' as '' (httpsnippet-lite 3.0.5 leaves the body unescaped). */
function powershellCommand(code: string, req: OpenRequest): string {
  let out = code;
  if (hasBody(req.method)) {
    const body = JSON.stringify(jsonBody(req.params)).replace(/'/g, "''");
    out = edit(out, / -Body '.*'$/m, () => ` -Body '${body}'`);
  }
  return edit(
    out,
    /^\$response = Invoke-RestMethod .*$/m,
    (m) => `${m} -TimeoutSec ${SAMPLE_TIMEOUT_SECONDS}`,
  );
}

const TARGETS: Record<SnippetLanguage, Target> = {
  java: { target: 'java', client: 'nethttp', options: {}, finish: javaProgram },
  python: { target: 'python', client: 'requests', options: {}, finish: pythonProgram },
  node: { target: 'node', client: 'native', options: {}, finish: nodeProgram },
  php: { target: 'php', client: 'curl', options: { timeout: SAMPLE_TIMEOUT_SECONDS }, finish: (c) => c },
  curl: { target: 'shell', client: 'curl', options: {}, finish: curlCommand },
  'java-okhttp': { target: 'java', client: 'okhttp', options: {}, finish: okHttpJava },
  'node-fetch': { target: 'node', client: 'fetch', options: {}, finish: fetchProgram },
  'node-axios': { target: 'node', client: 'axios', options: {}, finish: axiosProgram },
  'php-guzzle': { target: 'php', client: 'guzzle', options: {}, finish: guzzleProgram },
  go: { target: 'go', client: 'native', options: {}, finish: goProgram },
  csharp: { target: 'csharp', client: 'httpclient', options: {}, finish: csharpProgram },
  kotlin: { target: 'kotlin', client: 'okhttp', options: {}, finish: okHttpKotlin },
  // URLSession's timeoutInterval is httpsnippet's `timeout` option.
  swift: {
    target: 'swift',
    client: 'nsurlsession',
    options: { timeout: SAMPLE_TIMEOUT_SECONDS },
    finish: (c) => c,
  },
  ruby: { target: 'ruby', client: 'native', options: {}, finish: rubyProgram },
  rust: { target: 'rust', client: 'reqwest', options: {}, finish: (c) => c },
  dart: { target: 'dart', client: 'http', options: {}, finish: (c) => c },
  httpie: { target: 'shell', client: 'httpie', options: {}, finish: httpieCommand },
  wget: { target: 'shell', client: 'wget', options: {}, finish: wgetCommand },
  powershell: { target: 'powershell', client: 'restmethod', options: {}, finish: powershellCommand },
  javascript: { target: 'javascript', client: 'fetch', options: {}, finish: fetchProgram },
  wechat: { target: 'miniprogram', client: 'wx', options: {}, finish: (c) => c },
  uniapp: { target: 'miniprogram', client: 'uni', options: {}, finish: (c) => c },
};

/** A complete program (a command for the shells) that makes the real request, built by httpsnippet-lite. */
export async function generateSnippet(language: SnippetLanguage, req: OpenRequest): Promise<string> {
  const spec = TARGETS[language];
  // The generator (and the targets it lacks) load with the first sample, not with the page.
  const [{ HTTPSnippet }, { registerExtraTargets }] = await Promise.all([
    import('httpsnippet-lite'),
    import('./snippet-targets.js'),
  ]);
  registerExtraTargets();
  const out = await new HTTPSnippet(toHar(req)).convert(spec.target as TargetId, spec.client, spec.options);
  const code = Array.isArray(out) ? out[0] : out;
  if (!code) throw new Error(`no snippet for ${language}`);
  return spec.finish(code, req);
}
