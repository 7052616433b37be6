import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCategory, buildCreator, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { eachLook, poll } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';


/** The light-mode colours of SPEC §9's levels 1–3 and of an empty day (features/creator-profile/lib/calendar.ts). */
const LEVEL_FILL = ['rgb(235, 237, 240)', 'rgb(155, 233, 168)', 'rgb(64, 196, 99)', 'rgb(33, 110, 57)'];

interface Calendar {
  from: string;
  days: Array<{ day: string; level: number; count: number }>;
}

/** /creator/{id} in Chromium: the profile, its 365-day activity grid from real rows, follow, message, works. */
describe.skipIf(!hasChromium)('creator profile', () => {
  let e2e: E2E;
  let page: Page;
  let id = 0;
  let zhou: BuiltUser;
  /** The creator's public APIs, all created today (activity on today's cell); a private one is not a work. */
  const WORKS = ['实时天气', '七日天气预报', '空气质量指数', '日出日落时间', '新接口一', '新接口二', '新接口三'];
  beforeAll(async () => {
    e2e = await startE2E();
    page = e2e.page;
    zhou = await buildCreator(e2e.server, {
      account: 'zhoumin',
      username: '周敏',
      nameEn: 'Zhou Min',
      title: '气象数据专家',
      titleEn: 'Weather data specialist',
      bio: '整理公开气象数据，让天气接口更易用。',
      bioEn: 'Curates open weather data and makes weather APIs easy to use.',
    });
    id = zhou.creatorId;
    const weather = await buildCategory(e2e.server, { name: '天气气象', nameEn: 'Weather' });
    for (const name of WORKS) await buildApi(e2e.server, { creator: zhou, category: weather.id, name });
    await buildApi(e2e.server, { creator: zhou, category: weather.id, name: '私有天气接口', visibility: 'private' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const followers = async (creatorId = id) =>
    ((await e2e.server.ds.query(`SELECT count(*)::int AS n FROM creator_follow WHERE creator_id = $1`, [creatorId])) as Array<{
      n: number;
    }>)[0]!.n;

  it('shows the profile with 365 day cells coloured by the creator’s real activity levels', async () => {
    // Activity today: the creator's new APIs (created counts on its day).
    // The page asks for the browser's days; so does the test (the fresh page is about:blank).
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const cal = (
      await e2e.server.graphql<{ creator: { activityCalendar: Calendar } }>(
        `query($id: Int!, $tz: String!) { creator(id: $id) { activityCalendar(timeZone: $tz) { from days { day level count } } } }`,
        { id, tz: timeZone },
      )
    ).data!.creator.activityCalendar;
    expect(cal.days.some((d) => d.level >= 2)).toBe(true);

    await e2e.go(`/creator/${id}`);
    await page.getByRole('heading', { level: 1, name: '周敏' }).waitFor();
    const cells = page.locator('[data-testid="activity-grid"] svg rect[rx]');
    await poll(() => cells.count()).toBe(365);
    // Cell i is day from + i: each active day has its level's colour, every other day the empty one.
    const start = Date.parse(`${cal.from}T00:00:00Z`);
    const byDay = new Map(cal.days.map((d) => [d.day, d.level]));
    const expected = Array.from({ length: 365 }, (_, i) => {
      const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      return LEVEL_FILL[byDay.get(day) ?? 0];
    });
    await poll(() => cells.evaluateAll((rects) => rects.map((r) => getComputedStyle(r).fill))).toEqual(expected);
    await poll(() => page.getByTestId('activity-total').textContent()).toBe(
      `过去 365 天共 ${cal.days.reduce((s, d) => s + d.count, 0)} 次活动`,
    );

    // Works: every public API of the creator; the search narrows them and keeps its words in the URL.
    const works = WORKS.length;
    await poll(() => page.getByTestId('count-works').textContent()).toBe(String(works));
    await poll(() => page.getByTestId('works-count').textContent()).toBe(`共 ${works} 个公开 API`);
    await page.getByTestId('works-search').fill('空气');
    await page.getByTestId('works-search').press('Enter');
    await poll(() => page.url()).toMatch(/\?q=%E7%A9%BA%E6%B0%94$/);
    await poll(() => page.getByTestId('works-grid').getByTestId('api-name').allTextContents()).toEqual(['空气质量指数']);
    await page.getByTestId('works-search').fill('没有这个');
    await page.getByTestId('works-search').press('Enter');
    await page.getByTestId('works-empty').waitFor();
    await page.getByRole('button', { name: '清除搜索' }).click();
    await poll(() => page.getByTestId('works-grid').getByTestId('api-card').count()).toBe(Math.min(works, 9));

    // Message: an honest "coming soon" dialog.
    await page.getByTestId('message-button').click();
    const dialog = page.getByRole('dialog', { name: '私信即将上线' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a visitor is asked to sign in; a signed-in user’s follow is stored and changes the count', async () => {
    // A creator and a fan of this attempt's own: a retry does not meet the follows an earlier attempt stored.
    const own = await buildCreator(e2e.server);
    const mine = () => followers(own.creatorId);
    const before = await mine();
    expect(before).toBe(0);
    await e2e.go(`/creator/${own.creatorId}`);
    const button = page.getByTestId('follow-button');
    await button.click();
    await page.getByTestId('toast').filter({ hasText: '登录后即可关注创作者' }).first().waitFor();
    expect(await mine()).toBe(before);

    const fan = await buildUser(e2e.server, { username: '粉丝一号' });
    await page.evaluate(([token, account]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('account', account!);
    }, [fan.token, fan.account]);
    await page.reload();
    await poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await poll(() => page.getByTestId('count-followers').textContent()).toBe(String(before + 1));
    await poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await poll(mine).toBe(before + 1);
    // Stored: still followed after a reload.
    await page.reload();
    await poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    await poll(() => page.getByTestId('count-followers').textContent()).toBe(String(before));
    await poll(mine).toBe(before);

    // The creator's own account sees its profile without a follow button.
    const login = await e2e.server.graphql<{ login: { token: string } }>(
      `mutation($a: String!, $p: String!) { login(input: { account: $a, password: $p }) { token } }`,
      { a: own.account, p: own.password },
    );
    await page.evaluate(([token, account]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('account', account!);
    }, [login.data!.login.token, own.account]);
    await page.reload();
    await page.getByText('这是你的主页').waitFor();
    expect(await button.count()).toBe(0);
    await page.evaluate(() => localStorage.clear());
  });

  it('at 375 and 1280 px, light and dark: nothing overflows; English labels; an unknown id says so', LONG, async () => {
    await eachLook(
      e2e,
      `/creator/${id}`,
      async (p) => {
        await p.locator('[data-testid="activity-grid"] svg rect[rx]').first().waitFor();
        await p.getByTestId('works-grid').waitFor();
      },
      async ({ page: p, width, dark, name }) => {
        await shoot(p, `creator-${name}`, { fullPage: width === 1280 && !dark });
        // At 375 px the grid scrolls sideways in its own box and opens on the latest weeks.
        if (width === 375) {
          await poll(() => p.getByTestId('activity-scroller').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        }
      },
    );
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await e2e.go(`/creator/${id}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Zhou Min' }).waitFor();
    await poll(() => page.getByTestId('activity-total').textContent()).toMatch(/contributions in the last 365 days$/);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await e2e.go('/creator/999999');
    await page.getByText('没有找到这位创作者').waitFor();
  });
});
