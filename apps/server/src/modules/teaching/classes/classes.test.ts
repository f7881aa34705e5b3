import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, gql, insert, lit, team, teacher } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const dept = await department(t, '班级测试组');
  const tch = await teacher(t, { realname: '班主任甲', department_id: dept });
  const theme = await insert(t, 'management', { subject: 0, course_type: 4, period: 50, period_name: '美育第50期' });
  const trialTerm = await insert(t, 'management', { subject: 0, course_type: 0, period: 51, period_name: '体验第51期' });
  ids.trial1 = await team(t, {
    team_name: '体验1班',
    team_type: 0,
    team_state: 0,
    term: 51,
    term_id: trialTerm,
    teacher_id: tch,
    department_id: dept,
    student_count: 40,
    join_count: 30,
    system_order_count: 6,
    category: 3,
  });
  ids.trial2 = await team(t, { team_name: '体验2班', team_type: 0, team_state: 1, term: 51, term_id: trialTerm });
  ids.trialDeleted = await team(t, { team_name: '体验已删班', team_type: 0, deleted: 1 });
  ids.system1 = await team(t, { team_name: '系统月课1班', team_type: 1, team_state: 1 });
  ids.system2 = await team(t, { team_name: '系统年课1班', team_type: 2, team_state: 2, teacher_id: tch, department_id: dept });
  ids.theme = await team(t, { team_name: '美育1班', team_type: 1, team_state: 0, term: 50, term_id: theme });
  ids.music = await team(t, { subject: 3, team_name: '音乐体验班', team_type: 0 });
});
afterAll(async () => t.close());

const names = (rows: Array<{ team_name: string }>) => rows.map((r) => r.team_name).sort();

describe('team list pages', () => {
  it('TrialTeamPage holds only live trial teams (team_type 0) of the subject', async () => {
    const r = await gql(
      t,
      admin,
      `{ TrialTeamPage(page: 1, size: 15) { totalElements content { team_name team_type team_type_text team_state_text } } }`,
      { url: '/graphql/team' },
    );
    expect(r.errors).toBeUndefined();
    expect(names(r.data.TrialTeamPage.content)).toEqual(['体验1班', '体验2班']);
    expect(
      r.data.TrialTeamPage.content.every(
        (x: { team_type: number; team_type_text: string }) => x.team_type === 0 && x.team_type_text === '体验课',
      ),
    ).toBe(true);
    const v2 = await gql(t, admin, `{ TrialTeamV2Page(query: ${lit({ team_state: 1 })}) { content { team_name team_state_text } } }`);
    expect(v2.data.TrialTeamV2Page.content).toEqual([{ team_name: '体验2班', team_state_text: '开课中' }]);
  });

  it('SystemTeamPage holds team_type > 0; ThemeTeamPage the teams of a theme/aesthetic period', async () => {
    const sys = await gql(t, admin, `{ SystemTeamPage(query: ${lit({ team_state: [1, 2] })}) { content { team_name } } }`);
    expect(names(sys.data.SystemTeamPage.content)).toEqual(['系统年课1班', '系统月课1班']);
    const theme = await gql(t, admin, `{ ThemeTeamPage { content { team_name term management { period_name course_type_text } } } }`);
    expect(theme.data.ThemeTeamPage.content).toEqual([
      { team_name: '美育1班', term: 50, management: { period_name: '美育第50期', course_type_text: '主题/美育课' } },
    ]);
  });

  it('computes rates from the counts and resolves the teacher and department', async () => {
    const r = await gql(
      t,
      admin,
      `{ Team(query: ${lit({ team_name: '体验1班' })}) { id join_rate order_conversion_rate complete_rate category_text team_category teacher { realname department { name } } department { name } } }`,
    );
    expect(r.data.Team).toEqual({
      id: ids.trial1,
      join_rate: 0.75,
      order_conversion_rate: 0.15,
      complete_rate: 0,
      category_text: '单周体验课',
      team_category: 3,
      teacher: { realname: '班主任甲', department: { name: '班级测试组' } },
      department: { name: '班级测试组' },
    });
    const empty = await gql(t, admin, `{ Team(query: ${lit({ team_name: '体验2班' })}) { join_rate } }`);
    expect(empty.data.Team.join_rate).toBeNull();
  });

  it('counts teams per state for the tabs and keeps other subjects out', async () => {
    const r = await gql(t, admin, `{ TrialTeamStatistics(termField: "team_state") { code type label count } }`);
    expect(r.data.TrialTeamStatistics).toEqual([
      { code: '0', type: 'team_state', label: '待开课', count: 1 },
      { code: '1', type: 'team_state', label: '开课中', count: 1 },
    ]);
    const music = await gql(t, admin, `{ TrialTeamPage { content { team_name } } }`, { subject: 3 });
    expect(music.data.TrialTeamPage.content).toEqual([{ team_name: '音乐体验班' }]);
    const all = await gql(t, admin, `{ TeamCount TeamList(query: ${lit({ deleted: 0 })}, size: 100) { id } }`);
    expect(all.data.TeamCount).toBe(6);
    expect(all.data.TeamList).toHaveLength(5);
  });

  it('HistoryStudentTeamPage / HistoryStudentTeam give the teacher name and department name', async () => {
    const r = await gql(
      t,
      admin,
      `{ HistoryStudentTeamPage(query: ${lit({ teacher_id: await teacherOf(ids.system2) })}) { totalElements content { team_name teacher_realname department_name enrolled flow_out_count } } }`,
    );
    expect(r.data.HistoryStudentTeamPage.content.map((x: { team_name: string }) => x.team_name).sort()).toEqual(['体验1班', '系统年课1班']);
    expect(r.data.HistoryStudentTeamPage.content[0]).toMatchObject({ teacher_realname: '班主任甲', department_name: '班级测试组' });
    const one = await gql(t, admin, `{ HistoryStudentTeam(query: ${lit({ id: ids.system2 })}) { team_name team_state_text } }`);
    expect(one.data.HistoryStudentTeam).toEqual({ team_name: '系统年课1班', team_state_text: '已结课' });
  });

  it('is the classes area: the reviewer gets 420', async () => {
    const reviewer = await t.login('reviewer');
    expect((await gql(t, reviewer, `{ SystemTeamPage { totalElements } }`)).status).toBe(420);
    const sales = await t.login('sales');
    expect((await gql(t, sales, `{ SystemTeamPage { totalElements } }`)).status).toBe(200);
  });
});

async function teacherOf(teamId: string): Promise<string> {
  return (await t.db.query<{ id: string }>('SELECT teacher_id::text AS id FROM team WHERE id = $1', [teamId])).rows[0].id;
}
