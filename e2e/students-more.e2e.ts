import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { confirmModal, pane, waitToast } from './support/shell';

/**
 * Student lists (filters by label and department, bulk labels) and the later detail tabs (address
 * book, blacklist, task detail with a comment, learning-record tabs) against the demo data: anchor
 * student 1 (art) carries the label 已加微信 and has homework; anchor 2 has no label.
 */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let page: Page;

const visibleOption = (title: string) => `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`;

const gql = <T>(query: string): Promise<T> => graphql<T>(base, admin.accessToken, query);

/** The first page (20, join_date desc) of /allUsers for a filter, as student ids, and the total. */
async function allUsers(filter: unknown): Promise<{ total: number; ids: string[] }> {
  const d = await gql<{ StudentAllUserStatisticsPage: { totalElements: number; content: Array<{ id: string }> } }>(
    `{ StudentAllUserStatisticsPage(query: ${lit(filter)}, page: 1, size: 20, sort: ${lit({ join_date: 'desc' })}) { totalElements content { id } } }`,
  );
  return { total: d.StudentAllUserStatisticsPage.totalElements, ids: d.StudentAllUserStatisticsPage.content.map((r) => r.id) };
}

/** Waits until the list shows `total` and returns the student ids of its rows. */
async function listRows(total: number): Promise<string[]> {
  const list = pane('[data-testid="list-students-allUsers"]');
  await page.waitForSelector(`${list} .ant-pagination-total-text:has-text("共 ${total} 条")`, { timeout: 20_000 });
  await page.waitForFunction((s) => !document.querySelector(`${s} .ant-spin-spinning`), list);
  return page.$$eval(`${list} [data-testid="select-row"]`, (els) => els.map((e) => e.getAttribute('data-uid') ?? ''));
}

async function openDetail(uid: string): Promise<void> {
  await page.goto(`${base}/art_app/#/details/${uid}`);
  await page.waitForSelector(pane('[data-testid="student-profile"]'), { timeout: 20_000 }).catch(async (e: unknown) => {
    await shot(page, `students-detail-${uid}-failed`);
    throw e;
  });
}

async function openTab(key: string): Promise<void> {
  await page.click(pane(`[data-testid="detail-tab-${key}"]`));
}

async function labelId(name: string): Promise<string> {
  const d = await gql<{ DefineLabelListEx: Array<{ id: string; name: string }> }>('{ DefineLabelListEx(size: 1000) { id name } }');
  return d.DefineLabelListEx.find((l) => l.name === name)!.id;
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  page = await (await contextAs(browser, base, admin)).newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('student lists: filters and bulk actions', () => {
  it('filters /allUsers by a label chosen in the filter bar (kept in the URL)', async () => {
    const id = await labelId('已加微信');
    const expected = await allUsers({ 'labelRecords.label_id': [id] });
    expect(expected.total).toBeGreaterThan(0);
    expect((await allUsers({ id: 1, 'labelRecords.label_id': [id] })).total).toBe(1);
    expect((await allUsers({ id: 2, 'labelRecords.label_id': [id] })).total).toBe(0);
    await page.goto(`${base}/art_app/#/allUsers`);
    await page.waitForSelector(pane('[data-testid="list-students-allUsers"] .ant-table-row'), { timeout: 30_000 });
    await page.click(pane('[data-filter="label"]'));
    await page.click(visibleOption('已加微信'));
    await page.click(pane('[data-testid="list-search"]'));
    await page.waitForFunction((v) => location.hash.includes(`label=${v}`), id);
    expect(await listRows(expected.total)).toEqual(expected.ids);
    await shot(page, 'students-filter-label');
  }, 90_000);

  it('filters /allUsers by department (the class teacher’s department and the ones under it)', async () => {
    const d = await gql<{ UserExtends: { teacher: { department_id: string } | null }; DepartmentList: Array<{ id: string; pid: string }> }>(
      `{ UserExtends(query: ${lit({ id: 1 })}) { teacher { department_id } } DepartmentList(size: 1000) { id pid } }`,
    );
    const dept = d.UserExtends.teacher!.department_id;
    const ids = new Set([dept]);
    for (let grew = true; grew;) {
      grew = false;
      for (const x of d.DepartmentList)
        if (!ids.has(x.id) && ids.has(x.pid)) {
          ids.add(x.id);
          grew = true;
        }
    }
    const expected = await allUsers({ 'teacher.department_id': [...ids] });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan((await allUsers({})).total);
    expect((await allUsers({ id: 1, 'teacher.department_id': [...ids] })).total).toBe(1);
    await page.goto(`${base}/art_app/#/allUsers?department=${dept}`);
    expect(await listRows(expected.total)).toEqual(expected.ids);
    const name = (await gql<{ Department: { name: string } }>(`{ Department(query: ${lit({ id: dept })}) { name } }`)).Department.name;
    await page.waitForSelector(pane(`[data-filter="department"] .ant-select-selection-item:has-text("${name}")`));
  }, 90_000);

  it('bulk-adds a label to a selected student (confirmation, result message) and the student shows it', async () => {
    await page.goto(`${base}/art_app/#/allUsers?key=13900002345`);
    expect(await listRows(1)).toEqual(['2']);
    await page.click(pane('[data-testid="select-row"][data-uid="2"]'));
    await page.waitForSelector(pane('[data-testid="bulk-count"]:has-text("已选 1 名学员")'));
    await page.click(pane('[data-testid="bulk-add-label"]'));
    await page.click('[data-testid="bulk-label-select"]');
    await page.click(visibleOption('需回访'));
    // close the (multiple) dropdown before pressing OK
    await page.click('.ant-modal-title:has-text("批量加标签")');
    await page
      .waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    await page.click('.ant-modal:has([data-testid="bulk-form"]) .ant-btn-primary');
    await page.waitForSelector('.ant-modal-confirm-title:has-text("确定为选中的 1 名学员添加这些标签吗")');
    await confirmModal(page);
    await waitToast(page, '已添加 1 个学员标签');
    const labels = await api<Array<{ name: string }>>(
      base,
      admin.accessToken,
      'GET',
      '/api/u/v1/user/label/listLabelsForUser?uid=2&subject=0',
    );
    expect(labels.payload.map((l) => l.name)).toContain('需回访');
    await openDetail('2');
    await page.waitForSelector(pane('[data-testid="student-profile"] .ant-tag:has-text("需回访")'));
  }, 90_000);

  it('bulk-adds a follow-up to the selected students (confirmation, result message)', async () => {
    const count = async () =>
      (await gql<{ UserFollowLogPage: { totalElements: number } }>(`{ UserFollowLogPage(query: ${lit({ uid: 2 })}) { totalElements } }`))
        .UserFollowLogPage.totalElements;
    const before = await count();
    await page.goto(`${base}/art_app/#/allUsers?key=13900002345`);
    expect(await listRows(1)).toEqual(['2']);
    await page.click(pane('[data-testid="select-row"][data-uid="2"]'));
    await page.click(pane('[data-testid="bulk-follow"]'));
    const text = `e2e 批量跟进 ${Date.now()}`;
    await page.fill('[data-testid="bulk-follow-content"]', text);
    await page.click('.ant-modal:has([data-testid="bulk-form"]) .ant-btn-primary');
    await page.waitForSelector('.ant-modal-confirm-title:has-text("确定为选中的 1 名学员添加这条跟进吗")');
    await confirmModal(page);
    await waitToast(page, '跟进已添加：成功 1 名，失败 0 名');
    expect(await count()).toBe(before + 1);
  }, 90_000);
});

describe('student detail: address book, blacklist, tasks, learning records', () => {
  it('creates an address, edits it and makes it the default', async () => {
    await openDetail('1');
    await openTab('addresses');
    await page.click(pane('[data-testid="addr-add"]'));
    await page.click('.ant-modal .ant-btn-primary >> visible=true');
    await page.waitForSelector('text=请填写收货人');
    await page.fill('[data-testid="addr-receiptName"]', '林妈妈');
    await page.fill('[data-testid="addr-receiptTel"]', '13911112222');
    await page.fill('[data-testid="addr-province"]', '浙江省');
    await page.fill('[data-testid="addr-city"]', '杭州市');
    await page.fill('[data-testid="addr-addressDetail"]', '文三路 e2e 1 号');
    await page.click('.ant-modal .ant-btn-primary >> visible=true');
    await waitToast(page, '地址已保存');
    await page.waitForSelector('[data-testid="addr-form"]', { state: 'detached', timeout: 10_000 });
    const row = pane('[data-testid="tab-table-addresses"] .ant-table-row:has-text("文三路 e2e 1 号")');
    await page.waitForSelector(row);
    expect(await page.textContent(row)).toContain('139****2222');
    // edit: the phone is asked again (it is only read masked)
    await page.click(`${row} [data-testid="addr-edit"]`);
    await page.fill('[data-testid="addr-addressDetail"]', '文三路 e2e 2 号');
    await page.fill('[data-testid="addr-receiptTel"]', '13911113333');
    expect(await page.inputValue('[data-testid="addr-receiptName"]')).toBe('林妈妈');
    await page.click('.ant-modal .ant-btn-primary >> visible=true');
    await page.waitForSelector('[data-testid="addr-form"]', { state: 'detached', timeout: 10_000 });
    const edited = pane('[data-testid="tab-table-addresses"] .ant-table-row:has-text("文三路 e2e 2 号")');
    await page.waitForSelector(edited);
    await page.click(`${edited} [data-testid="addr-make-default"]`);
    await confirmModal(page);
    await waitToast(page, '已设为默认地址');
    await page.waitForSelector(`${edited} [data-testid="addr-is-default"]`);
    const list = await api<Array<{ addressDetail: string; isDefault: unknown; receiptTel: string }>>(
      base,
      admin.accessToken,
      'GET',
      '/api/ex/v1/address/getAddressList?uid=1&subject=0',
    );
    expect(list.payload[0]).toMatchObject({ addressDetail: '文三路 e2e 2 号', receiptTel: '139****3333' });
    expect(Boolean(list.payload[0].isDefault)).toBe(true);
    expect(list.payload.filter((a) => a.isDefault).length).toBe(1);
  }, 90_000);

  it('adds a blacklist entry and removes it with a confirmation', async () => {
    await openTab('blacklist');
    await page.waitForSelector(pane('[data-testid="black-state"]:has-text("不在黑名单中")'));
    await page.fill(pane('[data-testid="black-reason"]'), '家长要求不再发送');
    await page.click(pane('[data-testid="black-add"]'));
    await waitToast(page, '已加入黑名单');
    await page.waitForSelector(pane('[data-testid="tab-table-blacklist"] .ant-table-row:has-text("家长要求不再发送")'));
    const listed = await api<{ isBlack: boolean; types: string[] }>(
      base,
      admin.accessToken,
      'GET',
      '/api/u/v1/user/notifySwitch/checkBlacklists?studentId=1&subject=0',
    );
    expect(listed.payload).toMatchObject({ isBlack: true, types: ['MSG'] });
    await page.click(pane('[data-testid="black-remove-MSG"]'));
    await page.waitForSelector('.ant-modal-confirm-title:has-text("确定将该学员移出“全部消息”黑名单吗")');
    await confirmModal(page);
    await waitToast(page, '已移出黑名单');
    await page.waitForSelector(pane('[data-testid="black-state"]:has-text("不在黑名单中")'));
    const after = await api<{ isBlack: boolean }>(
      base,
      admin.accessToken,
      'GET',
      '/api/u/v1/user/notifySwitch/checkBlacklists?studentId=1&subject=0',
    );
    expect(after.payload.isBlack).toBe(false);
  }, 60_000);

  it('opens a task detail from a learning record (media, comments) and adds a comment', async () => {
    const tasks = await gql<{ StudentCourseTaskList: Array<{ id: string; team_id: string; course_id: string }> }>(
      `{ StudentCourseTaskList(query: ${lit({ uid: 1, course_type: [1, 2] })}, size: 500) { id team_id course_id } }`,
    );
    expect(tasks.StudentCourseTaskList.length).toBeGreaterThan(0);
    const withTask = new Set(tasks.StudentCourseTaskList.map((t) => `${t.team_id}-${t.course_id}`));
    let found: { tab: string; index: number; key: string } | null = null;
    for (const [tab, root] of [
      ['system', 'StudentSystemLearnRecordPage'],
      ['trial', 'StudentTrialLearnRecordPage'],
    ] as const) {
      const d = await gql<Record<string, { content: Array<{ team_id: string; course_id: string }> }>>(
        `{ ${root}(query: ${lit({ uid: '1' })}, page: 1, size: 10) { content { team_id course_id } } }`,
      );
      const index = d[root].content.findIndex((r) => withTask.has(`${r.team_id}-${r.course_id}`));
      if (index >= 0) {
        found = { tab, index, key: `${d[root].content[index].team_id}-${d[root].content[index].course_id}` };
        break;
      }
    }
    expect(found).not.toBeNull();
    const task = tasks.StudentCourseTaskList.find((t) => `${t.team_id}-${t.course_id}` === found!.key)!;
    await openTab(found!.tab);
    await page.waitForSelector(pane(`[data-testid="tab-table-${found!.tab}"] .ant-table-row`));
    await page
      .locator(pane(`[data-testid="tab-table-${found!.tab}"] [data-testid="learn-open-task"]`))
      .nth(found!.index)
      .click();
    const card = `[data-testid="task-card"][data-task-id="${task.id}"]`;
    await page.waitForSelector(card, { timeout: 15_000 });
    expect(await page.locator(`${card} [data-testid="task-media"] img`).count()).toBeGreaterThan(0);
    await page.click(`${card} [data-testid="task-comment"]`);
    const text = `e2e 点评 ${Date.now()}`;
    await page.fill('[data-testid="task-comment-content"]', text);
    await page.fill('[data-testid="task-comment-tag"]', '进步');
    await page.click('.ant-modal:has([data-testid="task-comment-form"]) .ant-btn-primary');
    await waitToast(page, '点评已添加');
    await page.waitForSelector(`${card} [data-testid="task-comment-text"]:has-text("${text}")`);
    expect(await page.textContent(`${card} [data-testid="task-comment-status"]`)).toBe('已点评');
    await shot(page, 'students-task-detail');
    const after = await gql<{ StudentCourseTaskList: Array<{ id: string; comments: Array<{ content_json: { text?: string } }> }> }>(
      `{ StudentCourseTaskList(query: ${lit({ uid: 1, team_id: task.team_id, course_id: task.course_id, course_type: [1, 2] })}) { id comments { content_json } } }`,
    );
    const comments = after.StudentCourseTaskList.find((t) => t.id === task.id)!.comments;
    expect(comments.map((c) => c.content_json.text)).toContain(text);
    await page.keyboard.press('Escape');
  }, 90_000);

  it('every learning-record tab shows the student’s records from the API', async () => {
    const tabs: Array<[string, string, Record<string, unknown>]> = [
      ['theme', 'StudentLearnRecordPage', { period_course_type: 4 }],
      ['system', 'StudentSystemLearnRecordPage', {}],
      ['trial', 'StudentTrialLearnRecordPage', {}],
      ['special', 'StudentLearnRecordPage', { period_course_type: 5 }],
      ['lowPrice', 'StudentLearnRecordPage', { period_course_type: 2 }],
      ['topic', 'StudentLearnRecordPage', { period_course_type: 6 }],
      ['camp', 'StudentCampLearnRecordPage', {}],
    ];
    await openDetail('1');
    // a fresh mount (the workspace keeps the page alive with the tab the task test left open)
    await page.reload();
    await page.waitForSelector(pane('[data-testid="student-profile"]'), { timeout: 20_000 });
    let withData = 0;
    for (const [tab, root, extra] of tabs) {
      const d = await gql<Record<string, { totalElements: number; content: Array<{ title: string | null }> }>>(
        `{ ${root}(query: ${lit({ uid: '1', ...extra })}, page: 1, size: 10) { totalElements content { title } } }`,
      );
      const n = Math.min(d[root].totalElements, 10);
      if (n > 0) withData++;
      await openTab(tab);
      const sel = pane(`[data-testid="tab-table-${tab}"]`);
      await page.waitForSelector(sel, { timeout: 15_000 });
      await page.waitForFunction(
        ({ s, n }) => {
          const el = document.querySelector(s);
          if (!el || el.querySelector('.ant-spin-spinning')) return false;
          const rows = el.querySelectorAll('tbody tr.ant-table-row').length;
          return n === 0 ? Boolean(el.querySelector('.ant-empty, .ant-table-placeholder')) : rows === n;
        },
        { s: sel, n },
        { timeout: 15_000 },
      );
      if (n > 0) expect(await page.textContent(`${sel} tbody tr.ant-table-row >> nth=0`)).toContain(d[root].content[0].title ?? '');
    }
    expect(withData).toBeGreaterThan(0);
    // the to-do tab (the demo gives every anchor a pending, a done and an expired task)
    const todo = await gql<{ StudentTodoTaskPage: { totalElements: number } }>(
      `{ StudentTodoTaskPage(query: ${lit({ uid: '1' })}) { totalElements } }`,
    );
    expect(todo.StudentTodoTaskPage.totalElements).toBe(3);
    await openTab('todo');
    await page.waitForFunction(
      (s) => document.querySelectorAll(`${s} tbody tr.ant-table-row`).length === 3,
      pane('[data-testid="tab-table-todo"]'),
      { timeout: 15_000 },
    );
  }, 120_000);
});
