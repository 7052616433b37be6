import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, unique } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

type Question = { q: string; want: string };
const judged = JSON.parse(
  readFileSync(new URL('../../../../../scripts/assistant-bench/questions.json', import.meta.url), 'utf8'),
) as Record<string, Question[] | string>;
const parts = Object.entries(judged).filter((e): e is [string, Question[]] => Array.isArray(e[1]));

const ASK = `query($question: String!) { assistantAnswer(question: $question) {
  question picks { apiId name nameEn requestMethod needToken score
    reasons { word field via from weight }
    params { name example suggested suggestedFrom } } } }`;
interface Pick {
  apiId: number;
  name: string;
  reasons: Array<{ word: string; field: string; via: string; from: string; weight: number }>;
  params: Array<{ name: string; example: string; suggested: string | null; suggestedFrom: string | null }>;
}

describe('the assistant (/dsChatBot): retrieval over the demo catalogue, with reasons and parameter values', () => {
  let server: TestServer;
  const ask = async (question: string, headers: Record<string, string> = {}) => {
    const res = await server.graphql<{ assistantAnswer: { picks: Pick[] } }>(ASK, { question }, headers);
    expect(res.errors).toBeUndefined();
    return res.data!.assistantAnswer.picks;
  };

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`recall@3 ≥ 0.9 on the ${parts.reduce((n, [, qs]) => n + qs.length, 0)} judged questions (zh and en), and on each part`, async () => {
    let found = 0;
    let total = 0;
    const misses: string[] = [];
    for (const [part, questions] of parts) {
      let partFound = 0;
      for (const { q, want } of questions) {
        const { picks } = await server.services.assistant.answer(q);
        if (picks.some((p) => p.api.name === want)) partFound++;
        else misses.push(`${part}: ${q} → ${picks.map((p) => p.api.name).join(' | ')} (wants ${want})`);
      }
      expect(partFound / questions.length, `${part}: ${misses.join('; ')}`).toBeGreaterThanOrEqual(0.9);
      found += partFound;
      total += questions.length;
    }
    expect(total).toBeGreaterThanOrEqual(50);
    expect(found / total, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('answers a Chinese need with the forecast, saying which words matched where and how', async () => {
    const picks = await ask('我想查某个城市明天会不会下雨');
    expect(picks[0].name).toBe('七日天气预报');
    expect(picks.length).toBeLessThanOrEqual(3);
    // 下雨 is nowhere in the catalogue: the intent line takes it to 降水 (in the description).
    expect(picks[0].reasons).toContainEqual(
      expect.objectContaining({ word: '降水', field: 'DESCRIPTION', via: 'INTENT', from: '下雨' }),
    );
    // A stray word is not a fit: "qr code"'s "code" alone does not bring the HTTP status codes along.
    const qr = await ask('把一个网址做成二维码');
    expect(qr[0].name).toBe('二维码生成');
    expect(qr.map((p) => p.name)).not.toContain('HTTP 状态码查询');
    const en = await ask('convert a timestamp to a date');
    expect(en[0].name).toBe('时间戳转换');
    expect(en[0].reasons).toContainEqual(
      expect.objectContaining({ word: 'timestamp', field: 'NAME', via: 'WORD' }),
    );
  });

  it('fills parameters from the question: a city, a timestamp, an IP address', async () => {
    const now = await ask('北京现在多少度');
    expect(now[0].name).toBe('实时天气');
    const lat = now[0].params.find((p) => p.name === 'latitude')!;
    expect(lat).toMatchObject({ suggested: '39.9042', suggestedFrom: '北京' });
    expect(now[0].params.find((p) => p.name === 'longitude')!.suggested).toBe('116.4074');

    const ts = await ask('帮我把 1767225600 转成日期');
    expect(ts[0].name).toBe('时间戳转换');
    expect(ts[0].params.find((p) => p.name === 'ts')!.suggested).toBe('1767225600');

    const word = unique('归属');
    const api = await buildApi(server, {
      name: `IP 归属地 ${word}`,
      description: '查询一个 IP 地址所在的国家、省份与城市',
      parameters: [{ name: 'ip', required: true, description: '要查询的 IP 地址', example: '1.1.1.1' }],
    });
    const ip = await ask('8.8.8.8 这个 IP 是哪里的');
    const pick = ip.find((p) => p.apiId === api.id);
    expect(pick, JSON.stringify(ip.map((p) => p.name))).toBeDefined();
    expect(pick!.params[0]).toMatchObject({ name: 'ip', suggested: '8.8.8.8', suggestedFrom: '8.8.8.8' });
  });

  it('follows the catalogue: a new API is offered at once; drafts, private and offline APIs never are', async () => {
    const word = `Zorblax${unique('')}`.toLowerCase();
    expect(await ask(`${word} please`)).toEqual([]);
    const draft = await buildApi(server, { name: `${word} 草稿`, status: -1 });
    const hidden = await buildApi(server, { name: `${word} 内部`, visibility: 'private' });
    const offline = await buildApi(server, { name: `${word} 下架`, status: 0 });
    const listed = await buildApi(server, { name: `${word} 正式版`, description: `${word} converter` });
    const picks = await ask(`I need a ${word} converter`);
    expect(picks[0].apiId).toBe(listed.id);
    expect(picks[0].reasons[0]).toMatchObject({ word, field: 'NAME', via: 'WORD', from: word });
    const ids = picks.map((p) => p.apiId);
    for (const never of [draft.id, hidden.id, offline.id]) expect(ids).not.toContain(never);
  });

  it("REST door: the envelope with the same answer; bad input is a 400 in the caller's language", async () => {
    const res = await server.request(
      'GET',
      `/api/assistant/answer?question=${encodeURIComponent('100 美元能换多少人民币')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const first = res.body.data.picks[0];
    expect(first.name).toBe('汇率查询');
    expect(first.reasons[0]).toHaveProperty('field');
    expect(first.params).toContainEqual(expect.objectContaining({ name: 'from', suggested: 'USD' }));
    expect(first.params).toContainEqual(expect.objectContaining({ name: 'to', suggested: 'CNY' }));

    const blank = await server.request('GET', '/api/assistant/answer?question=%20%20', undefined, {
      'accept-language': 'en',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Enter a question');
    const long = await server.request('GET', `/api/assistant/answer?question=${'天'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('问题不能超过 200 个字符');
    expect((await server.request('GET', '/api/assistant/answer')).status).toBe(400);
    const gql = await server.graphql(ASK, { question: '' }, { 'accept-language': 'en' });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Enter a question',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Punctuation and emoji only: no word, no pick, no error.
    expect(await ask('？？？🙂')).toEqual([]);
  });

  it('is rate limited per address: 30 questions a minute, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await server.request('GET', `/api/assistant/answer?question=weather${i}`)).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
  });
});
