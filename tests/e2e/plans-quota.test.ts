import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, signIn, unique, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/** Waits for what the user would see (a loaded machine may take seconds). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

/**
 * Issue #27's "done means": a creator defines a free plan of 5 calls a day; a visitor registers,
 * subscribes, makes a key, calls 6 times from the tester; the sixth is refused with the message; the
 * usage page shows 5 used, 0 left, 1 refused; the creator's analytics show the subscriber.
 */
describe.skipIf(!hasChromium)('plans and quotas in the browser', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let apiId: number;

  beforeAll(async () => {
    e2e = await startE2E({ env: { CALL_FLUSH_MS: '50' } });
    creator = await buildUser(e2e.server);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const signInBrowser = async (token: string, account: string) => {
    await e2e.go('/home');
    await e2e.page.evaluate(
      ([tk, name]) => {
        localStorage.clear();
        localStorage.setItem('token', tk!);
        localStorage.setItem('account', name!);
      },
      [token, account],
    );
    // A fresh page: nothing the previous account's session cached (its role) is kept.
    await e2e.page.reload();
  };

  it('a free plan of 5 calls a day: the sixth call is refused and the usage page and analytics say so', LONG, async () => {
    const { page } = e2e;
    // An API of this attempt's own (a retry meets no plan, subscriber or call of an earlier attempt).
    apiId = (await buildApi(e2e.server, { creator, name: 'UUID 配额演示', address: 'builtin:uuid' })).id;
    const fanAccount = unique('quota_fan_');
    // The creator defines the plan on the API's analytics page.
    await signInBrowser(creator.token, creator.account);
    await e2e.go(`/dashboard/apis/${apiId}`);
    const editor = page.getByTestId('creator-plans');
    await editor.getByLabel('套餐名称').fill('免费版');
    await editor.getByLabel('每日次数').fill('5');
    await editor.getByText('设为默认免费套餐').click();
    await editor.getByRole('button', { name: '保存套餐' }).click();
    await editor.getByTestId('creator-plan').filter({ hasText: '每日 5 次' }).waitFor();

    // A visitor registers and subscribes from the API's page, making a key there.
    const reg = await e2e.server.request('POST', '/api/register', {
      account: fanAccount,
      username: '配额测试者',
      password: 'quota-fan-pass',
    });
    expect(reg.body.code).toBe(200);
    await signInBrowser(reg.body.data.token, fanAccount);
    await e2e.go(`/api/details/${apiId}`);
    const plans = page.getByTestId('plans');
    await plans.getByTestId('plan-quota').filter({ hasText: '每日 5 次' }).waitFor();
    await plans.getByRole('button', { name: '订阅「免费版」' }).click();
    const dialog = page.getByTestId('subscribe-dialog');
    await expect.poll(() => dialog.getByTestId('subscribe-key').inputValue()).toBe('new');
    await dialog.getByRole('button', { name: '确认订阅' }).click();
    const key = (await dialog.getByTestId('subscribe-new-key').textContent())!.trim();
    expect(key).toMatch(/^amk_/);
    // The key is shown once: it can be copied from the dialog.
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await dialog.getByRole('button', { name: '复制' }).click();
    await dialog.getByRole('button', { name: '已复制' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole('button', { name: '完成' }).click();
    await plans.getByText('已订阅').waitFor();

    const start = page.getByTestId('tester').getByRole('button', { name: '开始测试' });
    // A key mistyped (with characters no header can carry) is said at its field and on start — not as a
    // network error — and nothing is called.
    const keyField = page.getByLabel('API Key', { exact: false }).and(page.getByTestId('test-api-key'));
    await keyField.fill(`${key}键`);
    await page.getByTestId('tester').getByText('API Key 应以 amk_ 开头').waitFor();
    await start.click();
    await page.getByTestId('toast').filter({ hasText: '测试失败: API Key 应以 amk_ 开头' }).first().waitFor();
    expect(await page.getByTestId('toast').filter({ hasText: '网络错误' }).count()).toBe(0);

    // Six calls from the tester with the key: five answered, the sixth refused with the message.
    await keyField.fill(key);
    await expect.poll(() => page.getByTestId('tester').getByText('API Key 应以 amk_ 开头').count()).toBe(0);
    const recorded = async () =>
      ((await e2e.server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [apiId])) as Array<{ n: number }>)[0]!.n;
    for (let i = 1; i <= 5; i++) {
      await poll(() => start.isEnabled()).toBe(true);
      await start.click();
      await poll(recorded).toBe(i);
    }
    await poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await page.getByTestId('toast').filter({ hasText: /今日调用次数已用完（每日 5 次）/ }).first().waitFor();
    await poll(async () => (await page.getByTestId('tester').textContent()) ?? '').toContain('429');

    // The usage page: 5 used, 0 left, 1 refused (with its reason).
    await poll(async () => {
      await e2e.go('/dashboard/subscriptions');
      const card = page.getByTestId('subscription').first();
      await card.waitFor();
      return [
        await card.getByTestId('usage-today').textContent(),
        (await card.getByTestId('usage-left').textContent())?.split(' ')[0],
        await card.getByTestId('usage-refused').textContent(),
      ];
    }).toEqual(['5 / 5', '0', '1']);
    await page.getByTestId('usage-reasons').getByText('超出每日配额: 1').waitFor();
    await e2e.screenshot('plans-usage-page');

    // The creator's analytics list the subscriber.
    await signInBrowser(creator.token, creator.account);
    await poll(async () => {
      await e2e.go(`/dashboard/apis/${apiId}`);
      return (await page.getByTestId('plan-subscribers').textContent().catch(() => '')) ?? '';
    }).toContain(fanAccount);
  });

  it('an administrator suspends a subscription with a reason the caller then sees', LONG, async () => {
    const { page } = e2e;
    // A subscriber of its own: a fresh caller with a key on the API's plan.
    const fan = await buildUser(e2e.server, { account: unique('suspend_fan_') });
    const [{ id: planId }] = await e2e.server.ds.query(`SELECT id FROM api_plan WHERE api_id = $1`, [apiId]);
    const key = await e2e.server.request('POST', '/api/user/apiKeys', { name: 'k' }, fan.headers);
    const sub = await e2e.server.request('POST', '/api/subscriptions', { apiId, planId, keyId: key.body.data.apiKey.id }, fan.headers);
    expect(sub.body.code).toBe(200);
    const admin = await buildUser(e2e.server, { role: 'ADMIN' });
    // Signed in again after the promotion: the session carries the administrator role.
    await signInBrowser((await signIn(e2e.server, admin)).token, admin.account);
    await e2e.go('/dashboard/subscriptionmanagement');
    const table = page.getByTestId('admin-subscriptions');
    const row = table.getByRole('row').filter({ hasText: fan.account });
    await row.getByRole('button', { name: '暂停' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确认暂停' }).click();
    await dialog.getByText('请填写 1–200 个字符的原因').waitFor();
    await dialog.getByLabel('暂停原因（订阅者可见）').fill('超出约定用途');
    await dialog.getByRole('button', { name: '确认暂停' }).click();
    await row.getByText('已暂停').waitFor();
    const refused = await e2e.server.request('GET', `/api/open/api/${apiId}`, undefined, { 'x-api-key': key.body.data.key });
    expect([refused.status, refused.body.message]).toEqual([401, '该订阅已被管理员暂停：超出约定用途']);
    // The caller's usage page shows the reason, and says it cannot be ended while suspended instead of
    // offering 退订, which the gateway refuses (409).
    await signInBrowser((await signIn(e2e.server, fan)).token, fan.account);
    await e2e.go('/dashboard/subscriptions');
    const card = page.getByTestId('subscription').filter({ hasText: '超出约定用途' });
    await card.getByTestId('suspended-no-end').getByText('暂停期间不能退订，如有疑问请联系管理员').waitFor();
    expect(await card.getByRole('button', { name: /退订/ }).count()).toBe(0);
  });
});
