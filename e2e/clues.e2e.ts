import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Clue and renewal journeys (issue 21): claim, allot, lock, the renewal workbench by level, a renewal target with its import. */

let server: TestServer;
let browser: Browser;
let base: string;
let sales: Session;
let admin: Session;
let salesTeacherId: string;

const active = '[data-testid="workspace-pane"][data-active="true"]';
const gql = <T>(s: Session, query: string): Promise<T> => graphql<T>(base, s.accessToken, query);

interface ClueLite {
  id: string;
  user_num: string;
  clue_status: number;
  lock: number;
  teacher_id: string | null;
}
const clue = async (id: string) =>
  (
    await gql<{ ClueBasePage: { content: ClueLite[] } }>(
      admin,
      `{ ClueBasePage(query: ${lit({ id })}) { content { id user_num clue_status lock teacher_id } } }`,
    )
  ).ClueBasePage.content[0];

/** Open-sea clues nobody is frozen out of, oldest ids first (stable between runs of one data copy). */
async function openSea(n: number, skip = 0): Promise<ClueLite[]> {
  const d = await gql<{ ClueBasePage: { content: (ClueLite & { remainFrozenDays: number })[] } }>(
    admin,
    `{ ClueBasePage(query: ${lit({ clue_status: 2000 })}, size: 100, sort: ${lit({ id: 'asc' })}) { content { id user_num clue_status lock teacher_id remainFrozenDays } } }`,
  );
  return d.ClueBasePage.content.filter((c) => c.remainFrozenDays === 0 && !c.lock).slice(skip, skip + n);
}

async function openPage(s: Session, route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, s)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

async function filterByUserNum(page: Page, userNum: string): Promise<void> {
  await page.fill(`${active} input[data-filter="userNum"]`, userNum);
  await page.click(`${active} [data-testid="list-search"]`);
  await page.waitForSelector(`${active} tr.ant-table-row:has-text("${userNum}")`);
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  sales = await apiLogin(base, 'sales');
  admin = await apiLogin(base, 'admin');
  const info = await api<{ id: string }>(base, sales.accessToken, 'GET', '/api/ci/v1/clue/operation/getTeacherInfo?subject=0');
  salesTeacherId = info.payload.id;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('clues', () => {
  it('a sales teacher claims a clue from the open sea, then finds it under their clues and in its flow log', async () => {
    const [c] = await openSea(1);
    const page = await openPage(sales, '/threadManage');
    await page.waitForSelector(`${active} [data-testid="clue-tab-2000"]`);
    await filterByUserNum(page, c.user_num);
    await page.click(`${active} [data-testid="clue-claim"]`);
    await page.waitForSelector('.ant-message-notice:has-text("操作成功")');
    expect(await clue(c.id)).toMatchObject({ clue_status: 1001, teacher_id: salesTeacherId });
    // The library tab is in the address: after a reload the claimed clue is under 1001.
    await page.click(`${active} [data-testid="clue-tab-1001"]`);
    await page.waitForFunction(() => location.hash.endsWith('/threadManage?tab=1001'));
    await page.reload();
    await waitForShell(page);
    await page.waitForSelector(`${active} .ant-tabs-tab-active [data-testid="clue-tab-1001"]`);
    await filterByUserNum(page, c.user_num);

    // Under the teacher: the sales inventory of 孙销售 (held clues and capacity per stage).
    await page.goto(`${base}/art_app/#/saleInventory`);
    await waitForShell(page);
    await page.click(`${active} [data-testid="teacher-picker"]`);
    await page.keyboard.type('孙销售');
    await page.click('.ant-select-item-option:has-text("孙销售")');
    await page.waitForSelector(`${active} [data-testid="clue-holding"]`);
    await filterByUserNum(page, c.user_num);
    expect(await page.textContent(`${active} tr.ant-table-row [data-testid="clue-library"]`)).toBe('新分子库');
    expect(await page.textContent(`${active} tr.ant-table-row [data-testid="clue-teacher"]`)).toBe('孙销售');
    await page.click(`${active} [data-testid="clue-flow-log"]`);
    const item = await page.waitForSelector('[data-testid="flow-log-item"]');
    expect(await item.textContent()).toContain('公海认领');
    expect(await item.textContent()).toContain('孙销售');
    await shot(page, 'clues-flow-log');

    // At 390 px the page fits the screen (the table scrolls inside its own box).
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/art_app/#/threadManage`);
    await waitForShell(page);
    await page.waitForSelector(`${active} [data-testid="clue-tab-2000"]`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
    await shot(page, 'clues-mobile');
  });

  it('an administrator allots a batch of two clues to a sales account', async () => {
    const [a, b] = await openSea(2, 5);
    const page = await openPage(admin, '/threadManage');
    await page.waitForSelector(`${active} [data-testid="clue-tab-2000"]`);
    // Two user numbers pasted into one filter: both rows on one page, both ticked.
    await page.fill(`${active} input[data-filter="userNum"]`, `${a.user_num},${b.user_num}`);
    await page.click(`${active} [data-testid="list-search"]`);
    await page.waitForSelector(`${active} tr.ant-table-row:has-text("${b.user_num}")`);
    await page.waitForSelector(`${active} tr.ant-table-row:has-text("${a.user_num}")`);
    for (const c of [a, b]) await page.check(`${active} tr.ant-table-row:has-text("${c.user_num}") input[type="checkbox"]`);
    expect(await page.textContent(`${active} [data-testid="clue-selected"]`)).toBe('已选 2 条');
    await page.click(`${active} [data-testid="clue-allot"]`);
    await page.click('.ant-modal [data-testid="teacher-picker"]');
    await page.keyboard.type('孙销售');
    await page.click('.ant-select-item-option:has-text("孙销售")');
    await page.click('.ant-modal .ant-btn-primary');
    await page.waitForSelector('.ant-message-notice:has-text("操作成功")');
    const after = await Promise.all([a, b].map((c) => clue(c.id)));
    const allotted = after.filter((c) => c.teacher_id === salesTeacherId);
    expect(allotted.length).toBe(2);
    expect(allotted.every((c) => c.clue_status === 1001)).toBe(true);
  });

  it('a locked clue is refused when allotted', async () => {
    const [c] = await openSea(1, 10);
    const page = await openPage(admin, '/threadManage');
    await page.waitForSelector(`${active} [data-testid="clue-tab-2000"]`);
    await filterByUserNum(page, c.user_num);
    await page.check(`${active} tr.ant-table-row:has-text("${c.user_num}") input[type="checkbox"]`);
    await page.click(`${active} [data-testid="clue-lock"]`);
    await page.click('.ant-modal-confirm .ant-btn-primary');
    await page.waitForSelector('.ant-message-notice:has-text("操作成功")');
    expect((await clue(c.id)).lock).toBe(1);

    await filterByUserNum(page, c.user_num);
    await page.check(`${active} tr.ant-table-row:has-text("${c.user_num}") input[type="checkbox"]`);
    await page.click(`${active} [data-testid="clue-allot"]`);
    await page.click('.ant-modal [data-testid="teacher-picker"]');
    await page.keyboard.type('孙销售');
    await page.click('.ant-select-item-option:has-text("孙销售")');
    await page.click('.ant-modal .ant-btn-primary');
    await page.waitForSelector(`.ant-message-notice:has-text("线索已锁定")`);
    expect(await clue(c.id)).toMatchObject({ teacher_id: null, clue_status: 2000 });
  });
});

describe('renewal', () => {
  it('works the workbench by level: the rows and counts follow the level, a follow-up moves a student to 跟进中', async () => {
    const page = await openPage(admin, '/renewUserLayer');
    await page.waitForSelector(`${active} [data-testid="renew-levels"]`);
    await page.click(`${active} [data-testid="renew-levels"] .ant-segmented-item:has-text("L2")`);
    await page.click(`${active} [data-testid="renew-flow-tab-1"]`);
    await page.waitForSelector(`${active} [data-testid="renew-level"]`);
    const levels = await page.$$eval(`${active} [data-testid="renew-level"]`, (els) => els.map((e) => e.textContent));
    expect(new Set(levels)).toEqual(new Set(['L2']));
    const counts = await gql<{ f1: number; f2: number }>(
      admin,
      `{ f1: RenewLayerCount(query: ${lit({ renew_level: 2, flow_status: 1 })}) f2: RenewLayerCount(query: ${lit({ renew_level: 2, flow_status: 2 })}) }`,
    );
    // The tab's badge is RenewLayerCount of the level and status.
    await page.waitForSelector(`${active} [data-testid="renew-flow-tab-1"] .ant-scroll-number[title="${counts.f1}"]`);
    await page.click(`${active} [data-testid="renew-follow"] >> nth=0`);
    await page.fill('[data-testid="renewal-follow-content"]', '家长同意下月续费');
    await page.click('.ant-modal .ant-btn-primary');
    await page.waitForSelector('.ant-message-notice:has-text("操作成功")');
    const after = await gql<{ f1: number; f2: number }>(
      admin,
      `{ f1: RenewLayerCount(query: ${lit({ renew_level: 2, flow_status: 1 })}) f2: RenewLayerCount(query: ${lit({ renew_level: 2, flow_status: 2 })}) }`,
    );
    expect(after).toEqual({ f1: counts.f1 - 1, f2: counts.f2 + 1 });
  });

  it('creates a renewal target, checks and imports its detail, and sees the teacher row', async () => {
    const page = await openPage(admin, '/renewUserLayer');
    await page.click(`${active} [data-testid="renew-targets-tab"]`);
    await page.click(`${active} [data-testid="target-create"]`);
    const name = `E2E目标${Date.now() % 100000}`;
    await page.fill('[data-testid="target-name"]', name);
    await page.click('.ant-modal .ant-btn-primary');
    await page.waitForSelector(`${active} [data-testid="target-open"]:has-text("${name}")`);
    await page.click(`${active} [data-testid="target-open"]:has-text("${name}")`);
    await page.click('.ant-drawer .ant-tabs-tab:has-text("导入明细")');
    await page.fill('[data-testid="target-paste"]', '老师手机号\t课后续费单数\t课后续费金额\n13800000006\t12\t36000\n13900000000\t1\t1');
    await page.click('[data-testid="target-check"]');
    await page.waitForSelector('[data-testid="target-report"]:has-text("失败 1 行")');
    await page.fill('[data-testid="target-paste"]', '老师手机号\t课后续费单数\t课后续费金额\n13800000006\t12\t36000');
    await page.click('[data-testid="target-check"]');
    await page.waitForSelector('[data-testid="target-report"]:has-text("通过 1 行")');
    await page.click('[data-testid="target-import-run"]');
    await page.waitForSelector('[data-testid="target-report"]:has-text("已导入")');
    await page.click('.ant-drawer .ant-tabs-tab:has-text("明细")');
    const cell = await page.waitForSelector('[data-testid="target-after_course"]');
    expect(await cell.textContent()).toMatch(/\/12 · ¥\d+(\.\d+)?\/36000/);
    await shot(page, 'renewal-target-detail');
  });
});
