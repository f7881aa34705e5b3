import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Classes journeys (issue 17): a trial class from its list, moving a student, a stop batch, a state change. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;

const active = '[data-testid="workspace-pane"][data-active="true"]';

interface TeamLite {
  id: string;
  team_name: string;
  student_count: number;
  team_state: number;
}

const gql = <T>(query: string): Promise<T> => graphql<T>(base, admin.accessToken, query);
const team = async (id: string) =>
  (await gql<{ Team: TeamLite }>(`{ Team(query: ${lit({ id })}) { id team_name student_count team_state } }`)).Team;

/** Live trial classes in progress with students, most students first. */
async function runningTrialClasses(): Promise<TeamLite[]> {
  const d = await gql<{ TrialTeamList: TeamLite[] }>(
    `{ TrialTeamList(query: ${lit({ team_state: 1, student_count: { gte: 3 } })}, size: 10, sort: ${lit({ student_count: 'desc' })}) { id team_name student_count team_state } }`,
  );
  return d.TrialTeamList;
}

async function openPage(route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, admin)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

/** Opens the class from the trial list (filtered by its name) and waits for the detail drawer. */
async function openClass(teamName: string): Promise<Page> {
  const page = await openPage(`/classManage?team_name=${encodeURIComponent(teamName)}`);
  const link = page.locator(`${active} [data-testid="class-open"]`, { hasText: teamName });
  await link.first().click({ timeout: 20_000 });
  await page.waitForSelector('[data-testid="class-detail"]', { timeout: 20_000 });
  return page;
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('classes', () => {
  it('opens a trial class from its list and sees its students and attendance', async () => {
    const [cls] = await runningTrialClasses();
    const page = await openClass(cls.team_name);
    await page.waitForSelector('[data-testid="class-state-counts"]');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="class-students"] .ant-table-row').length === n,
      Math.min(cls.student_count, 20),
      { timeout: 20_000 },
    );
    expect(await page.textContent('[data-testid="class-enrolled"]')).toBe(String(cls.student_count));
    await page.click('.ant-drawer .ant-tabs-tab:has-text("参课完课")');
    await page.waitForSelector('[data-testid="class-attendance"] .ant-table-row', { timeout: 20_000 });
    await shot(page, 'classes-detail');

    // the follow-up tab pages the class's follow-ups on the server: a new one shows, the total is the class's
    const students = await gql<{ StudentTrialForTeamStatisticsPage: { content: Array<{ student_id: string }> } }>(
      `{ StudentTrialForTeamStatisticsPage(query: ${lit({ team_id: cls.id })}, size: 1) { content { student_id } } }`,
    );
    const note = `E2E班级跟进${Date.now() % 100000}`;
    const created = await api(base, admin.accessToken, 'POST', '/api/u/v4/user/userfollowlog/createUserFollowLog', {
      uid: students.StudentTrialForTeamStatisticsPage.content[0].student_id,
      source: 1,
      content: { user_content: note },
    });
    expect(created.code).toBe(0);
    const total = (
      await gql<{ UserFollowLogPage: { totalElements: number } }>(
        `{ UserFollowLogPage(query: ${lit({ 'teamRows.team_id': cls.id })}, page: 1, size: 1) { totalElements } }`,
      )
    ).UserFollowLogPage.totalElements;
    await page.click('.ant-drawer .ant-tabs-tab:has-text("跟进记录")');
    await page.waitForSelector(`[data-testid="class-follow-logs"] .ant-table-row:has-text("${note}")`, { timeout: 20_000 });
    // the pager (beside the table, in the tab) reaches the class's last page of follow-ups
    const pager = page
      .locator('[data-testid="class-follow-logs"]')
      .locator('xpath=ancestor::div[contains(@class, "ant-table-wrapper")][1]');
    if (total > 10) await pager.locator(`.ant-pagination-item-${Math.ceil(total / 10)}`).waitFor({ timeout: 20_000 });
  });

  it('moves one student to another class with a reason: counts, the student detail and the logs follow', async () => {
    const [from, to] = await runningTrialClasses();
    const page = await openClass(from.team_name);
    const firstRow = page.locator('[data-testid="class-students"] .ant-table-row').first();
    await firstRow.waitFor({ timeout: 20_000 });
    const studentHref = await firstRow.locator('[data-testid="class-student-link"]').getAttribute('href');
    const studentId = /details\/(\d+)/.exec(studentHref ?? '')?.[1] as string;
    await firstRow.locator('[data-testid="class-student-move"]').click();
    await page.click('[data-testid="move-target"]');
    await page.keyboard.type(to.team_name);
    // two classes may share a name: the option names the teacher, and the count tells this one apart
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: `${to.team_name} · ` })
      .filter({ hasText: ` · ${to.student_count}人` })
      .first()
      .click({ timeout: 15_000 });
    await page.fill('[data-testid="move-reason"]', '家长要求换到周末班');
    await page.click('[data-testid="move-ok"]');
    await page.waitForSelector('.ant-message-notice:has-text("调班成功")', { timeout: 15_000 });
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="class-enrolled"]')?.textContent === String(n),
      from.student_count - 1,
      {
        timeout: 15_000,
      },
    );
    expect((await team(from.id)).student_count).toBe(from.student_count - 1);
    expect((await team(to.id)).student_count).toBe(to.student_count + 1);

    await page.click('.ant-drawer .ant-tabs-tab:has-text("调班记录")');
    await page.waitForSelector(`[data-testid="class-change-log"] .ant-table-row:has-text("${to.team_name}")`, { timeout: 15_000 });

    const detail = await (await contextAs(browser, base, admin)).newPage();
    await detail.goto(`${base}/art_app/#/details/${studentId}`);
    await waitForShell(detail);
    await detail.waitForSelector(`[data-testid="student-classes"]:has-text("${to.team_name}")`, { timeout: 20_000 });
    expect(await detail.textContent('[data-testid="student-classes"]')).not.toContain(from.team_name);

    const history = await api<{ content: Array<{ action: string }> }>(
      base,
      admin.accessToken,
      'GET',
      `/api/t/v1/operatelog/recordHistory?entity=student&entityId=${studentId}`,
    );
    expect(history.payload.content.map((h) => h.action)).toContain('class.change');
  });

  it('creates and executes a stop batch', async () => {
    const [cls] = await runningTrialClasses();
    const st = await gql<{ StudentTrialForTeamStatisticsPage: { content: Array<{ student_id: string }> } }>(
      `{ StudentTrialForTeamStatisticsPage(query: ${lit({ team_id: cls.id })}, size: 2) { content { student_id } } }`,
    );
    const page = await openPage('/suspendClasses');
    const name = `寒假停课${Date.now() % 100000}`;
    await page.click(`${active} [data-testid="stop-create"]`);
    await page.fill('[data-testid="stop-name"]', name);
    await page.fill('[data-testid="stop-reason"]', '春节放假');
    const period = page.locator('.ant-modal [data-testid="stop-period"] input, .ant-modal .ant-picker-range input');
    await period.nth(0).click();
    await period.nth(0).fill('2026-12-01');
    await page.keyboard.press('Enter');
    await period.nth(1).fill('2026-12-07');
    await page.keyboard.press('Enter');
    await page.fill(
      '[data-testid="stop-items"]',
      st.StudentTrialForTeamStatisticsPage.content.map((s) => `${s.student_id}, ${cls.id}`).join('\n'),
    );
    await page.click('[data-testid="stop-create-ok"]');
    const row = page.locator(`${active} .ant-table-row`, { hasText: name });
    await row.waitFor({ timeout: 15_000 });
    await row.locator('[data-testid="stop-execute"]').click();
    await page.click('[data-testid="stop-execute-ok"]');
    await page.waitForSelector(`${active} .ant-table-row:has-text("${name}") [data-testid="stop-status"]:has-text("已执行")`, {
      timeout: 15_000,
    });
    const states = await gql<{ StudentTrialForTeamStatisticsPage: { content: Array<{ course_state: number }> } }>(
      `{ StudentTrialForTeamStatisticsPage(query: ${lit({ team_id: cls.id, student_id: st.StudentTrialForTeamStatisticsPage.content.map((s) => s.student_id) })}, size: 5) { content { course_state } } }`,
    );
    expect(states.StudentTrialForTeamStatisticsPage.content.every((s) => s.course_state === 1)).toBe(true);
  });

  it("changes a class's state", async () => {
    const d = await gql<{ TrialTeamList: TeamLite[] }>(
      `{ TrialTeamList(query: ${lit({ team_state: 0 })}, size: 1) { id team_name student_count team_state } }`,
    );
    const cls = d.TrialTeamList[0];
    const page = await openPage(`/classManage?team_name=${encodeURIComponent(cls.team_name)}&team_state=0`);
    await page.locator(`${active} [data-testid="class-open"]`, { hasText: cls.team_name }).first().click({ timeout: 20_000 });
    await page.waitForSelector('[data-testid="class-detail"]');
    await page.click('[data-testid="class-state-select"]');
    await page.click('.ant-select-item-option:has-text("开课中")');
    await page.click('[data-testid="class-state-ok"]');
    await page.waitForSelector('[data-testid="class-state"]:has-text("开课中")', { timeout: 15_000 });
    expect((await team(cls.id)).team_state).toBe(1);
  });
});
