import { describe, expect, it } from 'vitest';
import { parseBatch } from './batch-parse';

describe('parseBatch', () => {
  it('reads order number, amount and optional reason per line, with tab, comma or space', () => {
    expect(parseBatch('QT001\t10\nQT002, 20.5 家长申请\n\n  QT003 3.00  ')).toEqual([
      { line: 1, outTradeNo: 'QT001', amount: '10.00', reason: undefined },
      { line: 2, outTradeNo: 'QT002', amount: '20.50', reason: '家长申请' },
      { line: 4, outTradeNo: 'QT003', amount: '3.00', reason: undefined },
    ]);
  });

  it('reports a missing or malformed amount and a repeated order number', () => {
    const r = parseBatch('QT001\nQT002 1.001\nQT003 0\nQT004 5\nQT004 6');
    expect(r.map((l) => l.error)).toEqual(['missingAmount', 'amountFormat', 'amountFormat', undefined, 'duplicate']);
  });
});
