import { describe, expect, it } from 'vitest';
import { WATERMARK, watermarkLines } from './watermark-text';

describe('watermark (spec 00 §2)', () => {
  it('real name (or user name) + last 5 characters of the id, and the brand', () => {
    expect(watermarkLines({ realName: '张三', userName: 'zs', id: '1234567' }, 'B')).toEqual(['张三 34567', 'B']);
    expect(watermarkLines({ realName: '', userName: 'zs', id: '12' }, 'B')).toEqual(['zs 12', 'B']);
  });

  it('uses the spec geometry', () => {
    expect(WATERMARK).toMatchObject({ width: 250, height: 100, rotateDeg: -20, fontPx: 12 });
    expect(WATERMARK.alpha).toBeLessThan(0.15);
  });
});
