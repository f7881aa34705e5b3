import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { staffId } from '../../../test/fixtures/people';

/** The original client's contract list page (issue 28): its exact requests, what it reads. */
let t: TestApp;
let cs: string;
const C = '/api/c/v1/contract';

const insertContract = async (subject: number, no: string, title: string, type: number, company: string) =>
  (
    await t.db.query<{ id: string }>(
      `INSERT INTO contract (subject, contract_no, title, contract_type, party_name, party_mobile, company_name, staff_id, ctime)
       VALUES ($1, $2, $3, $4, '张三', '13812345678', $5, $6, '2026-03-02 10:00:00+08') RETURNING id::text AS id`,
      [subject, no, title, type, company, await staffId(t.db, 'cs')],
    )
  ).rows[0].id;

let channel: string;
beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  channel = await insertContract(3, 'HT-M-1', '渠道推广合同', 2, '北京某某科技有限公司');
  await insertContract(3, 'HT-M-2', '物料采购合同', 0, '上海某某贸易有限公司');
  await insertContract(0, 'HT-A-1', '美术合同', 5, '美术合作方');
  await t.db.query(
    `INSERT INTO contract_price_detail (contract_id, item_name, quantity, unit_price, amount, sort) VALUES ($1, '系统课年包', 1, 99.5, 99.5, 1)`,
    [channel],
  );
});
afterAll(async () => t.close());

describe('contractInfo', () => {
  it('{contractTypeList [{id, name, describe}]}: the types the subject uses and the default', async () => {
    const r = await t.call({ method: 'GET', url: `${C}/contractInfo?subject=MUSIC_APP`, token: cs });
    expect(r.body.payload.contractTypeList).toEqual([
      { id: 0, name: '0', describe: '默认类型' },
      { id: 2, name: '2', describe: '类型2' },
    ]);
  });
});

describe('queryContractFilters', () => {
  it('?key=&keyType=1: {keys} of contract names; keyType=2 the party full names', async () => {
    const names = await t.call({ method: 'POST', url: `${C}/queryContractFilters?key=&keyType=1&subject=MUSIC_APP`, token: cs });
    expect([...names.body.payload.keys].sort()).toEqual(['渠道推广合同', '物料采购合同'].sort());
    const bodies = await t.call({ method: 'POST', url: `${C}/queryContractFilters?key=北京&keyType=2&subject=MUSIC_APP`, token: cs });
    expect(bodies.body.payload.keys).toEqual(['北京某某科技有限公司']);
  });
  it("another subject's contracts are not offered", async () => {
    const r = await t.call({ method: 'POST', url: `${C}/queryContractFilters?key=美术&keyType=1&subject=MUSIC_APP`, token: cs });
    expect(r.body.payload.keys).toEqual([]);
  });
});

describe('getContracts', () => {
  it('the query string the page builds: content [{contract, contractPriceDetailList}], totalElements, number from 0', async () => {
    const r = await t.call({
      method: 'POST',
      url: `${C}/getContracts?name=&body=&contractType=&beginTime=&endTime=&page=1&size=15&subject=MUSIC_APP`,
      token: cs,
    });
    expect(r.body.payload).toMatchObject({ totalElements: 2, totalPages: 1, number: 0 });
    const row = r.body.payload.content.find((x: { contract: { id: string } }) => x.contract.id === channel);
    expect(row.contract).toMatchObject({
      contractName: '渠道推广合同',
      contractBody: '北京某某科技有限公司',
      collaboratorName: '张三',
      linkName: '张三',
      linkPhone: '138****5678',
      contractType: '2',
      createUser: expect.any(String),
      ctime: expect.any(Number),
    });
    expect(row.contractPriceDetailList).toEqual([
      { packageName: '系统课年包', contractPrice: 99.5, settlePrice: 99.5, orderPrice: 99.5, priceType: 'NORMAL' },
    ]);
  });
  it('filters by name, body, type and the creation time the date picker gives', async () => {
    const q = (s: string) => t.call({ method: 'POST', url: `${C}/getContracts?${s}&page=1&size=15&subject=MUSIC_APP`, token: cs });
    const names = async (s: string) =>
      (await q(s)).body.payload.content.map((x: { contract: { contractName: string } }) => x.contract.contractName);
    expect(await names('name=渠道推广合同&body=&contractType=&beginTime=&endTime=')).toEqual(['渠道推广合同']);
    expect(await names('name=&body=上海某某贸易有限公司&contractType=&beginTime=&endTime=')).toEqual(['物料采购合同']);
    expect(await names('name=&body=&contractType=0&beginTime=&endTime=')).toEqual(['物料采购合同']);
    expect(await names('name=&body=&contractType=&beginTime=2026-03-01 00:00:00&endTime=2026-03-03 00:00:00')).toHaveLength(2);
    expect(await names('name=&body=&contractType=&beginTime=2026-04-01 00:00:00&endTime=2026-04-03 00:00:00')).toEqual([]);
  });
  it("another subject's contracts are not listed", async () => {
    const r = await t.call({
      method: 'POST',
      url: `${C}/getContracts?name=美术合同&body=&contractType=&beginTime=&endTime=&page=1&size=15&subject=MUSIC_APP`,
      token: cs,
    });
    expect(r.body.payload.totalElements).toBe(0);
  });
});
