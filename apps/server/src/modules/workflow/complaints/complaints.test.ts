import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { express, insert, order, student } from '../../../test/fixtures/query';

let t: TestApp;
let cs: string;
let ops: string;
let uid: string;
let typeLeaf: string;
const C = '/api/b/v1/complaint';

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  ops = await t.login('ops');
  uid = await student(t, { username: '投诉学员' });
  await order(t, uid, { out_trade_no: 'CPORDER1' });
  await express(t, uid, { product_type: 1, express_status: 2, product_name: '系统课盒子' });
  const top = await insert(t, 'complaint_type', { name: '物流问题', sort: 1 });
  typeLeaf = await insert(t, 'complaint_type', { name: '随材未收到', pid: top, sort: 1 });
  await insert(t, 'complaint_type', { name: '停用类型', sort: 9, status: 1 });
  for (const [no, status, sub] of [
    ['TS0001', 1, 20],
    ['TS0002', 2, 21],
    ['TS0003', 7, 21],
  ] as const)
    await insert(t, 'complaint', {
      subject: 0,
      complaint_no: no,
      uid,
      cp_status: status,
      cp_status_sub: sub,
      system_type: typeLeaf,
      content: '随材没收到',
      title: '物流',
    });
  await insert(t, 'complaint', { subject: 3, complaint_no: 'TS9001', uid, cp_status: 1, content: '音乐' });
});
afterAll(async () => t.close());

const num = async (token = cs) => (await t.call({ method: 'POST', url: `${C}/num`, token, payload: {} })).body.payload;

describe('complaints', () => {
  it('lists by status tab in the subject, with the student masked and the type names', async () => {
    const r = await t.call({
      method: 'POST',
      url: `${C}/list`,
      token: cs,
      payload: { businessId: 105, cpStatus: 1, pageNumber: 1, pageSize: 20 },
    });
    expect(r.body.payload.total).toBe(1);
    expect(r.body.payload.list[0]).toMatchObject({
      complaintNo: 'TS0001',
      userName: '投诉学员',
      problemName: '随材未收到',
      problemPName: '物流问题',
      cpStatus: 1,
    });
    expect(r.body.payload.list[0].userMobile).toMatch(/\*{4}/);
    const all = await t.call({ method: 'POST', url: `${C}/list`, token: cs, payload: { pageNumber: 1, pageSize: 20 } });
    expect(all.body.payload.list.map((c: { complaintNo: string }) => c.complaintNo).sort()).toEqual(['TS0001', 'TS0002', 'TS0003']);
    expect((await t.call({ method: 'POST', url: `${C}/list`, token: cs, payload: { pageSize: 999 } })).status).toBe(400);
  });

  it('deals: the counter changes, the history keeps every deal, a second resolve is 409 naming the handler', async () => {
    expect(await num()).toMatchObject({ count: 2, pending: 1, processing: 1 });
    const first = await t.call({
      method: 'POST',
      url: `${C}/deal?cpStatus=2&cpStatusSub=21&systemType=${typeLeaf}&contactType=TEL&uid=${uid}&currentStaffMobile=1&currentStaffName=x&complaintNo=TS0001&currentStaffId=1&handleComment=已致电家长`,
      token: cs,
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.payload).toMatchObject({ cpStatus: 2 });
    expect(await num()).toMatchObject({ count: 2, pending: 0, processing: 2 });
    const done = await t.call({
      method: 'POST',
      url: `${C}/deal`,
      token: cs,
      payload: { complaintNo: 'TS0001', cpStatus: 7, contactType: 'WX', handleComment: '已补发' },
    });
    expect(done.body.code).toBe(0);
    expect(await num()).toMatchObject({ count: 1 });
    const again = await t.call({
      method: 'POST',
      url: `${C}/deal`,
      token: ops,
      payload: { complaintNo: 'TS0001', cpStatus: 7, handleComment: '重复' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toContain('赵客服');
    const d = await t.call({ method: 'POST', url: `${C}/detail?complaintNo=TS0001`, token: cs });
    expect(d.body.payload).toMatchObject({ cpStatus: 7, contactType: 'WX', handleComment: '已补发', currentStaffName: '赵客服' });
    expect(
      d.body.payload.history.map((h: { cpStatus: number; handleComment: string; staffName: string }) => [
        h.cpStatus,
        h.handleComment,
        h.staffName,
      ]),
    ).toEqual([
      [2, '已致电家长', '赵客服'],
      [7, '已补发', '赵客服'],
    ]);
    expect(d.body.payload.orders.map((o: { outTradeNo: string }) => o.outTradeNo)).toEqual(['CPORDER1']);
  });

  it('refuses bad deals with the field named, changing nothing', async () => {
    const bad = await t.call({ method: 'POST', url: `${C}/deal`, token: cs, payload: { complaintNo: 'TS0002', cpStatus: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('cpStatus');
    expect(
      (await t.call({ method: 'POST', url: `${C}/deal`, token: cs, payload: { complaintNo: 'TS0002', cpStatus: 2, contactType: 'FAX' } }))
        .body.errors,
    ).toContain('contactType');
    expect((await t.call({ method: 'POST', url: `${C}/deal`, token: cs, payload: { complaintNo: 'TS9001', cpStatus: 2 } })).status).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'POST', url: `${C}/deal`, token: cs, payload: { complaintNo: 'TS0002', cpStatus: 2, version: 99 } })).status,
    ).toBe(409);
    const row = await t.db.query('SELECT cp_status FROM complaint WHERE complaint_no = $1', ['TS0002']);
    expect(row.rows[0]).toEqual({ cp_status: 2 });
  });

  it('complaint types (enabled, as a tree) and the teaching-aids check', async () => {
    const types = await t.call({ method: 'GET', url: `${C}/getComplaintType`, token: cs });
    expect(types.body.payload).toEqual([
      { id: expect.any(String), name: '物流问题', children: [{ id: typeLeaf, pid: expect.any(String), name: '随材未收到' }] },
    ]);
    const aids = await t.call({ method: 'GET', url: `${C}/checkTeachingAids?complaintNo=TS0001`, token: cs });
    expect(aids.body.payload).toMatchObject({ hasTeachingAids: true, shipped: true });
    expect(aids.body.payload.list[0].productName).toBe('系统课盒子');
  });

  it('the reviewer has no complaints area', async () => {
    const reviewer = await t.login('reviewer');
    expect((await t.call({ method: 'POST', url: `${C}/num`, token: reviewer, payload: {} })).status).toBe(420);
  });
});
