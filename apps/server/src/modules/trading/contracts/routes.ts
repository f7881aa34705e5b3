import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import {
  blankOptional,
  COLUMN_MAX,
  dayField,
  idFieldAs,
  intField,
  listField,
  moneyField,
  optIdField,
  optIntField,
  optTextField,
  pageFields,
  requiredText,
  timeField,
} from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { yuanToFen } from '../../../platform/money';
import { contractDetail, contractInfo, listContracts, priceDetails } from './contract-queries';
import { createContract, deleteContract, modifyContract, signContract, stopContract } from './contract-writes';
import { checkPriceData, priceLines } from './price';
import { clientContractInfo, clientContracts, clientListInput, contractFilterKeys, filtersInput } from './client-contracts';

const contracts = { area: 'contracts' } as const;
/** The student and order a contract is for (price lines' packageId is checked in the use case, in the subject). */
const partyScope = { uid: 'student', orderId: 'order' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
/** 'YYYY-MM-DD' naming a real day (2026-02-30 is refused, not left to the database); absent → undefined. */
const zDate = dayField.transform((d) => d ?? undefined);

const priceLine = z.object({
  itemName: requiredText(100, 'coerce', '项目名称'),
  packageId: optIdField('coerce'),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 100000, 'coerce')),
  unitPrice: moneyField,
});

const contractFields = {
  title: requiredText(100, 'coerce', '合同名称'),
  contractType: optIntField(0, 99, 'coerce'),
  uid: optIdField('coerce'),
  orderId: optIdField('coerce'),
  partyName: optTextField(50, 'coerce'),
  partyMobile: blankOptional(mobileSchema),
  companyName: optTextField(100, 'coerce'),
  amount: blankOptional(moneyField),
  startDate: zDate,
  endDate: zDate,
  fileUrl: optTextField(500, 'coerce'),
  remark: optTextField(500, 'coerce'),
  priceDetails: z.array(priceLine).max(100, '最多100条价格明细').optional(),
};

const listInput = z.object({
  status: listField(intField(0, 3, 'coerce')),
  contractType: optIntField(0, 99, 'coerce'),
  keyword: optTextField(100, 'coerce'),
  partyMobile: optTextField(20, 'coerce'),
  uid: optIdField('coerce'),
  orderId: optIdField('coerce'),
  startTime: timeField,
  endTime: timeField,
  ...pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int }),
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
    input: z.object({ id: idFieldAs('coerce') }),
    handler: async (ctx, i) => contractDetail(db, ctx, i.id),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/info',
    access: contracts,
    scope: { id: 'contract', orderId: 'order' },
    input: z.object({ id: optIdField('coerce'), contractNo: optTextField(64, 'coerce'), orderId: optIdField('coerce') }),
    handler: async (ctx, i) => contractInfo(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/priceDetails',
    access: contracts,
    scope: { contractId: 'contract', id: 'contract' },
    input: z
      .object({ contractId: optIdField('coerce'), id: optIdField('coerce') })
      .refine((v) => v.contractId || v.id, { message: '不能为空', path: ['contractId'] }),
    handler: async (ctx, i) => priceDetails(db, (await contractInfo(db, ctx, { id: i.contractId ?? i.id })).id),
  });
  // Check price data: the given (or stored) amount against the sum of the price lines; nothing is written.
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/contract/checkPriceData',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({
      id: optIdField('coerce'),
      amount: blankOptional(moneyField),
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
    input: z.object({ id: idFieldAs('coerce'), version: optIntField(0, COLUMN_MAX.int, 'coerce'), ...contractFields }),
    handler: async (ctx, input) => contractDetail(db, ctx, await db.transaction((tx) => modifyContract(tx, ctx, input.id, input))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/sign',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: idFieldAs('coerce') }),
    handler: async (ctx, i) => db.transaction((tx) => signContract(tx, ctx, i.id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/stop',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: idFieldAs('coerce'), reason: requiredText(500, 'coerce', '终止原因') }),
    handler: async (ctx, i) => db.transaction((tx) => stopContract(tx, ctx, i.id, i.reason)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/delete',
    access: contracts,
    scope: { id: 'contract' },
    input: z.object({ id: idFieldAs('coerce') }),
    handler: async (ctx, i) => db.transaction((tx) => deleteContract(tx, ctx, i.id)),
  });

  // The original client's contract list page (issue 28).
  defineCall(app, {
    method: 'GET',
    url: '/api/c/v1/contract/contractInfo',
    access: contracts,
    handler: async (ctx) => clientContractInfo(db, ctx),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/queryContractFilters',
    access: contracts,
    input: filtersInput,
    handler: async (ctx, i) => contractFilterKeys(db, ctx, i),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/contract/getContracts',
    access: contracts,
    input: clientListInput,
    handler: async (ctx, f) => clientContracts(db, ctx, f),
  });
}
