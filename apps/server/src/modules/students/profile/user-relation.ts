import type { RelationOptions } from '../../../platform/query';

/**
 * The `user` relation of orders, refunds, express rows and approvals: uid → the students area's
 * `User` model (student.id, seen in the request's subject line; its own access, the students area).
 */
export function userRelation(): Record<string, RelationOptions> {
  return { user: { model: 'User', localField: 'uid', foreignField: 'id' } };
}
