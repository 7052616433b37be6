import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { argumentMessages } from '../validation-messages.js';

describe('argument validation messages', () => {
  it('names the argument and the limit in both languages', () => {
    expect(
      argumentMessages([
        {
          property: 'keywords',
          constraints: { maxLength: 'keywords must be shorter than or equal to 100 characters' },
        },
      ]),
    ).toEqual({
      zh: '参数无效：keywords 长度不能超过 100 个字符',
      en: 'Invalid argument: keywords must be at most 100 characters',
    });
    expect(
      argumentMessages([{ property: 'page', constraints: { min: 'page must not be less than 1' } }]).zh,
    ).toBe('参数无效：page 不能小于 1');
  });

  describe('through the GraphQL door', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server?.stop();
    });

    const QUERY = `query ($k: String!) { market(keywords: $k) { total } }`;

    it('answers BAD_USER_INPUT in the caller’s language', async () => {
      const long = 'x'.repeat(101);
      const en = await server.graphql(QUERY, { k: long }, { 'accept-language': 'en' });
      expect(en.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(en.errors?.[0]?.message).toBe('Invalid argument: keywords must be at most 100 characters');
      const zh = await server.graphql(QUERY, { k: long }, { 'accept-language': 'zh-CN' });
      expect(zh.errors?.[0]?.message).toBe('参数无效：keywords 长度不能超过 100 个字符');
      expect(zh.errors?.[0]?.extensions?.messages).toBeUndefined();
    });
  });
});
