import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, gql, lit, teacher } from '../../../test/fixtures/query';

/**
 * The original client's nested department filter on TeacherManagePage (teacherManagement/rightBar.vue,
 * the schedule step's teacher picker, the department export): the teachers of the department's subtree.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ids.top = await department(t, '筛选测试中心');
  ids.group = await department(t, '筛选一组', ids.top);
  ids.team = await department(t, '筛选一组一队', ids.group);
  ids.other = await department(t, '筛选二中心');
  ids.inTop = await teacher(t, { realname: '中心老师', department_id: ids.top });
  ids.inGroup = await teacher(t, { realname: '一组老师', department_id: ids.group });
  ids.inTeam = await teacher(t, { realname: '一队老师', department_id: ids.team });
  ids.left = await teacher(t, { realname: '一队离职老师', department_id: ids.team, status: 1 });
  ids.elsewhere = await teacher(t, { realname: '二中心老师', department_id: ids.other });
});
afterAll(async () => t.close());

/** The list document of rightBar.vue, with the query as the client encodes it (a JSON string in a string literal). */
async function managePage(query: unknown) {
  const r = await gql(
    t,
    admin,
    `{ TeacherManagePage(page: 1, query: ${lit(query)}, size: 20, sort: ${lit('{"id": "desc"}')}) { totalElements content { realname } } }`,
    { url: '/graphql/v1/boss' },
  );
  return { ...r, names: r.data?.TeacherManagePage?.content.map((x: { realname: string }) => x.realname) as string[] | undefined };
}

describe('TeacherManagePage department filter (the original client shape)', () => {
  it('a group node with its children: the teachers of the group and every department under it', async () => {
    const r = await managePage({
      department: { id: ids.group, pid: ids.top, children: [{ id: ids.team, pid: ids.group, name: '筛选一组一队', children: [] }] },
      status: 0,
    });
    expect(r.errors).toBeUndefined();
    expect(r.names).toEqual(['一队老师', '一组老师']);
  });

  it('the subtree comes from the stored tree: stale or string-encoded children change nothing', async () => {
    // The schedule step's picker sends children as a JSON string; a client tree may miss a newer department.
    const asString = await managePage({ department: { id: ids.top, pid: '99999', children: JSON.stringify([]) } });
    expect(asString.names).toEqual(['一队离职老师', '一队老师', '一组老师', '中心老师']);
    const numeric = await managePage({ department: { id: Number(ids.team), pid: Number(ids.group) } });
    expect(numeric.names).toEqual(['一队离职老师', '一队老师']);
  });

  it('no department (id empty, undefined, 0 or the root 99999) means the whole company', async () => {
    const all = await managePage({});
    for (const id of ['undefined', '', '0', '99999']) {
      const r = await managePage({ department: { id, pid: '99999', children: [] } });
      expect(r.data.TeacherManagePage.totalElements, id).toBe(all.data.TeacherManagePage.totalElements);
    }
  });

  it('refuses a department that is not a node object, or a node id that is not a number (named, no rows)', async () => {
    const notObject = await managePage({ department: 'x' });
    expect(notObject.data?.TeacherManagePage ?? null).toBeNull();
    expect(notObject.errors?.[0].message).toBe('参数错误：department 应为部门对象 {id, pid, children}');
    const badId = await managePage({ department: { id: '1 OR 1=1', pid: '1' } });
    expect(badId.errors?.[0].message).toBe('参数错误：department.id 必须是数字编号');
    // Only the model's own custom keys: an inherited object name is still an unknown field.
    expect((await managePage({ constructor: 1 })).errors?.[0].message).toBe('未知的查询字段：constructor');
  });

  it('the department export (leftBar.vue) sends the same filter and gets that subtree', async () => {
    const file = await t.app.inject({
      method: 'POST',
      url: '/graphql/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        apiName: 'TeacherManagePage',
        header: { realname: '姓名', 'department.name': '所属部门' },
        fileName: '筛选一组导出',
        query: JSON.stringify({ department: { id: Number(ids.group), pid: Number(ids.top), children: [] }, status: 0 }),
      },
    });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.slice(1)).toEqual([
      ['一队老师', '筛选一组一队'],
      ['一组老师', '筛选一组'],
    ]);
  });
});
