import { GraphQLInt, GraphQLNonNull, GraphQLString } from 'graphql';
import { computed, defineModel, type Fields, noFilter, type QueryRegistry, studentRef, TODAY_START } from '../../../platform/query';
import { FLAG, SYSTEM_LESSON_TYPES, TRIAL_LESSON_TYPES } from './fields';
import { asksNothing, emptyPage, filterObject, requireKey } from './query-utils';

/**
 * The learning-record statistics of the original client (statistics → learn record: a card per lesson
 * of an enrollment period, the lesson's detail, and the students of the lesson), trial and system twins.
 * - Lesson rows (`Student{Kind}RecordOperatorStatisticsPage`, `…RecordDetailBossStatistics`): learning
 *   records grouped by period (team.term) and lesson in SQL; the filter must name the period (term), so
 *   the grouping reads that period's classes only (team_term_idx, then learning_record_team_idx).
 * - Student rows (`Student{Kind}RecordListStatisticsPage`): one lesson sent to one student (state >= 1)
 *   with the person, class and teacher; the filter must name a period, class, student or lesson.
 * - The `ad_*` twins: the client reads them for its answer lessons (lesson_type 10 / 11); our records
 *   track every lesson type the same way, so they read the same measures (ad_count = homework uploads,
 *   an answer lesson's homework being its answer sheet). docs/decisions/client-compatibility.md.
 */

const STUDENTS = { area: 'students' } as const;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const pageArgs = { query: { type: GraphQLString }, sort: { type: GraphQLString }, page: { type: GraphQLInt }, size: { type: GraphQLInt } };

/** China day boundaries (the client's 今日 / 昨日). */
const inDay = (column: string, daysBack: number) =>
  `(lr.${column} >= ${TODAY_START} - interval '${daysBack} day' AND lr.${column} < ${TODAY_START} - interval '${daysBack - 1} day')`;
const pct = (part: string, whole: string) => `round(100.0 * ${part} / nullif(${whole}, 0), 2)`;

const KINDS = [
  ['Trial', TRIAL_LESSON_TYPES],
  ['System', SYSTEM_LESSON_TYPES],
] as const;

/** One row per period and lesson: the lesson card and its counters. */
function lessonSource(lessonTypes: readonly number[]): string {
  const sent = 'count(*)';
  const joined = 'count(*) FILTER (WHERE lr.join_time IS NOT NULL)';
  const completed = 'count(*) FILTER (WHERE lr.complete_time IS NOT NULL)';
  return `SELECT tm.term::text || '-' || lr.course_id::text AS id, tm.subject, tm.term, lr.course_id, c.sup, c.lesson_type, c.title, c.lesson,
      c.image, c.description, c.encyclopedias, c.professional,
      min(lr.ctime) AS ctime, max(lr.utime) AS utime, min(lr.ctime) AS send_date, min(tm.team_state) AS team_state,
      ${sent} AS all_send_course_count, ${joined} AS join_course_count, ${completed} AS complete_course_count,
      count(*) FILTER (WHERE ${inDay('join_time', 0)}) AS today_join_course_count,
      count(*) FILTER (WHERE ${inDay('complete_time', 0)}) AS today_complete_course_count,
      count(*) FILTER (WHERE ${inDay('join_time', 1)}) AS yesterday_join_course_count,
      ${pct(joined, sent)} AS all_join_course_rate, ${pct(completed, sent)} AS all_complete_course_rate,
      sum(lr.join_count) AS learn_course_count, sum(lr.task_count) AS task_count, sum(lr.comment_count) AS comment_count,
      sum(lr.listen_comment_count) AS lesson_comment_count
    FROM learning_record lr JOIN team tm ON tm.id = lr.team_id JOIN course c ON c.id = lr.course_id
   WHERE lr.state >= 1 AND lr.lesson_type IN (${lessonTypes.join(', ')})
   GROUP BY tm.subject, tm.term, lr.course_id, c.sup, c.lesson_type, c.title, c.lesson, c.image, c.description, c.encyclopedias, c.professional`;
}

function lessonFields(): Fields {
  const n = (column: string) => noFilter('int', { column });
  return {
    id: { type: 'string', description: 'period-lesson' },
    subject: { type: 'int' },
    term: { type: 'int', description: 'the enrollment period (team.term)' },
    course_id: { type: 'id' },
    sup: { type: 'string', description: 'difficulty S1..S9 (the client sends it in either case)' },
    lesson_type: { type: 'int' },
    title: noFilter('string'),
    current_lesson: noFilter('string', { column: 'lesson', description: 'the lesson label, W1D1' }),
    week: computed('string', "substring(t.lesson from '^(W[0-9]+)')", { description: 'the week of the lesson label' }),
    image: noFilter('string'),
    desc: noFilter('string', { column: 'description' }),
    encyclopedias: noFilter('string'),
    professional: noFilter('string'),
    ctime: { type: 'time' },
    utime: noFilter('time'),
    send_date: { type: 'time', description: 'when the lesson was first unlocked in the period' },
    team_state: noFilter('int', { description: "lowest state of the period's classes (2 once every class ended)" }),
    all_send_course_count: n('all_send_course_count'),
    join_course_count: n('join_course_count'),
    complete_course_count: n('complete_course_count'),
    today_join_course_count: n('today_join_course_count'),
    today_complete_course_count: n('today_complete_course_count'),
    yesterday_join_course_count: n('yesterday_join_course_count'),
    all_join_course_rate: noFilter('float', { column: 'all_join_course_rate', description: 'percent, 2 decimals' }),
    all_complete_course_rate: noFilter('float', { column: 'all_complete_course_rate', description: 'percent, 2 decimals' }),
    learn_course_count: n('learn_course_count'),
    task_count: n('task_count'),
    comment_count: n('comment_count'),
    lesson_comment_count: n('lesson_comment_count'),
    ad_count: n('task_count'),
    ad_join_course_count: n('join_course_count'),
    ad_complete_course_count: n('complete_course_count'),
    ad_learn_course_count: n('learn_course_count'),
    ad_today_join_course_count: n('today_join_course_count'),
    ad_today_complete_course_count: n('today_complete_course_count'),
    ad_yesterday_join_course_count: n('yesterday_join_course_count'),
    ad_all_join_course_rate: noFilter('float', { column: 'all_join_course_rate' }),
    ad_all_complete_course_rate: noFilter('float', { column: 'all_complete_course_rate' }),
  };
}

/** One row per lesson sent to a student; `state` is the client's code (1 completed, 0 joined, 2 not joined). */
const STUDENT_SOURCE = `SELECT lr.id, lr.subject, lr.student_id, lr.team_id, lr.course_id, lr.lesson_type, lr.state AS learn_state,
    CASE WHEN lr.complete_time IS NOT NULL THEN 1 WHEN lr.join_time IS NOT NULL THEN 0 ELSE 2 END AS state,
    lr.join_time, lr.complete_time, lr.task_time, coalesce(lr.last_learn_time, lr.join_time) AS last_join_course_time,
    lr.join_count, lr.complete_count, lr.task_count, lr.comment_count, lr.listen_comment_count, lr.ctime, lr.utime,
    tm.term, tm.term_id, tm.team_name, tm.team_state, tm.teacher_id, c.sup, c.title, c.lesson, s.user_num, s.mobile
  FROM learning_record lr JOIN team tm ON tm.id = lr.team_id JOIN course c ON c.id = lr.course_id JOIN student s ON s.id = lr.student_id
 WHERE lr.state >= 1`;

const person = (column: string) => `(SELECT s.${column} FROM student s WHERE s.id = t.student_id)`;
const teacher = (column: string) => `(SELECT te.${column} FROM teacher te WHERE te.id = t.teacher_id)`;

function studentFields(): Fields {
  return {
    id: { type: 'id' },
    subject: noFilter('int'),
    ...studentRef('student_id'),
    cid: { type: 'id', column: 'student_id', description: "the student (the client's customer id)" },
    mid: noFilter('id', { column: 'teacher_id', description: 'the class teacher (who manages the record)' }),
    team_id: { type: 'id' },
    course_id: { type: 'id' },
    term: { type: 'int' },
    sup: { type: 'string' },
    team_name: { type: 'string' },
    team_state: noFilter('int'),
    teacher_id: { type: 'id' },
    title: noFilter('string'),
    lesson: noFilter('string'),
    lesson_type: noFilter('int'),
    user_num: { type: 'string' },
    mobile: { type: 'string', mask: 'mobile' },
    username: computed('string', person('username')),
    nickname: computed('string', person('nickname')),
    birthday: computed('time', person('birthday')),
    base_painting: computed('int', person('base_painting')),
    sex: computed('int', person('sex')),
    mobile_city: computed('string', person('city')),
    mobile_province: computed('string', person('province')),
    status: computed(
      'int',
      '(SELECT ss.user_status FROM student_subject ss WHERE ss.student_id = t.student_id AND ss.subject = t.subject)',
    ),
    realname: computed('string', teacher('realname')),
    department_id: computed('id', teacher('department_id')),
    department_name: computed('string', `(SELECT d.name FROM department d WHERE d.id = ${teacher('department_id')})`),
    state: { type: 'int', description: 'client code: 1 completed, 0 joined, 2 not joined' },
    learn_state: noFilter('int', { description: 'our learning state (0 locked .. 3 completed)' }),
    learn_course_count: noFilter('int', { column: 'join_count' }),
    completed_count: noFilter('int', { column: 'complete_count' }),
    join_course_time: { type: 'time', column: 'join_time' },
    last_join_course_time: { type: 'time' },
    complete_time: { type: 'time' },
    task_count: noFilter('int'),
    last_task_time: noFilter('time', { column: 'task_time' }),
    comment_count: noFilter('int'),
    lesson_comment_count: noFilter('int', { column: 'listen_comment_count' }),
    is_join_course: computed('int', '(t.join_time IS NOT NULL)::int', { label: FLAG }),
    is_complete_course: computed('int', '(t.complete_time IS NOT NULL)::int', { label: FLAG }),
    is_first_week_send: computed('int', "(substring(t.lesson from '^W([0-9]+)') = '1')::int", {
      label: FLAG,
      description: 'a lesson of the first week',
    }),
    ctime: { type: 'time' },
    utime: noFilter('time'),
    ad_count: noFilter('int', { column: 'task_count' }),
    ad_state: { type: 'int', column: 'state' },
    ad_last_join_course_time: { type: 'time', column: 'last_join_course_time' },
    ad_complete_time: { type: 'time', column: 'complete_time' },
    ad_join_course_count: noFilter('int', { column: 'join_count' }),
    ad_complete_course_count: noFilter('int', { column: 'complete_count' }),
    // Keys of the relations below.
    term_id: noFilter('id'),
    student_team_id: computed('id', '(SELECT st.id FROM student_team st WHERE st.student_id = t.student_id AND st.team_id = t.team_id)'),
    task_id: computed(
      'id',
      '(SELECT k.id FROM student_task k WHERE k.student_id = t.student_id AND k.team_id = t.team_id AND k.course_id = t.course_id AND k.del = 0 ORDER BY k.id DESC LIMIT 1)',
    ),
  };
}

const STUDENT_RELATIONS = {
  userExtends: { model: 'UserExtends', localField: 'student_id', foreignField: 'id' },
  teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  teamInfo: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  management: { model: 'Management', localField: 'term_id', foreignField: 'id' },
  studentSystemStatistics: { model: 'StudentTeamRow', localField: 'student_team_id', foreignField: 'id' },
  task: { model: 'StudentCourseTask', localField: 'task_id', foreignField: 'id' },
};

/** The client's spellings: `courseId`, and `sup` in lower case (the lesson detail sends `s1`). */
function normalized(raw: unknown): string {
  const filter = filterObject(raw);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const name = key === 'courseId' ? 'course_id' : key;
    out[name] = (name === 'sup' || name === 'sup.keyword') && typeof value === 'string' ? value.toUpperCase() : value;
  }
  return JSON.stringify(out);
}

export function registerLearningStatistics(registry: QueryRegistry): void {
  for (const [kind, lessonTypes] of KINDS) {
    const lessons = `Student${kind}RecordLesson`;
    const students = `Student${kind}RecordStudent`;
    registry.register(
      defineModel({
        name: lessons,
        description: `Lessons of an enrollment period with their learning counters (${kind.toLowerCase()} lessons)`,
        source: lessonSource(lessonTypes),
        subjectColumn: 'subject',
        access: STUDENTS,
        roots: [],
        defaultSort: { send_date: 'desc' },
        fields: lessonFields(),
      }),
      defineModel({
        name: students,
        description: `Students of a lesson sent (${kind.toLowerCase()} lessons)`,
        source: STUDENT_SOURCE,
        subjectColumn: 'subject',
        where: `t.lesson_type IN (${lessonTypes.join(', ')})`,
        access: STUDENTS,
        roots: [],
        defaultSort: { ctime: 'desc' },
        fields: studentFields(),
        relations: STUDENT_RELATIONS,
      }),
    );
    registry.addRoot({
      name: `Student${kind}RecordOperatorStatisticsPage`,
      access: STUDENTS,
      description: `Lesson cards of an enrollment period (${kind.toLowerCase()}); the filter must name term`,
      args: pageArgs,
      type: (t) => new GraphQLNonNull(t.page(lessons)),
      resolve: (_ctx, args, tools) => {
        const query = normalized(args.query);
        requireKey(JSON.parse(query), ['term'], `Student${kind}RecordOperatorStatisticsPage`);
        return tools.page(lessons, { query, sort: str(args.sort), page: num(args.page) ?? undefined, size: num(args.size) ?? undefined });
      },
    });
    registry.addRoot({
      name: `Student${kind}RecordDetailBossStatistics`,
      access: STUDENTS,
      description: `One lesson of an enrollment period with its counters (${kind.toLowerCase()}); the filter must name term`,
      args: { query: { type: GraphQLString } },
      type: (t) => t.object(lessons),
      resolve: async (_ctx, args, tools) => {
        const query = normalized(args.query);
        requireKey(JSON.parse(query), ['term'], `Student${kind}RecordDetailBossStatistics`);
        return (await tools.list(lessons, { query, size: 1 }))[0] ?? null;
      },
    });
    registry.addRoot({
      name: `Student${kind}RecordListStatisticsPage`,
      access: STUDENTS,
      description: `Students of the lessons sent (${kind.toLowerCase()}); the filter must name term, team_id, student_id or course_id (no condition at all: an empty page)`,
      args: pageArgs,
      type: (t) => new GraphQLNonNull(t.page(students)),
      resolve: (_ctx, args, tools) => {
        const query = normalized(args.query);
        // The join-course log opens with `{}` before a period or class is picked: every lesson sent in the
        // subject is a scan of learning_record (no subject index; docs/query-language.md §2), so that view
        // is an empty page rather than an error; a filter that names only other fields is still refused.
        if (asksNothing(JSON.parse(query))) return emptyPage(num(args.page) ?? 1, num(args.size) ?? 20);
        requireKey(
          JSON.parse(query),
          ['term', 'team_id', 'student_id', 'cid', 'u_id', 'uid', 'course_id'],
          `Student${kind}RecordListStatisticsPage`,
        );
        return tools.page(students, { query, sort: str(args.sort), page: num(args.page) ?? undefined, size: num(args.size) ?? undefined });
      },
    });
  }
}
