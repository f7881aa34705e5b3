/**
 * The approval types (CONTRACT §9 approval type; spec 01 §7 "Approval calls"): each declares its
 * form (zod, at the boundary), who may apply, its chain of approval nodes and the list summary.
 * What a final approval does is registered apart (effects.ts), so other areas can wire theirs.
 */
import { DICTIONARIES } from '@console/domain';
import { z, type ZodType } from 'zod';
import { yuanToFen } from '../../../platform/money';
import { idFieldAs, optIdField, optIntField, optTextField, requiredDay, requiredText } from '../../../platform/http/fields';

export const APPROVAL = {
  REFUND: 0,
  REISSUE: 1,
  ADJUSTMENT_CLASS: 2,
  ADJUSTMENT_STAGE: 3,
  ADJUSTMENT_SUP: 4,
  UNCREDITED: 5,
  PACKAGE_BOX: 6,
  PROMOTIONS: 7,
  RHW: 8,
  CHANGE_CUSTOMER: 9,
  PIANO_SUSPENSION: 10,
  CLUE_JUDGMENT: 11,
  TRIAL_ADJUSTMENT_SUP: 12,
  ADJUSTMENT_RENEW: 13,
  GOLD_COIN_MALL_CHARGEBACK: 14,
} as const;

export const STATUS = { PENDING: 0, COMPLETED: 1, REVOCATION: 2, DECLINE: 3 } as const;

/**
 * Refund-like types: their final approval pays money back for the order (financeRefund). An order
 * has at most one of them pending (the partial unique index of migration 0450 lists the same types),
 * and only they carry a refund fee that can be changed while pending.
 */
export const REFUND_LIKE: readonly number[] = [APPROVAL.REFUND, APPROVAL.GOLD_COIN_MALL_CHARGEBACK];
export const ONE_PENDING_REFUND_INDEX = 'flow_approval_one_pending_refund_idx';

/** Refunds above this amount (yuan) need finance after the operations manager (ours; docs/decisions/approvals.md). */
export const FINANCE_THRESHOLD_FEN = 500_00;

export interface NodeSpec {
  name: string;
  roleId: string;
  departmentId?: string | null;
}

/** What the record links of a flow are, read from its form. */
export interface FlowLinks {
  uid?: string;
  orderId?: string;
  teamId?: string;
  amountFen?: number;
  period?: number;
  managementType?: number;
}

export interface ApprovalTypeDef<F = Record<string, unknown>> {
  type: number;
  form: ZodType<F>;
  /** Roles that may apply (role 7 always may). */
  applyRoles: readonly string[];
  chain(form: F, links: FlowLinks): NodeSpec[];
  links(form: F): FlowLinks;
  /** The lines of abstract_content ('^'-joined). */
  summary(form: F): string[];
}

export const OPS_MANAGER: NodeSpec = { name: '运营主管审批', roleId: '2' };
const FINANCE: NodeSpec = { name: '财务审批', roleId: '4' };
export const APPLICANTS = ['1', '2', '3', '5', '21'] as const;

const fee = z.union([z.number(), z.string()], { message: '必须是金额' }).transform((v, c) => {
  try {
    return yuanToFen(v, 'refundFee');
  } catch {
    c.addIssue({ code: 'custom', message: '必须是金额（最多两位小数）' });
    return z.NEVER;
  }
});
const reason = z.preprocess((v) => v ?? undefined, requiredText(500, 'coerce', '申请原因'));

const refundForm = z
  .object({
    orderId: idFieldAs('coerce'),
    userId: optIdField('coerce'),
    refundFee: fee.refine((f) => f > 0, '必须大于0'),
    reason: optTextField(500, 'coerce'),
    refundMsg: optTextField(500, 'coerce'),
    refundType: optIntField(0, 99, 'coerce'),
    payeeName: optTextField(50, 'coerce'),
    payeeAccount: optTextField(40, 'coerce'),
    bankName: optTextField(50, 'coerce'),
  })
  .refine((f) => f.reason || f.refundMsg, { message: '请填写申请原因', path: ['reason'] });
type RefundForm = z.infer<typeof refundForm>;

const shipmentForm = z.object({
  orderId: idFieldAs('coerce'),
  userId: optIdField('coerce'),
  productName: z.preprocess((v) => v ?? undefined, requiredText(100, 'coerce', '商品名称')),
  expressTotal: z.coerce.number('必须是整数').int('必须是整数').min(1, '不能小于1').max(20, '不能大于20').default(1),
  addressId: optIdField('coerce'),
  reason,
});
type ShipmentForm = z.infer<typeof shipmentForm>;

const adjustmentForm = z.object({
  userId: idFieldAs('coerce'),
  orderId: optIdField('coerce'),
  currentClassId: optIdField('coerce'),
  targetClassId: optIdField('coerce'),
  targetClassName: optTextField(100, 'coerce'),
  targetPeriod: optIntField(0, 100000, 'coerce'),
  targetSup: optTextField(10, 'coerce'),
  reason,
});
type AdjustmentForm = z.infer<typeof adjustmentForm>;

const generalForm = z.object({
  userId: optIdField('coerce'),
  orderId: optIdField('coerce'),
  teamId: optIdField('coerce'),
  content: optTextField(1000, 'coerce'),
  reason,
});
type GeneralForm = z.infer<typeof generalForm>;

const suspensionForm = z.object({
  userId: idFieldAs('coerce'),
  teamId: optIdField('coerce'),
  startDate: requiredDay('停课开始日期'),
  endDate: requiredDay('停课结束日期'),
  reason,
});
type SuspensionForm = z.infer<typeof suspensionForm>;

const yuan = (fen: number) => (fen / 100).toFixed(2);

const refundType: ApprovalTypeDef<RefundForm> = {
  type: APPROVAL.REFUND,
  form: refundForm,
  applyRoles: APPLICANTS,
  links: (f) => ({ uid: f.userId, orderId: f.orderId, amountFen: f.refundFee }),
  chain: (f) => (f.refundFee > FINANCE_THRESHOLD_FEN ? [OPS_MANAGER, FINANCE] : [OPS_MANAGER]),
  summary: (f) => [`退款 ¥${yuan(f.refundFee)}`, '', f.payeeName ?? '', f.reason ?? f.refundMsg ?? '', '退款'],
};

const shipmentType = (type: number, label: string): ApprovalTypeDef<ShipmentForm> => ({
  type,
  form: shipmentForm,
  applyRoles: APPLICANTS,
  links: (f) => ({ uid: f.userId, orderId: f.orderId }),
  chain: () => [OPS_MANAGER],
  summary: (f) => [`${label}：${f.productName} × ${f.expressTotal}`, '', '', f.reason, label],
});

const adjustmentType = (type: number): ApprovalTypeDef<AdjustmentForm> => ({
  type,
  form: adjustmentForm,
  applyRoles: APPLICANTS,
  links: (f) => ({ uid: f.userId, orderId: f.orderId, teamId: f.currentClassId, period: f.targetPeriod }),
  chain: () => [OPS_MANAGER],
  summary: (f) => [
    `${DICTIONARIES.approvalType[type].zh}${f.targetClassName ? `：调至${f.targetClassName}` : ''}`,
    f.targetPeriod !== undefined ? `第${f.targetPeriod}期` : '',
    f.targetSup ?? '',
    f.reason,
    DICTIONARIES.approvalType[type].zh,
  ],
});

const generalType = (type: number, finance = false): ApprovalTypeDef<GeneralForm> => ({
  type,
  form: generalForm,
  applyRoles: APPLICANTS,
  links: (f) => ({ uid: f.userId, orderId: f.orderId, teamId: f.teamId }),
  chain: () => (finance ? [OPS_MANAGER, FINANCE] : [OPS_MANAGER]),
  summary: (f) => [DICTIONARIES.approvalType[type].zh, '', f.content ?? '', f.reason, DICTIONARIES.approvalType[type].zh],
});

const suspensionType: ApprovalTypeDef<SuspensionForm> = {
  type: APPROVAL.PIANO_SUSPENSION,
  form: suspensionForm,
  applyRoles: APPLICANTS,
  links: (f) => ({ uid: f.userId, teamId: f.teamId }),
  chain: () => [OPS_MANAGER],
  summary: (f) => [`停课 ${f.startDate} 至 ${f.endDate}`, '', '', f.reason, '钢琴停课'],
};

const chargebackType: ApprovalTypeDef<RefundForm> = {
  ...refundType,
  type: APPROVAL.GOLD_COIN_MALL_CHARGEBACK,
  chain: () => [OPS_MANAGER, FINANCE],
};

const TYPES = new Map<number, ApprovalTypeDef<never>>();
/** Declares a type (another area may add one, e.g. clue judgment with its own form). */
export function registerApprovalType<F>(def: ApprovalTypeDef<F>): void {
  TYPES.set(def.type, def as unknown as ApprovalTypeDef<never>);
}
export function approvalType(type: number): ApprovalTypeDef<Record<string, unknown>> | undefined {
  return TYPES.get(type) as unknown as ApprovalTypeDef<Record<string, unknown>> | undefined;
}

registerApprovalType(refundType);
registerApprovalType(shipmentType(APPROVAL.REISSUE, '补发货'));
registerApprovalType(shipmentType(APPROVAL.PROMOTIONS, '赠品'));
for (const t of [
  APPROVAL.ADJUSTMENT_CLASS,
  APPROVAL.ADJUSTMENT_STAGE,
  APPROVAL.ADJUSTMENT_SUP,
  APPROVAL.TRIAL_ADJUSTMENT_SUP,
  APPROVAL.ADJUSTMENT_RENEW,
])
  registerApprovalType(adjustmentType(t));
for (const t of [APPROVAL.UNCREDITED, APPROVAL.PACKAGE_BOX, APPROVAL.RHW, APPROVAL.CHANGE_CUSTOMER, APPROVAL.CLUE_JUDGMENT])
  registerApprovalType(generalType(t));
registerApprovalType(suspensionType);
registerApprovalType(chargebackType);

export const typeText = (type: number) => DICTIONARIES.approvalType[type]?.zh ?? String(type);
export const typeName = (type: number) => DICTIONARIES.approvalType[type]?.name ?? String(type);
export const statusName = (status: number) => DICTIONARIES.approvalStatus[status]?.name ?? String(status);
export const statusText = (status: number) => DICTIONARIES.approvalStatus[status]?.zh ?? String(status);

/** A type given as its number or its name (REFUND, ADJUSTMENT_CLASS, ...). */
export function parseType(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number' || /^\d+$/.test(String(v))) return Number(v);
  const hit = Object.entries(DICTIONARIES.approvalType).find(([, e]) => e.name === String(v).toUpperCase());
  return hit ? Number(hit[0]) : -1;
}
export function parseStatus(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number' || /^\d+$/.test(String(v))) return Number(v);
  const hit = Object.entries(DICTIONARIES.approvalStatus).find(([, e]) => e.name === String(v).toUpperCase());
  return hit ? Number(hit[0]) : -1;
}
