import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors.js';
import { checkParams } from '../mock-params.rules.js';

/** The mock's parameter check reads the request's own parameters, never what every object inherits. */
describe('checkParams', () => {
  const reason = (specs: Parameters<typeof checkParams>[0], params: Record<string, unknown>) => {
    try {
      checkParams(specs, params);
      return null;
    } catch (err) {
      return (err as AppError).messages.zh;
    }
  };

  it('a required parameter named like an Object property is missing when the request does not send it', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(reason([{ name, type: 'string', required: true }], {}), name).toContain(`缺少必填参数 ${name}`);
      expect(reason([{ name, type: 'string', required: true }], JSON.parse(`{"${name}": "x"}`)), name).toBeNull();
    }
  });

  it('a required parameter sent is accepted, one of the wrong type is named', () => {
    expect(reason([{ name: 'city', type: 'string', required: true }], { city: '北京' })).toBeNull();
    expect(reason([{ name: 'days', type: 'number', required: true }], { days: 'seven' })).toContain('参数 days 应为数字');
  });
});
