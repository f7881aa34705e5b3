import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows } from '../../../test/fixtures/people';
import { department, insert } from '../../../test/fixtures/query';

/**
 * Issue 25 finding 5: a teacher (role 19, subjects art 0 and writing 1) read, edited and deleted a
 * music (3) teacher and created teachers in subject 3 and in subject 999. A teacher is reached only
 * in the request's subject (which is one the caller holds); a subject code in a body must exist
 * (400) and be one of the caller's (420).
 */
let t: TestApp;
let teacher: string;
let musicTeacher: string;
let dept: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
  dept = await department(t, '科目测试组');
  musicTeacher = await insert(t, 'teacher', { subject: 3, realname: '音乐老师', phone: '13755550001', department_id: dept });
});
afterAll(async () => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  teacher: { realName: '新老师', phone: '13755550002', sex: 2, joinDate: '2026-01-05', ...over },
  department: { id: dept },
  duty: [{ id: 2 }],
  weixinList: [],
});
const musicRow = async () =>
  (
    await t.db.query<{ realname: string; deleted: number; phone: string }>('SELECT realname, deleted, phone FROM teacher WHERE id = $1', [
      musicTeacher,
    ])
  ).rows[0];

describe('a teacher of art and writing against a music teacher', () => {
  it('cannot read, edit or delete the music teacher (404, the row unchanged)', async () => {
    const read = await t.call({ method: 'GET', url: `/api/t/v1/teacher/getTeacherDetail?teacherId=${musicTeacher}`, token: teacher });
    expect(read.status).toBe(404);
    expect(read.body.errors).toBe('老师不存在');

    const edit = await t.call({
      method: 'PUT',
      url: '/api/t/v1/teacher/updateTeacher',
      token: teacher,
      payload: form({ id: musicTeacher, realName: '改名', phone: '13755550001' }),
    });
    expect(edit.status).toBe(404);

    const del = await t.call({ method: 'POST', url: `/api/t/v1/teacher/deleteTeacher?teacherId=${musicTeacher}`, token: teacher });
    expect(del.status).toBe(404);
    expect(await musicRow()).toEqual({ realname: '音乐老师', deleted: 0, phone: '13755550001' });

    // Naming the music subject in the request is refused at the door (not one of the caller's).
    const asMusic = await t.call({
      method: 'GET',
      url: `/api/t/v1/teacher/getTeacherDetail?teacherId=${musicTeacher}&subject=3`,
      token: teacher,
    });
    expect(asMusic.status).toBe(420);
  });

  it('cannot create a teacher in music (420) or in a subject that does not exist (400); nothing is saved', async () => {
    const before = await countRows(t.db, 'teacher');
    const music = await t.call({ method: 'POST', url: '/api/t/v1/teacher/createTeacher', token: teacher, payload: form({ subject: '3' }) });
    expect(music.status).toBe(420);
    expect(music.body.errors).toContain('音乐');
    const second = await t.call({
      method: 'POST',
      url: '/api/t/v1/teacher/createTeacher',
      token: teacher,
      payload: form({ subject: '0,3' }),
    });
    expect(second.status).toBe(420);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/t/v1/teacher/createTeacher',
      token: teacher,
      payload: form({ subject: 999 }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toBe('参数错误：teacher.subject 不是有效的学科');
    expect(await countRows(t.db, 'teacher')).toBe(before);
  });

  it('still creates, reads, edits and deletes teachers in its own subjects', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/t/v1/teacher/createTeacher',
      token: teacher,
      payload: form({ subject: 'write_app', phone: '13755550003' }),
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.teacher.id;
    expect(created.body.payload.teacher.subject).toBe(1);
    // Writing teachers are reached in the writing subject; in art they are not there.
    const inArt = await t.call({ method: 'GET', url: `/api/t/v1/teacher/getTeacherDetail?teacherId=${id}`, token: teacher });
    expect(inArt.status).toBe(404);
    const inWriting = await t.call({ method: 'GET', url: `/api/t/v1/teacher/getTeacherDetail?teacherId=${id}&subject=1`, token: teacher });
    expect(inWriting.body.payload.teacher.realName).toBe('新老师');
    const edited = await t.call({
      method: 'PUT',
      url: '/api/t/v1/teacher/updateTeacher?subject=1',
      token: teacher,
      payload: form({ id, realName: '改过的老师', phone: '137****0003' }),
    });
    expect(edited.body.payload.teacher.realName).toBe('改过的老师');
    const del = await t.call({ method: 'POST', url: `/api/t/v1/teacher/deleteTeacher?teacherId=${id}&subject=1`, token: teacher });
    expect(del.body.payload).toBe(true);
  });

  it('cannot look up the teachers under a music teacher or send a code to one', async () => {
    const under = await t.call({
      method: 'GET',
      url: `/api/t/v1/teacher/role/getAllTeacher/byRole?teacherId=${musicTeacher}`,
      token: teacher,
    });
    expect(under.status).toBe(404);
    const code = await t.call({ method: 'POST', url: `/api/t/v1/teacher/sendCode?teacherId=${musicTeacher}`, token: teacher });
    expect(code.status).toBe(404);
  });
});

describe('a teacher of art and writing against a music department', () => {
  it('cannot rename or delete it (404, unchanged); its own subjects still can', async () => {
    const music = await department(t, '音乐测试部', 99999, 3);
    const rename = await t.call({
      method: 'POST',
      url: '/api/t/v1/department/createDepartment',
      token: teacher,
      payload: { id: music, name: '改名', pid: 99999 },
    });
    expect(rename.status).toBe(404);
    const del = await t.call({ method: 'POST', url: `/api/t/v1/department/deleteDepartmentById?departmentId=${music}`, token: teacher });
    expect(del.status).toBe(404);
    const row = await t.db.query<{ name: string; status: number }>('SELECT name, status FROM department WHERE id = $1', [music]);
    expect(row.rows[0]).toEqual({ name: '音乐测试部', status: 0 });

    const own = await department(t, '美术测试部', 99999, 0);
    const ok = await t.call({ method: 'POST', url: `/api/t/v1/department/deleteDepartmentById?departmentId=${own}`, token: teacher });
    expect(ok.body.payload).toBe(true);
  });
});
