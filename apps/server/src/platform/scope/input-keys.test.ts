import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputKeys, undeclaredIdFields } from './input-keys';

describe('id-field detection (the object-scope test relies on it)', () => {
  it('finds keys through preprocess pipes, optionals, unions and path parameters', () => {
    const schema = z.preprocess((v) => v, z.object({ uid: z.string(), note: z.string().optional() }).or(z.object({ teamId: z.number() })));
    expect([...inputKeys(schema)].sort()).toEqual(['note', 'teamId', 'uid']);
  });

  it('reports a planted route whose id field is declared neither scoped nor unscoped', () => {
    const input = z.object({ orderId: z.string(), remark: z.string(), studentId: z.string(), staffId: z.string() });
    const planted = {
      method: 'POST',
      url: '/api/planted/:id',
      config: { inputs: [input], scope: { studentId: 'student' }, unscoped: { staffId: 'the caller' } },
    };
    expect(undeclaredIdFields([planted])).toEqual(['POST /api/planted/:id orderId', 'POST /api/planted/:id id']);
  });

  it('does not accept an empty reason as a declaration', () => {
    const planted = { method: 'GET', url: '/x', config: { inputs: [z.object({ uid: z.string() })], unscoped: { uid: ' ' } } };
    expect(undeclaredIdFields([planted])).toEqual(['GET /x uid']);
  });
});
