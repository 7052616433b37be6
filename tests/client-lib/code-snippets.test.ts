import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Engine } from 'php-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenRequest } from '../../client/src/features/api-detail/lib/open-request.js';
import {
  generateSnippet,
  SNIPPET_LANGUAGES,
  type SnippetLanguage,
} from '../../client/src/features/api-detail/lib/snippets.js';

/**
 * The detail page's code samples (SPEC §2.6) are real programs: each is compiled or syntax-checked by
 * its own toolchain and, where the toolchain is here, run against a local echo server to show it
 * sends the request the tester would send (method, query pairs, JSON body, the 10 s timeout).
 */

const has = (cmd: string, args: string[] = ['--version']) =>
  spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
const hasPython = has('python3');
const hasPythonRequests = hasPython && has('python3', ['-c', 'import requests']);
const hasPhp = has('php', ['-v']);
const hasJava = has('javac', ['-version']) && has('java', ['-version']);
const hasCurl = has('curl');
const hasBash = has('bash');
const hasWget = has('wget');
const hasRustc = has('rustc');

// Awkward values on purpose: quotes, a backslash, shell and PHP metacharacters, CJK text, & and =.
const tricky = [
  { name: 'q', value: `it's "quoted" \\ $HOME & a=b` },
  { name: 'city', value: '北京' },
  { name: 'n', value: '5' },
];

interface Echo {
  method: string;
  url: string;
  body: string;
  headers: IncomingMessage['headers'];
}

let server: Server;
let base = '';
let last: Echo | null = null;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'snippets-'));
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      last = { method: req.method ?? '', url: req.url ?? '', body, headers: req.headers };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, data: 'echo' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const request = (method: OpenRequest['method'], needsKey = false): OpenRequest => ({
  method,
  url: `${base}/api/open/api/7`,
  params: tricky,
  needsKey,
});

/** Every string literal of a php-parser AST, as PHP would read it. */
function stringLiterals(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) stringLiterals(n, out);
  else if (node && typeof node === 'object') {
    const rec = node as { kind?: unknown; value?: unknown };
    if (rec.kind === 'string' && typeof rec.value === 'string') out.push(rec.value);
    for (const v of Object.values(node)) stringLiterals(v, out);
  }
  return out;
}

function write(name: string, code: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, code);
  return file;
}

/** Runs a sample (asynchronously: the echo server lives in this process) and returns what it printed. */
async function run(cmd: string, args: string[], cwd = dir): Promise<string> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd, timeout: 20_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${cmd} failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

function expectSentRequest(method: string, withBody: boolean) {
  expect(last).not.toBeNull();
  const got = last as Echo;
  expect(got.method).toBe(method);
  const url = new URL(got.url, base);
  expect(url.pathname).toBe('/api/open/api/7');
  for (const p of tricky) expect(url.searchParams.get(p.name)).toBe(p.value);
  if (withBody) {
    expect(JSON.parse(got.body)).toEqual(Object.fromEntries(tricky.map((p) => [p.name, p.value])));
    expect(got.headers['content-type']).toMatch(/application\/json/);
  } else {
    expect(got.body).toBe('');
  }
}

describe('code samples of the API detail page', () => {
  for (const method of ['GET', 'POST'] as const) {
    describe(method, () => {
      it.skipIf(!hasPython)(
        'Python compiles (py_compile), has the 10 s timeout and sends the request',
        async () => {
          const code = await generateSnippet('python', request(method));
          expect(code).toContain('timeout=10');
          const file = write(`sample_${method}.py`, code);
          execFileSync('python3', ['-m', 'py_compile', file]);
          if (hasPythonRequests) {
            last = null;
            expect(await run('python3', [file])).toContain('echo');
            expectSentRequest(method, method !== 'GET');
          }
        },
      );

      it('Node.js passes node --check, has the 10 s timeout and sends the request', async () => {
        const code = await generateSnippet('node', request(method));
        expect(code).toContain('AbortSignal.timeout(10000)');
        const file = write(`sample_${method}.js`, code);
        execFileSync(process.execPath, ['--check', file]);
        last = null;
        expect(await run(process.execPath, [file])).toContain('echo');
        expectSentRequest(method, method !== 'GET');
      });

      it('PHP parses (php -l, else the php-parser library) with its literals intact and the 10 s timeout', async () => {
        const code = await generateSnippet('php', request(method));
        expect(code).toContain('CURLOPT_TIMEOUT => 10');
        if (hasPhp) execFileSync('php', ['-l', write(`sample_${method}.php`, code)]);
        // Parsing also reads back every string literal, which shows the escaping kept each value.
        const ast = new Engine({
          parser: { php8: true, suppressErrors: false },
          ast: { withPositions: false },
        }).parseCode(code, `sample_${method}.php`);
        const strings = stringLiterals(ast);
        const url = new URL(strings.find((s) => s.startsWith(base)) ?? '');
        for (const p of tricky) expect(url.searchParams.get(p.name)).toBe(p.value);
        if (method !== 'GET') for (const p of tricky) expect(strings).toContain(p.value);
      });

      it.skipIf(!hasJava)('Java compiles (javac), has the 10 s timeouts and sends the request', async () => {
        const code = await generateSnippet('java', request(method));
        expect(code).toContain('Duration.ofSeconds(10)');
        const javaDir = mkdtempSync(path.join(dir, 'java-'));
        writeFileSync(path.join(javaDir, 'ApiMarketDemo.java'), code);
        await run('javac', ['ApiMarketDemo.java'], javaDir);
        last = null;
        expect(await run('java', ['ApiMarketDemo'], javaDir)).toContain('echo');
        expectSentRequest(method, method !== 'GET');
      });

      it.skipIf(!hasBash || !hasCurl)(
        'cURL parses (bash -n), has --max-time 10 and sends the request',
        async () => {
          const code = await generateSnippet('curl', request(method));
          expect(code).toMatch(/^curl --max-time 10 /);
          const file = write(`sample_${method}.sh`, code);
          execFileSync('bash', ['-n', file]);
          last = null;
          expect(await run('bash', [file])).toContain('echo');
          expectSentRequest(method, method !== 'GET');
        },
      );
    });
  }

  it('an API that needs a token gets an X-Api-Key placeholder in every sample', async () => {
    for (const lang of SNIPPET_LANGUAGES) {
      expect(await generateSnippet(lang, request('PUT', true)), lang).toContain('YOUR_API_KEY');
    }
  });

  it('PUT and DELETE samples use their method', async () => {
    expect(await generateSnippet('curl', request('DELETE'))).toContain('--request DELETE');
    expect(await generateSnippet('python', request('PUT'))).toMatch(/requests\.put\(/);
  });
});

/** How each target states the 10 s timeout of SPEC §9 (every client here supports one). */
const TIMEOUT_MARK: Record<SnippetLanguage, RegExp> = {
  java: /Duration\.ofSeconds\(10\)/,
  python: /timeout=10\b/,
  node: /AbortSignal\.timeout\(10000\)/,
  php: /CURLOPT_TIMEOUT => 10\b/,
  curl: /--max-time 10\b/,
  'java-okhttp': /callTimeout\(java\.time\.Duration\.ofSeconds\(10\)\)/,
  'node-fetch': /AbortSignal\.timeout\(10000\)/,
  'node-axios': /timeout: 10000/,
  'php-guzzle': /'timeout' => 10\b/,
  go: /Timeout: 10 \* time\.Second/,
  csharp: /TimeSpan\.FromSeconds\(10\)/,
  kotlin: /callTimeout\(java\.time\.Duration\.ofSeconds\(10\)\)/,
  swift: /timeoutInterval: 10(\.0)?\b/,
  ruby: /read_timeout = 10\b/,
  rust: /Duration::from_secs\(10\)/,
  dart: /Duration\(seconds: 10\)/,
  httpie: /--timeout=10\b/,
  wget: /--timeout=10\b/,
  powershell: /-TimeoutSec 10\b/,
  javascript: /AbortSignal\.timeout\(10000\)/,
  wechat: /timeout: 10000/,
  uniapp: /timeout: 10000/,
};

const JS_TARGETS = new Set<SnippetLanguage>([
  'node',
  'node-fetch',
  'node-axios',
  'javascript',
  'wechat',
  'uniapp',
]);

describe('every snippet target (at least 15, plus wx.request and uni.request)', () => {
  it('offers the languages the issue names', () => {
    expect(SNIPPET_LANGUAGES.length).toBeGreaterThanOrEqual(17);
    for (const l of [
      'java-okhttp',
      'java',
      'python',
      'node-fetch',
      'node-axios',
      'php',
      'php-guzzle',
      'go',
      'csharp',
      'kotlin',
      'swift',
      'ruby',
      'rust',
      'dart',
      'curl',
      'httpie',
      'wget',
      'powershell',
      'javascript',
      'wechat',
      'uniapp',
    ]) {
      expect(SNIPPET_LANGUAGES).toContain(l);
    }
  });

  for (const lang of SNIPPET_LANGUAGES) {
    for (const method of ['GET', 'POST'] as const) {
      it(`${lang} ${method} with a key: the address, the query, the key header, the 10 s timeout${method === 'POST' ? ', the JSON body' : ''}`, async () => {
        const code = await generateSnippet(lang, request(method, true));
        expect(code).toMatch(TIMEOUT_MARK[lang]);
        expect(code).toContain('/api/open/api/7');
        expect(code).toContain('YOUR_API_KEY');
        expect(code).toMatch(/X-Api-Key/i);
        expect(code).toMatch(new RegExp(method, 'i'));
        if (method === 'POST') expect(code).toMatch(/北京/);
        if (JS_TARGETS.has(lang))
          execFileSync(process.execPath, ['--check', write(`${lang}_${method}.mjs`, code)]);
        if (lang === 'php-guzzle') {
          new Engine({
            parser: { php8: true, suppressErrors: false },
            ast: { withPositions: false },
          }).parseCode(code, 'guzzle.php');
        }
        if ((lang === 'httpie' || lang === 'wget') && hasBash)
          execFileSync('bash', ['-n', write(`${lang}_${method}.sh`, code)]);
        if (lang === 'rust' && hasRustc) {
          // Parsing passes when rustc's only complaint is the reqwest crate it cannot find here.
          const res = spawnSync(
            'rustc',
            [
              '--edition',
              '2021',
              '--emit=metadata',
              '-o',
              path.join(dir, `rs_${method}.rmeta`),
              write(`sample_${method}.rs`, code),
            ],
            { encoding: 'utf8' },
          );
          const codes = [...res.stderr.matchAll(/error\[(E\d+)\]/g)].map((m) => m[1]);
          const untagged = res.stderr
            .split('\n')
            .filter((l) => /^error(?!\[)/.test(l) && !/aborting due to/.test(l));
          expect(untagged, res.stderr).toEqual([]);
          expect(
            codes.every((c) => c === 'E0433' || c === 'E0432'),
            res.stderr,
          ).toBe(true);
        }
      });
    }
  }

  it.skipIf(!hasWget)('wget sends the request (method, query, JSON body) to the echo server', async () => {
    last = null;
    const code = await generateSnippet('wget', request('POST'));
    expect(await run('bash', [write('wget_run.sh', code)])).toContain('echo');
    expectSentRequest('POST', true);
  });

  it('node fetch and the browser fetch sample send the request', async () => {
    for (const lang of ['node-fetch', 'javascript'] as const) {
      last = null;
      expect(
        await run(process.execPath, [write(`${lang}_run.mjs`, await generateSnippet(lang, request('POST')))]),
      ).toContain('echo');
      expectSentRequest('POST', true);
    }
  });

  it('wx.request and uni.request pass the same options to their runtime', async () => {
    for (const lang of ['wechat', 'uniapp'] as const) {
      const code = await generateSnippet(lang, request('POST', true));
      const api = lang === 'wechat' ? 'wx' : 'uni';
      let seen: Record<string, unknown> | null = null;
      // The runtime object is the only thing a mini program provides: record what the sample hands it.
      new Function(api, code)({ request: (o: Record<string, unknown>) => (seen = o) });
      expect(seen).toMatchObject({
        method: 'POST',
        timeout: 10000,
        data: Object.fromEntries(tricky.map((p) => [p.name, p.value])),
      });
      const url = new URL(String((seen as unknown as { url: string }).url));
      for (const p of tricky) expect(url.searchParams.get(p.name)).toBe(p.value);
      expect((seen as unknown as { header: Record<string, string> }).header['X-Api-Key']).toBe(
        'YOUR_API_KEY',
      );
    }
  });

  it('PowerShell keeps a quote in the body (single quotes doubled)', async () => {
    const code = await generateSnippet('powershell', request('POST'));
    expect(code).toContain(`-Body '{"q":"it''s`);
  });
});

describe('code samples put each parameter where its location says (issue #29)', () => {
  const located: OpenRequest = {
    method: 'POST',
    url: '',
    params: [
      { name: 'page', value: '2', location: 'query' },
      { name: 'userId', value: '42', location: 'path' },
      { name: 'X-Tenant', value: 'acme', location: 'header' },
      { name: 'sid', value: 'a b', location: 'cookie' },
      { name: 'title', value: '标题', location: 'body' },
    ],
    needsKey: false,
  };
  const at = () => ({ ...located, url: `${base}/api/open/api/7` });

  it('every language names the header, the cookie and the body field', async () => {
    for (const lang of SNIPPET_LANGUAGES) {
      const code = await generateSnippet(lang, at());
      expect(code, lang).toMatch(/X-Tenant/i);
      expect(code, lang).toContain('acme');
      expect(code, lang).toMatch(/sid=a%20b/);
      expect(code, lang).toContain('标题');
    }
  });

  for (const [lang, runIt] of [
    ['node-fetch', (file: string) => run(process.execPath, [file])],
    ['curl', (file: string) => run('bash', [file])],
  ] as const) {
    it.skipIf(lang === 'curl' && !(hasCurl && hasBash))(`${lang} sends query and path in the query, the header, one Cookie header and only body fields in the body`, async () => {
      const code = await generateSnippet(lang, at());
      last = null;
      await runIt(write(`located_${lang}.${lang === 'curl' ? 'sh' : 'mjs'}`, code));
      const got = last as Echo | null;
      expect(got).not.toBeNull();
      const url = new URL(got!.url, base);
      expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', userId: '42' });
      expect(got!.headers['x-tenant']).toBe('acme');
      expect(got!.headers.cookie).toBe('sid=a%20b');
      expect(JSON.parse(got!.body)).toEqual({ title: '标题' });
    });
  }
});
