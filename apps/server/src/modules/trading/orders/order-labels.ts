import type { Dictionary } from '@console/domain';

/** refund.status (ours, migration 0140). */
export const REFUND_STATUS: Dictionary = {
  0: { zh: '申请中', en: 'Requested' },
  1: { zh: '退款中', en: 'Refunding' },
  2: { zh: '已退款', en: 'Refunded' },
  3: { zh: '退款失败', en: 'Failed' },
  4: { zh: '已撤销', en: 'Revoked' },
};
