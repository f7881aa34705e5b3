/**
 * API area keys: every `area` of the spec inventory (`rest[].area`, `graphql[].area`) plus three
 * areas the CONTRACT names separately (operation log, the staff's own record, the SMS outbox) and
 * one the server adds (notice-admin: sending notices to staff).
 * Permissions per area are in permissions.ts; menus name the area each page belongs to.
 */
export const API_AREA_KEYS = [
  'accounts',
  'address',
  'agg',
  'ai-cs',
  'approvals',
  'auth',
  'autoenroll',
  'call-center',
  'calligraphy',
  'camp-teachers',
  'classes',
  'clues',
  'complaints',
  'contracts',
  'coupons',
  'courseware',
  'currency',
  'data',
  'enterprise-chat',
  'exports',
  'express',
  'friend-messaging',
  'group-chat',
  'handover',
  'invoices',
  'ivr',
  'live',
  'material',
  'navy',
  'notifications',
  'one-to-one',
  'orders',
  'products',
  'recruitment',
  'redeem-codes',
  'refunds',
  'renewal',
  'review',
  'review-voice',
  'sales-targets',
  'schedules',
  'short-url',
  'sop',
  'staff',
  'students',
  'teachers',
  'teaching',
  'track',
  'ums',
  'upload',
  'wechat-labels',
  // not inventory areas: named by the CONTRACT / brief
  'operation-log',
  'staff-self',
  'sms-outbox',
  // not in the spec: the server's endpoint for sending a notice to a staff member
  'notice-admin',
  'refund-payment',
] as const;

export type ApiArea = (typeof API_AREA_KEYS)[number];

export function isApiArea(value: unknown): value is ApiArea {
  return typeof value === 'string' && (API_AREA_KEYS as readonly string[]).includes(value);
}
