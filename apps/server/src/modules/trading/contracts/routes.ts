import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { defineCall, pageFields, zDay, zId, zInt, zList, zMoney, zOptId, zOptInt, zOptText, zText, zTime } from '../../../platform/http/kit';
import { yuanToFen } from '../../../platform/money';
import { contractDetail, contractInfo, listContracts, priceDetails } from './contract-queries';
import { createContract, deleteContract, modifyContract, signContract, stopContract } from './contract-writes';
import { checkPriceData, priceLines } from './price';

const contracts = { area: 'contracts' } as const;
/** The student and order a contract is for (price lines' packageId is checked in the use case, in the subject). */
const partyScope = { uid: 'student', orderId: 'order' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** 'YYYY-MM-DD' naming a real day (2026-02-30 is refused, not left to the database); absent → undefined. */
const zDate = zDay.transform((d) => d ?? undefined);

const priceLine = z.object({
  itemName: zText(100, '项目名称'),
  packageId: zOptId,
  quantity: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), zInt(1, 100000)),
  unitPrice: zMoney,
});

const contractFields = {
  title: zText(100, '合同名称'),
  contractType: zOptInt(0, 99),
  uid: zOptId,
  orderId: zOptId,
  partyName: zOptText(50),
  partyMobile: z.preprocess(blank, mobileSchema.optional()),
  companyName: zOptText(100),
  amount: z.preprocess(blank, zMoney.optional()),
  startDate: zDate,
  endDate: zDate,
  fileUrl: zOptText(500),
  remark: zOptText(500),
  priceDetails: z.array(priceLine).max(100, '最多100条价格明细').optional(),
};

const listInput = z.object({
  status: zList(zInt(0, 3)),
  contractType: zOptInt(0, 99),
  keyword: zOptText(100),
  partyMobile: zOptText(20),
  uid: zOptId,
  orderId: zOptId,
  startTime: zTime,
  endTime: zTime,
  ...pageFields(20, 200),
});

/** Contracts (/contractManage): /api/c/v1/contract/ create, list, detail, price details, stop, delete, modify, check price data, info. */
export function registerContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/create',
    access: contracts,
    scope: partyScope,
    input: z.object(contractFields),
    handler: async (ctx, input) => contractDetail(db, ctx, await db.transaction((tx) => createContract(tx, ctx, input))),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/list',
    access: contracts,
    scope: partyScope,
    input: listInput,
    handler: async (ctx, f) => listContracts(db, ctx, f),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/detail',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: zId }),
    handler: async (ctx, i) => contractDetail(db, ctx, i.id),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/info',
    access: contracts,
    scope: { id: 'contract', orderId: 'order' },
    input: z.object({ id: zOptId, contractNo: zOptText(64), orderId: zOptId }),
    handler: async (ctx, i) => contractInfo(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/priceDetails',
    access: contracts,
    scope: { contractId: 'contract', id: 'contract' },
    input: z.object({ contractId: zOptId, id: zOptId }).refine((v) => v.contractId || v.id, { message: '不能为空', path: ['contractId'] }),
    handler: async (ctx, i) => priceDetails(db, (await contractInfo(db, ctx, { id: i.contractId ?? i.id })).id),
  });
  // Check price data: the given (or stored) amount against the sum of the price lines; nothing is written.
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/checkPriceData',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({
      id: zOptId,
      amount: z.preprocess(blank, zMoney.optional()),
      priceDetails: z.array(priceLine).max(100, '最多100条价格明细').optional(),
    }),
    handler: async (ctx, i) => {
      if (i.priceDetails)
        return checkPriceData(i.amount === undefined ? undefined : yuanToFen(i.amount, 'amount'), priceLines(i.priceDetails));
      const c = await contractDetail(db, ctx, i.id ?? '0');
      const stored = c.priceDetails.map((l) => ({
        itemName: String(l.itemName),
        packageId: l.packageId ? String(l.packageId) : undefined,
        quantity: Number(l.quantity),
        unitPrice: String(l.unitPrice),
      }));
      return checkPriceData(yuanToFen(i.amount ?? String(c.amount), 'amount'), priceLines(stored));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/modify',
    access: contracts,
    scope: { id: 'contract', ...partyScope },
    input: z.object({ id: zId, version: zOptInt(0), ...contractFields }),
    handler: async (ctx, input) => contractDetail(db, ctx, await db.transaction((tx) => modifyContract(tx, ctx, input.id, input))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/sign',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: zId }),
    handler: async (ctx, i) => db.transaction((tx) => signContract(tx, ctx, i.id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/stop',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: zId, reason: zText(500, '终止原因') }),
    handler: async (ctx, i) => db.transaction((tx) => stopContract(tx, ctx, i.id, i.reason)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/delete',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: zId }),
    handler: async (ctx, i) => db.transaction((tx) => deleteContract(tx, ctx, i.id)),
  });
}
