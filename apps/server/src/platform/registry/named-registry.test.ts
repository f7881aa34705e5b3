import { describe, expect, it } from 'vitest';
import { NamedRegistry } from './named-registry';

describe('NamedRegistry', () => {
  it('answers what was registered, and a second registration of the same definition changes nothing', () => {
    const r = new NamedRegistry<string, () => number>('import kind');
    const one = () => 1;
    r.register('a', one);
    r.register('a', one);
    expect(r.get('a')).toBe(one);
    expect(r.keys()).toEqual(['a']);
    expect(r.has('b')).toBe(false);
  });

  it('refuses a different definition under a taken name', () => {
    const r = new NamedRegistry<number, string>('approval effect');
    r.register(3, 'refund');
    expect(() => r.register(3, 'shipment')).toThrow('approval effect "3" is registered twice');
  });
});
