import { z } from 'zod';
import type { Database } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertFreshVersion, zVersion } from '../../../platform/versioning';
import { idFieldAs, optTextField } from '../../../platform/http/fields';

export const MAX_REMARK = 500;

export const remarkInput = z.object({ orderId: idFieldAs('coerce'), remark: optTextField(MAX_REMARK, 'coerce'), version: zVersion });
export type RemarkInput = z.infer<typeof remarkInput>;

/**
 * updateRemark: the staff's note on an order (the order detail's 备注). Conflict-safe: a stale
 * `version` is 409 with who changed the order and when; no version (older clients) writes as before.
 * Saving the same text again changes nothing and logs nothing.
 */
export async function updateOrderRemark(db: Database, ctx: AuthedContext, i: RemarkInput) {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ id: string; remark: string | null; version: number; utime: Date }>(
      'SELECT id::text AS id, remark, version, utime FROM orders WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
      [i.orderId, ctx.subject],
    );
    const order = r.rows[0];
    if (!order) throw errors.notFound('订单');
    await assertFreshVersion(tx, {
      entity: 'order',
      entityId: order.id,
      expected: i.version,
      version: order.version,
      utime: order.utime,
      current: { remark: order.remark },
    });
    const remark = i.remark ? i.remark : null;
    const changes = diff({ remark: order.remark }, { remark });
    if (Object.keys(changes).length === 0) return { orderId: order.id, remark, version: order.version };
    const u = await tx.query<{ version: number }>('UPDATE orders SET remark = $2, utime = now() WHERE id = $1::bigint RETURNING version', [
      order.id,
      remark,
    ]);
    await recordOperation(tx, ctx, { action: 'order.remark', entity: 'order', entityId: order.id, changes });
    return { orderId: order.id, remark, version: u.rows[0].version };
  });
}
