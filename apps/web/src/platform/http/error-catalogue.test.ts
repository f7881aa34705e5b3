import { describe, expect, it } from 'vitest';
import { apiName, bodyVerdict, httpFailure } from './error-catalogue';

describe('error catalogue (spec 00 §8)', () => {
  it('names the API without origin or query', () => {
    expect(apiName('http://x:1/api/a/b?subject=0')).toBe('/api/a/b');
    expect(apiName('/api/a?x=1')).toBe('/api/a');
  });

  it('maps HTTP statuses to the catalogue texts', () => {
    expect(httpFailure(400, '/api/x?a=1', undefined).message).toBe('参数错误：/api/x');
    expect(httpFailure(404, '/api/x', undefined).message).toBe('接口不存在：/api/x');
    expect(httpFailure(420, '/api/x', undefined).message).toBe('没有权限：/api/x');
    expect(httpFailure(500, '/api/x', undefined).message).toBe('服务器异常：/api/x');
    expect(httpFailure(502, '/api/x', '<html>').message).toBe('服务器异常：/api/x');
  });

  it('401 has a fixed text and logs out; 403 logs out too', () => {
    const v = httpFailure(401, '/api/x', { code: 401, errors: 'whatever' });
    expect(v).toEqual({ message: '长时间未操作，请重新登录', logout: true });
    expect(httpFailure(403, '/api/x', undefined).logout).toBe(true);
    expect(httpFailure(420, '/api/x', undefined).logout).toBe(false);
  });

  it("prefers the server's person-readable message", () => {
    expect(httpFailure(400, '/api/x', { code: 400, status: 'ERROR', errors: '参数错误：mobile 格式不正确' }).message).toBe(
      '参数错误：mobile 格式不正确',
    );
  });

  it('speaks English when asked', () => {
    expect(httpFailure(404, '/api/x', undefined, 'en').message).toBe('Interface not found: /api/x');
  });

  it('judges body codes: 0 ok, 2/200/300 pass through, others are errors', () => {
    expect(bodyVerdict({ code: 0, status: 'OK', payload: 1 }, '/api/x')).toEqual({ kind: 'ok' });
    expect(bodyVerdict({ code: '0', payload: 1 }, '/api/x')).toEqual({ kind: 'ok' });
    expect(bodyVerdict({ code: 2 }, '/api/x')).toEqual({ kind: 'pass' });
    expect(bodyVerdict({ code: '200' }, '/api/x')).toEqual({ kind: 'pass' });
    expect(bodyVerdict({ code: 300 }, '/api/x')).toEqual({ kind: 'pass' });
    expect(bodyVerdict({ code: 7, message: '不行' }, '/api/x')).toEqual({ kind: 'error', message: '不行' });
    expect(bodyVerdict({ code: 7 }, '/api/y?z=1')).toEqual({ kind: 'error', message: '服务器异常：/api/y' });
    expect(bodyVerdict([1, 2], '/api/x')).toEqual({ kind: 'ok' });
    expect(bodyVerdict({ data: {} }, '/graphql/v1/toss')).toEqual({ kind: 'ok' });
  });

  it('a notification answer counts as success only with code 0 and status OK', () => {
    expect(bodyVerdict({ code: 0, status: 'ERROR' }, '/api/tm/v1/x').kind).toBe('error');
  });
});
