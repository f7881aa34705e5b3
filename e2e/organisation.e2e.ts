import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Organisation journeys (issue 16): department → teacher → filter; handover → change log; disable → session ends. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
const active = '[data-testid="workspace-pane"][data-active="true"]';

async function openPage(s: Session, route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, s)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

/** Picks an option of an antd Select with search by typing its text. */
async function pick(page: Page, selector: string, text: string): Promise<void> {
  await page.click(selector);
  await page.keyboard.type(text);
  await page.waitForSelector(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${text}")`);
  await page.click(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${text}")`);
}

beforeAll(async () => {
  // info: the SMS simulator's log is where a teacher's confirmation code can be read (never the outbox lookup).
  server = await startServer({ LOG_LEVEL: 'info' });
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('organisation', () => {
  it('creates a department and a teacher in it, then finds the teacher filtered by the department', async () => {
    const page = await openPage(admin, '/organizationalStructure');
    await page.click(`${active} [data-testid="dept-add"]`);
    await page.fill('[data-testid="dept-name"]', '旅程测试部');
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.waitForSelector(`${active} .ant-tree-title:has-text("旅程测试部")`);
    const tree = await api<{ id: string; name: string }[]>(base, admin.accessToken, 'GET', '/api/t/v1/department/getDepartmentTree');
    const dept = tree.payload.find((d) => d.name === '旅程测试部')!;
    expect(dept).toBeTruthy();

    await page.goto(`${base}/art_app/#/teacherManagement`);
    await page.waitForSelector(`${active} [data-testid="teacher-add"]`);
    await page.click(`${active} [data-testid="teacher-add"]`);
    await page.fill('[data-testid="teacher-realname"]', '旅程老师');
    await page.fill('[data-testid="teacher-phone"]', '13677778888');
    await pick(page, '.ant-drawer #departmentId', '旅程测试部');
    await page.click('[data-testid="teacher-save"]');
    await page.waitForSelector('.ant-drawer', { state: 'hidden' });

    await page.goto(`${base}/art_app/#/teacherManagement?department=${dept.id}`);
    await page.waitForSelector(`${active} [data-testid="teacher-name"]:has-text("旅程老师")`);
    const names = await page.locator(`${active} [data-testid="teacher-name"]`).allTextContents();
    expect(names).toEqual(['旅程老师']);
    await shot(page, 'organisation-teachers');

    // Send a code to the teacher's mobile: asked first, then the SMS goes through the simulator. The
    // outbox lookup shows only codes sent to parents and students; the simulator's log has this one.
    await page.click(`${active} [data-testid="teacher-send-code"]`);
    await page.waitForSelector('.ant-popconfirm:has-text("向 旅程老师 的手机")');
    await page.click('.ant-popconfirm .ant-btn-primary');
    await page.waitForSelector('.ant-message-notice:has-text("验证码已发送至")');
    const sms = await api<{ code: string | null }[]>(base, admin.accessToken, 'GET', '/api/m/v1/sms/getCodeByMobile?mobile=13677778888');
    expect(sms.payload).toEqual([]);
    expect(server.smsCode('13677778888')).toMatch(/^\d{6}$/);
  });

  it('imports a sheet of targets: dry run first, then every row, and the list shows them', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('目标');
    sheet.addRow(['手机号', '期数', '级别', '目标单数', '目标金额']);
    sheet.addRow(['13677778888', 88, 'S2', 30, 45000]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const page = await openPage(admin, '/teacherGoalSetting');
    await page.click(`${active} [data-testid="target-file-import"]`);
    await page.setInputFiles('[data-testid="import-file"]', {
      name: '老师目标.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.waitForSelector('[data-testid="import-summary"]:has-text("试导入：共 1 行，可导入 1 行，有误 0 行")', { timeout: 30_000 });
    const before = await api<{ totalElements: number }>(
      base,
      admin.accessToken,
      'GET',
      '/api/t/v1/teachertargets/getTeacherTargetsPage?term=88',
    );
    expect(before.payload.totalElements).toBe(0);
    await page.click('[data-testid="import-run"]');
    await page.waitForSelector('.ant-modal:has-text("确认导入这 1 条目标")');
    await page.click('[data-testid="import-confirm"]');
    await page.waitForSelector('.ant-message-notice:has-text("已导入 1 条目标")', { timeout: 30_000 });
    await page.click('.ant-modal:has-text("从表格导入老师目标") .ant-modal-close');
    await page.waitForSelector(`${active} .ant-table-row:has-text("旅程老师")`);
    const after = await api<{ content: { teacher_name: string; gmv_num: number }[] }>(
      base,
      admin.accessToken,
      'GET',
      '/api/t/v1/teachertargets/getTeacherTargetsPage?term=88',
    );
    expect(after.payload.content).toEqual([expect.objectContaining({ teacher_name: '旅程老师', gmv_num: 30 })]);
    await shot(page, 'organisation-targets-import');
  }, 120_000);

  it('hands two students over to another teacher and shows it in the change log', async () => {
    // A demo teacher holding students, and another active teacher to receive them.
    const d = await graphql<{ TeacherManageList: { id: string; realname: string }[] }>(
      base,
      admin.accessToken,
      `{ TeacherManageList(query: ${lit({ status: 0 })}, size: 200) { id realname } }`,
    );
    const unique = (t: { realname: string }) => d.TeacherManageList.filter((x) => x.realname.includes(t.realname)).length === 1;
    let from: { id: string; realname: string } | undefined;
    let held: { id: string; username: string }[] = [];
    for (const t of d.TeacherManageList) {
      const r = await api<{ id: string; username: string }[]>(
        base,
        admin.accessToken,
        'GET',
        `/api/t/v2/handover/getHandoverSteam?teacherId=${t.id}`,
      );
      if (unique(t) && r.payload.length >= 2) {
        from = t;
        held = r.payload;
        break;
      }
    }
    expect(from).toBeTruthy();
    const to = d.TeacherManageList.find((t) => t.id !== from!.id && unique(t))!;

    const page = await openPage(admin, '/workHandover');
    await pick(page, `${active} [data-testid="handover-from"]`, from!.realname);
    await page.waitForSelector(`${active} .ant-table-row`);
    const boxes = page.locator(`${active} .ant-table-row .ant-checkbox-input`);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await pick(page, `${active} [data-testid="handover-to"]`, to.realname);
    await page.click(`${active} [data-testid="handover-submit"]`);
    await page.click('.ant-modal-confirm .ant-btn-primary');
    await page.waitForSelector('.ant-message-notice:has-text("交接完成")');

    const now = await api<{ id: string }[]>(base, admin.accessToken, 'GET', `/api/t/v2/handover/getHandoverSteam?teacherId=${to.id}`);
    const moved = held.slice(0, 2).map((s) => s.id);
    expect(moved.every((id) => now.payload.some((s) => s.id === id))).toBe(true);

    await page.goto(`${base}/art_app/#/changelog?action=teacher.handover`);
    await page.waitForSelector(`${active} [data-testid="log-action"]:has-text("teacher.handover")`);
    const changes = await page.locator(`${active} [data-testid="log-changes"]`).first().textContent();
    expect(changes).toContain(`"${from!.realname}" → "${to.realname}"`);
  });

  it('disables a staff account and its open session ends', async () => {
    await api(base, admin.accessToken, 'POST', '/api/b/v1/staff/addStaff/v2', {
      userName: 'journey.ops',
      realName: '旅程运营',
      mobile: '13912344321',
      roleIds: ['2'],
      subjectList: [0],
      password: 'Journey#2026',
    });
    const ops = await apiLogin(base, 'journey.ops', 'Journey#2026');
    const opsPage = await openPage(ops, '/');

    const page = await openPage(admin, '/systemAccount?user_name=journey.ops');
    await page.waitForSelector(`${active} [data-testid="staff-user"]:has-text("journey.ops")`);
    await page.click(`${active} [data-testid="staff-toggle"]`);
    await page.click('.ant-popconfirm .ant-btn-primary');
    await page.waitForSelector(`${active} [data-testid="staff-status"]:has-text("停用")`);

    await opsPage.reload();
    await opsPage.waitForURL(/\/login\//, { timeout: 30_000 });
    const r = await fetch(`${base}/api/b/v1/staff/detail/info`, { headers: { authorization: `Bearer ${ops.accessToken}` } });
    expect(r.status).toBe(401);
  });
});
