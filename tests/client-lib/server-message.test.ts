import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { TOAST_TEXT_CHARS, readableServerMessage } from '../../client/src/app/server-message.js';

const failed = (...errors: Array<{ message: string; code?: string }>) =>
  new CombinedGraphQLErrors({ errors: errors.map((e) => ({ message: e.message, extensions: { code: e.code } })) });

/** Issue #34 item 10: toasts never print GraphQL's or the server's raw texts, and long messages are cut. */
describe('readableServerMessage', () => {
  it('keeps the gateway’s message for people', () => {
    expect(readableServerMessage(failed({ message: '请输入接口名称', code: 'BAD_USER_INPUT' }))).toBe('请输入接口名称');
    expect(readableServerMessage(failed({ message: '需要管理员权限', code: 'FORBIDDEN' }))).toBe('需要管理员权限');
  });

  it('drops GraphQL validation texts, server errors and network failures', () => {
    const typename =
      'Variable "$input" got invalid value { name: "a", __typename: "ApiParam" } at "input.parameters[0]"; Field "__typename" is not defined by type "ApiParamInput".';
    expect(readableServerMessage(failed({ message: typename, code: 'BAD_USER_INPUT' }))).toBeUndefined();
    expect(readableServerMessage(failed({ message: 'Cannot query field "x" on type "Query".', code: 'GRAPHQL_VALIDATION_FAILED' }))).toBeUndefined();
    expect(readableServerMessage(failed({ message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' }))).toBeUndefined();
    expect(readableServerMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('cuts a long message to TOAST_TEXT_CHARS characters', () => {
    const text = readableServerMessage(failed({ message: '很长的说明'.repeat(100), code: 'BAD_USER_INPUT' }))!;
    expect([...text]).toHaveLength(TOAST_TEXT_CHARS);
    expect(text.endsWith('…')).toBe(true);
  });
});
