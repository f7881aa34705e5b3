/** REST calls of the approval centre (spec 01 §7 "Approval calls"; /api/b/v1/backend/...). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { COLUMN_MAX, idFieldAs, listField, optIdField, optIntField, optTextField, timeField } from '../../../platform/http/fields';
import { yuanToFen } from '../../../platform/money';
import { APPROVAL } from './approval-types';
import { applyForApproval } from './apply';
import { approvalDetail, nodeTable } from './detail';
import './effects';
import { AUTO_APPROVE_JOB, runAutoApprove, updateAutoTime, updateRefundDetail, updateTag, type AutoApprovePayload } from './flow-edits';
import { listApprovals, listCounts, listInput, LIST_SCOPES } from './lists';
import { loadFlow } from './flow-store';
import { approverStaffIds, mayDecideType, privilegeInput, staffIdsInput } from './privileges';
import { batchDecide, decide, MAX_BATCH, resubmit, revoke, sendBack } from './transitions';

const access = { area: 'approvals' } as const;
const B = '/api/b/v1/backend';

/** Apply paths of the original client → approval type. */
const APPLY_PATHS: [string[], number][] = [
  [[`${B}/refund/detail/add`], APPROVAL.REFUND],
  [[`${B}/apply/reissue/flow`], APPROVAL.REISSUE],
  [[`${B}/uncredited/detail/add`], APPROVAL.UNCREDITED],
  [[`${B}/packagebox/flow`, `${B}/v1/backend/apply/packagebox/flow`], APPROVAL.PACKAGE_BOX],
  [[`${B}/promotions/detail/add`], APPROVAL.PROMOTIONS],
  [[`${B}/rhw/detail/add`], APPROVAL.RHW],
  [[`${B}/changecustomer/detail/add`], APPROVAL.CHANGE_CUSTOMER],
  [[`${B}/pianoSuspension/flow/apply`], APPROVAL.PIANO_SUSPENSION],
  [[`${B}/clue/judgment/flow/apply`], APPROVAL.CLUE_JUDGMENT],
  [[`${B}/trial/apply/adjustment/sup/flow`], APPROVAL.TRIAL_ADJUSTMENT_SUP],
  [[`${B}/apply/adjustment/renew/flow`], APPROVAL.ADJUSTMENT_RENEW],
  [[`${B}/apply/goldCoinMall/chargeback`], APPROVAL.GOLD_COIN_MALL_CHARGEBACK],
];
const ADJUSTMENT_TYPES: Record<string, number> = { ADJUSTMENT_CLASS: 2, ADJUSTMENT_STAGE: 3, ADJUSTMENT_SUP: 4, '2': 2, '3': 3, '4': 4 };

const DETAIL_PATHS = [
  `${B}/approval/detail`,
  `${B}/refund/detail/get`,
  `${B}/reissue/flow/info`,
  `${B}/adjustment/flow/info`,
  `${B}/promotions/detail/get`,
  `${B}/uncredited/detail/get`,
  `${B}/packagebox/flow/info`,
  `${B}/v1/backend/packagebox/flow/info`,
  `${B}/trial/adjustment/sup/flow/info`,
  `${B}/adjustment/renew/flow/info`,
  `${B}/goldCoinMall/chargeback/info`,
  `${B}/changecustomer/detail/get`,
  `${B}/rhw/detail/get`,
  `${B}/pianoSuspension/flow/info`,
  `${B}/clue/judgment/flow/getInfo`,
];

const flowId = z.object({ flowApprovalId: idFieldAs('coerce') });

/** Object scope (platform/scope): the approval a call names by id is in a subject of the caller. */
const flowScope = { flowApprovalId: 'approval' } as const;
/**
 * The records an application form may name (the fields of every type's form, approval-types.ts and the
 * clue judgment in clues/approval-effects.ts): each must be in a subject of the caller before the form
 * is read; checkLinks then holds the order, student and class to the approval's own subject.
 */
const applyScope = {
  orderId: 'order',
  userId: 'student',
  uid: 'student',
  teamId: 'class',
  currentClassId: 'class',
  targetClassId: 'class',
  addressId: 'address',
  clueId: 'clue',
  teacherId: 'teacher',
} as const;
/** The list filters: the approval, its student and its order are scoped; staff and departments are not. */
const listScope = { id: 'approval', flowApprovalId: 'approval', uid: 'student', userId: 'student', outTradeNo: 'orderNo' } as const;
const PER_ITEM = 'checked per item in the use case (loadFlow: the current subject only; a foreign id fails its item with 404)';
const listUnscoped = {
  applyStaffId: 'a staff member (the applicant): staff are not subject-scoped',
  departmentIds: 'departments of the applicants: the org tree is shared by the subject lines',
};
const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean('必须是 true 或 false'),
);
const zOptVersion = optIntField(0, COLUMN_MAX.int, 'coerce');
const decideInput = z
  .object({
    flowApprovalId: idFieldAs('coerce'),
    version: zOptVersion,
    isConfirm: zBool.default(true),
    approvalRemark: optTextField(500, 'coerce'),
    isRecover: optIntField(0, 1, 'coerce'),
    targetClassId: optIdField('coerce'),
    targetClassName: optTextField(100, 'coerce'),
  })
  .refine((b) => !b.targetClassId === !b.targetClassName, { message: '目标班级编号和名称需同时提供', path: ['targetClassName'] });
const batchIds = listField(idFieldAs('coerce'), MAX_BATCH);

export function registerApprovalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, events } = deps;
  deps.jobs.register(AUTO_APPROVE_JOB, async ({ job }) => runAutoApprove(db, events, job.payload as unknown as AutoApprovePayload));

  for (const [urls, type] of APPLY_PATHS)
    defineCall(app, {
      method: 'POST',
      url: urls,
      access,
      scope: applyScope,
      input: z.record(z.string(), z.unknown()),
      handler: (ctx, input) => applyForApproval(db, events, ctx, type, input),
    });
  defineCall(app, {
    method: 'POST',
    url: `${B}/apply/adjustment/flow`,
    access,
    scope: applyScope,
    input: z.record(z.string(), z.unknown()),
    handler: (ctx, input) => applyForApproval(db, events, ctx, ADJUSTMENT_TYPES[String(input.adjustType ?? input.type ?? 2)] ?? 2, input),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/approval/apply`,
    access,
    scope: applyScope,
    input: z.looseObject({ type: z.coerce.number('必须是审批类型').int().min(0) }),
    handler: (ctx, input) => applyForApproval(db, events, ctx, input.type, input),
  });

  for (const scope of LIST_SCOPES)
    defineCall(app, {
      method: ['GET', 'POST'],
      url: `${B}/approval2/list/${scope}`,
      access,
      scope: listScope,
      unscoped: listUnscoped,
      input: listInput,
      handler: (ctx, f) => listApprovals(db, ctx, scope, f),
    });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${B}/flow/list`,
    access,
    scope: listScope,
    unscoped: listUnscoped,
    input: listInput,
    handler: (ctx, f) => listApprovals(db, ctx, 'showAll', f),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${B}/approval2/list/counts`,
    access,
    scope: listScope,
    unscoped: listUnscoped,
    input: listInput,
    handler: (ctx, f) => listCounts(db, ctx, f),
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: DETAIL_PATHS,
    access,
    scope: flowScope,
    input: flowId,
    handler: (ctx, i) => approvalDetail(db, ctx, i.flowApprovalId),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: [
      `${B}/flowApprovalLinkedRelation/findLinkedListByFlowApprovalIdForBoss`,
      `${B}/flowApprovalLinkedRelation/findLinkedListByFlowApprovalId`,
    ],
    access,
    scope: flowScope,
    input: flowId,
    handler: async (ctx, i) => nodeTable(db, (await loadFlow(db, ctx, i.flowApprovalId)).id),
  });

  registerActionRoutes(app, deps);
  // The original client's approver checks (issue 28).
  defineCall(app, {
    method: 'GET',
    url: `${B}/checkpriviles`,
    access,
    input: privilegeInput,
    handler: async (ctx, i) => mayDecideType(ctx, i.type),
  });
  defineCall(app, {
    method: 'GET',
    url: `${B}/promotions/checkpriviles`,
    access,
    handler: async (ctx) => mayDecideType(ctx, 'PROMOTIONS'),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/approval/staffIds/get`,
    access,
    input: staffIdsInput,
    handler: async (ctx) => approverStaffIds(db, ctx),
  });
}

function registerActionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, events } = deps;
  defineCall(app, {
    method: 'POST',
    url: `${B}/completed/reissue/flow`,
    access,
    scope: { ...flowScope, targetClassId: 'class' },
    input: decideInput,
    // The target class is the approver's addition to the form, checked by its owner's payload step (classes).
    handler: (ctx, { targetClassId, targetClassName, ...i }) =>
      decide(db, events, ctx, { ...i, fields: { targetClassId, targetClassName } }),
  });
  defineCall(app, {
    method: 'POST',
    url: [`${B}/completed/batch/flow`, `${B}/batch/completed/flow`],
    access,
    // Per item: decide() finds each flow in the caller's current subject only, else that item fails with 404
    // (a foreign id reads as a missing one); a route-level 404 would drop the answers for the other items.
    unscoped: { flowApprovalIdList: PER_ITEM, ids: PER_ITEM },
    input: z
      .object({
        flowApprovalIdList: batchIds,
        ids: batchIds,
        isConfirm: zBool.default(true),
        approvalRemark: optTextField(500, 'coerce'),
        isRecover: optIntField(0, 1, 'coerce'),
      })
      .refine((b) => (b.flowApprovalIdList ?? b.ids)?.length, { message: '请选择审批', path: ['flowApprovalIdList'] }),
    handler: (ctx, i) =>
      batchDecide(db, events, ctx, i.flowApprovalIdList ?? i.ids ?? [], {
        isConfirm: i.isConfirm,
        approvalRemark: i.approvalRemark,
        isRecover: i.isRecover,
      }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/revocation/flow`,
    access,
    scope: flowScope,
    input: flowId.extend({ version: zOptVersion }),
    handler: (ctx, i) => revoke(db, events, ctx, i),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/refund/sendBack/submitter`,
    access,
    scope: flowScope,
    input: flowId.extend({ version: zOptVersion, approvalRemark: optTextField(500, 'coerce'), remark: optTextField(500, 'coerce') }),
    handler: (ctx, i) => sendBack(db, events, ctx, { ...i, approvalRemark: i.approvalRemark ?? i.remark }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/refund/resubmit`,
    access,
    scope: flowScope,
    input: flowId.extend({
      version: zOptVersion,
      remark: optTextField(500, 'coerce'),
      reason: optTextField(500, 'coerce'),
      payeeName: optTextField(50, 'coerce'),
      payeeAccount: optTextField(40, 'coerce'),
    }),
    handler: (ctx, { flowApprovalId, version, remark, ...changes }) =>
      resubmit(db, events, ctx, {
        flowApprovalId,
        version,
        remark,
        changes: Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      }),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/flowApproval/updateTag`,
    access,
    scope: { flowApprovalId: 'approval', id: 'approval' },
    input: z
      .object({ flowApprovalId: idFieldAs('coerce').optional(), id: idFieldAs('coerce').optional(), tag: optTextField(50, 'coerce') })
      .refine((b) => b.flowApprovalId ?? b.id, { message: '不能为空', path: ['flowApprovalId'] }),
    handler: (ctx, i) => updateTag(db, ctx, (i.flowApprovalId ?? i.id)!, i.tag || null),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/flowApproval/updateAutoApproveTime`,
    access,
    scope: flowScope,
    input: flowId.extend({ autoApproveTime: timeField }),
    handler: (ctx, i) => updateAutoTime(db, ctx, i.flowApprovalId, i.autoApproveTime ?? null),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/refund/detail/update`,
    access,
    scope: flowScope,
    input: flowId.extend({ payeeName: optTextField(50, 'coerce'), payeeAccount: optTextField(40, 'coerce') }),
    handler: (ctx, i) => updateRefundDetail(db, ctx, i),
  });
  defineCall(app, {
    method: 'POST',
    url: `${B}/refund/detail/updateRefundFee`,
    access,
    scope: flowScope,
    input: flowId.extend({ refundFee: z.union([z.number(), z.string()], '必须是金额'), refundMsg: optTextField(500, 'coerce') }),
    handler: (ctx, i) =>
      updateRefundDetail(db, ctx, {
        flowApprovalId: i.flowApprovalId,
        refundFeeFen: yuanToFen(i.refundFee, 'refundFee'),
        refundMsg: i.refundMsg,
      }),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${B}/refund/bankList`,
    access,
    handler: async () => BANKS.map((name, i) => ({ id: i + 1, bankName: name })),
  });
}

/** Banks a refund's payee account may be at (refund/bankList). */
const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '浦发银行',
  '中信银行',
  '光大银行',
  '民生银行',
  '兴业银行',
  '平安银行',
  '华夏银行',
  '广发银行',
];
