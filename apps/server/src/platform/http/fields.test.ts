import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { idFieldAs, inputOf, intField, optIdField, optTextField, pageFields, requiredText } from './fields';
import { inputError } from './validate';

/**
 * The two readings of the one input kit (issue 26) answer what the two kits they replace answered:
 * the calls' clients depend on it. A change here is a change the clients see.
 */
const read = (field: ZodType, value: unknown): unknown => {
  const r = z.object({ a: field }).safeParse({ a: value });
  return r.success ? r.data.a : inputError(r.error, 'body').message.replace('参数错误：a ', '');
};

describe('one input kit, two readings', () => {
  it('ids: strict refuses 0 and reads blank as missing; coerce takes 0 and calls blank a bad id; plain does not trim', () => {
    expect([0, '', null, ' 12 ', 12].map((v) => read(idFieldAs('strict'), v))).toEqual([
      '必须是数字编号',
      '不能为空',
      '不能为空',
      '12',
      '12',
    ]);
    expect([0, '', null, ' 12 ', 12].map((v) => read(idFieldAs('coerce'), v))).toEqual(['0', '必须是数字编号', '不能为空', '12', '12']);
    expect([0, ' 12 ', 12].map((v) => read(idFieldAs('plain'), v))).toEqual(['0', '必须是数字编号', '12']);
    expect(read(idFieldAs('plain', { zero: false }), 0)).toBe('不能小于0');
    expect(['', null, 0].map((v) => read(optIdField('coerce'), v))).toEqual([undefined, undefined, '0']);
  });

  it('integers: strict wants a number or numeric text; coerce goes through Number()', () => {
    expect(['abc', true, '', ' 7 '].map((v) => read(intField(0, 9), v))).toEqual(['必须是数字', '必须是数字', '不能为空', 7]);
    expect(['abc', true, '', ' 7 '].map((v) => read(intField(0, 9, 'coerce'), v))).toEqual(['必须是整数', 1, 0, 7]);
  });

  it('text: strict refuses a number; coerce reads it as text and keeps a cleared optional text', () => {
    expect([12, ' '].map((v) => read(requiredText(5), v))).toEqual(['必须是文本', '不能为空']);
    expect([12, ' '].map((v) => read(requiredText(5, 'coerce', '名称'), v))).toEqual(['12', '请填写名称']);
    expect(['', null].map((v) => read(optTextField(5, 'coerce'), v))).toEqual(['', undefined]);
    expect(['', null].map((v) => read(optTextField(5), v))).toEqual([undefined, undefined]);
  });

  it('pages count from 1 or 0 with their defaults and caps', () => {
    expect(inputOf(pageFields()).parse({ pageNum: '3' })).toEqual({ page: 3, size: 20 });
    expect(inputOf(pageFields({ from: 0, maxSize: 200 })).parse({})).toEqual({ page: 0, size: 20 });
    expect(inputOf(pageFields()).safeParse({ page: 0 }).success).toBe(false);
    expect(z.object(pageFields({ reading: 'coerce', maxSize: 200, maxPage: 2 ** 31 - 1 })).parse({ page: '', size: null })).toEqual({
      page: 1,
      size: 20,
    });
  });
});
