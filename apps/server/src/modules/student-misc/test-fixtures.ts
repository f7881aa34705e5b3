import type { Queryable } from '../../platform/db';

/** Test fixtures of the student REST modules, inserted with SQL (tests only). */
let seq = 0;
const uniq = () => {
  seq += 1;
  return `${process.pid % 1000}${String(seq).padStart(4, '0')}`;
};

export interface StudentFixture {
  id: string;
  mobile: string;
  userNum: string;
}

/** A student with a line in each of `subjects` (default art only). */
export async function insertStudent(db: Queryable, subjects: number[] = [0], mobile?: string): Promise<StudentFixture> {
  const n = uniq();
  const m = mobile ?? `139${n.padStart(8, '0').slice(-8)}`;
  const userNum = `8${n}`;
  const r = await db.query<{ id: string }>(
    `INSERT INTO student (user_num, mobile, username) VALUES ($1, $2, $3) RETURNING id::text AS id`,
    [userNum, m, `学员${n}`],
  );
  const id = r.rows[0].id;
  for (const subject of subjects)
    await db.query('INSERT INTO student_subject (student_id, subject) VALUES ($1::bigint, $2)', [id, subject]);
  return { id, mobile: m, userNum };
}

/** A teacher of one subject, optionally linked to a staff account. */
export async function insertTeacher(db: Queryable, subject = 0, staffId: string | null = null): Promise<string> {
  const n = uniq();
  const r = await db.query<{ id: string }>(
    `INSERT INTO teacher (subject, staff_id, realname, phone) VALUES ($1, $2::bigint, $3, $4) RETURNING id::text AS id`,
    [subject, staffId, `老师${n}`, `137${n.padStart(8, '0').slice(-8)}`],
  );
  return r.rows[0].id;
}

export async function staffId(db: Queryable, userName: string): Promise<string> {
  const r = await db.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE user_name = $1', [userName]);
  return r.rows[0].id;
}

export async function countRows(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return r.rows[0].n;
}
