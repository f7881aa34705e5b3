import { describe, expect, it } from 'vitest';
import { productPayload, type ProductFormValues } from './product-payload';

const base: ProductFormValues = {
  name: '毛笔',
  type: 'ACTUAL_GOODS',
  onSale: true,
  prices: [{ currencies_code: 'CNY', currencies_price: 9 }],
};

describe('the product form body', () => {
  it('sends a cleared label (undefined in the form) as null, so the server clears it instead of keeping it', () => {
    const body = productPayload({ ...base, labid: undefined }, '12', 3);
    expect(body).toHaveProperty('labid', null);
    // JSON keeps null (undefined would drop the key and mean "keep")
    expect(JSON.parse(JSON.stringify(body))).toMatchObject({ id: '12', version: 3, labid: null });
  });

  it('sends every cleared optional field as null and a chosen label as its id', () => {
    const cleared = productPayload(base, '12', 3);
    for (const k of [
      'unit',
      'course_difficulty',
      'course_level',
      'pro_version',
      'keywords',
      'delivery_type',
      'delivery_num',
      'delivery_cycle',
    ])
      expect(cleared[k], k).toBeNull();
    expect(productPayload({ ...base, labid: '2' }, null, undefined)).toMatchObject({ labid: '2', status: 0 });
  });

  it('keeps the delivery rules: at once = no batches, in batches = the given count and cycle', () => {
    expect(productPayload({ ...base, delivery_type: 0, delivery_num: 4 }, null, undefined)).toMatchObject({
      delivery_num: 0,
      delivery_cycle: 0,
    });
    expect(productPayload({ ...base, delivery_type: 1, delivery_num: 4, delivery_cycle: 30 }, null, undefined)).toMatchObject({
      delivery_num: 4,
      delivery_cycle: 30,
    });
  });
});
