import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { computed, defineModel, type Fields, noFilter, type QueryRegistry, studentRef } from '../../../platform/query';
import { COMMENT_STATUS, FLAG, LEARN_STATE, MANAGEMENT_COURSE_TYPE, SYSTEM_LESSON_TYPES, TRIAL_LESSON_TYPES } from './fields';
import { constrains, filterObject, isEmptyValue, requireKey, topLevelKey } from './query-utils';

/**
 * Learning records (learning_record, 5M rows at scale: indexed only by student+team+course and
 * team+course) and homework (student_task, task_comment).
 * - The learn-record pages and summaries of the student detail tabs (trial / system / camp) are custom
 *   roots that require a student or class in the filter; inside one student's or one class's records
 *   every column may then be filtered.
 * - StudentCourseTaskPage/List apply the spec's course_type defaults: [1,2] when absent, 5 -> [5,6,7].
 */

const STUDENTS = { area: 'students' } as const;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

const course = (column: string) => `(SELECT c.${column} FROM course c WHERE c.id = t.course_id)`;
const team = (column: string) => `(SELECT tm.${column} FROM team tm WHERE tm.id = t.team_id)`;

/** `keyed`: every read names a student or class (guarded roots), so every column is a usable filter. */
function learnFields(keyed: boolean): Fields {
  const f = (type: Parameters<typeof noFilter>[0], more: Parameters<typeof noFilter>[1] = {}) =>
    keyed ? { type, ...more } : noFilter(type, more);
  return {
    id: { type: 'id' },
    ...studentRef('student_id'),
    team_id: { type: 'id' },
    course_id: { type: 'id' },
    subject: noFilter('int', { description: 'no index leads with subject here; the scope applies it anyway' }),
    lesson_type: f('int'),
    state: f('int', { label: LEARN_STATE }),
    join_count: f('int'),
    complete_count: f('int'),
    task_count: f('int'),
    comment_count: f('int'),
    listen_comment_count: f('int'),
    chapter_learned_count: f('int'),
    join_time: f('time', { description: 'first join' }),
    complete_time: f('time', { description: 'first completion' }),
    task_time: f('time', { description: 'first homework upload' }),
    comment_time: f('time', { description: 'first teacher comment' }),
    listen_comment_time: f('time', { description: 'first time the comment was listened to' }),
    last_learn_time: f('time'),
    duration: f('int', { description: 'seconds' }),
    ctime: f('time'),
    utime: noFilter('time'),
    title: computed('string', course('title')),
    lesson: computed('string', course('lesson')),
    unit: computed('string', course('unit')),
    level: computed('string', course('level')),
    sup: computed('string', course('sup')),
    term: computed('int', team('term')),
    teacher_id: computed('id', team('teacher_id')),
    team_name: computed('string', team('team_name')),
    // Filterable on the keyed roots only (one student's or class's records): the detail tabs
    // theme / special / low-price trial / topic are this student's records of such periods.
    period_course_type: {
      type: 'int',
      sql: '(SELECT m.course_type FROM team tm JOIN management m ON m.id = tm.term_id WHERE tm.id = t.team_id)',
      filter: keyed,
      sort: false,
      label: MANAGEMENT_COURSE_TYPE,
      description: "course_type of the class's enrollment period (management)",
    },
  };
}

const KEYS = ['student_id', 'uid', 'u_id', 'user_id', 'team_id', 'id'] as const;
const LEARN_KINDS = [
  ['Trial', `t.lesson_type IN (${TRIAL_LESSON_TYPES.join(', ')})`, 'trial lessons (lesson_type 0, 11)'],
  ['System', `t.lesson_type IN (${SYSTEM_LESSON_TYPES.join(', ')})`, 'system lessons (lesson_type 1, 12)'],
  [
    'Camp',
    `t.lesson_type NOT IN (${[...TRIAL_LESSON_TYPES, ...SYSTEM_LESSON_TYPES].join(', ')})`,
    'camp and other lessons (any other lesson_type)',
  ],
  ['', 't.lesson_type IS NOT NULL', 'every lesson type (filter by period_course_type for theme, special, low-price trial and topic)'],
] as const;

const learnModel = (name: string, where: string, description: string, keyed: boolean, roots: [] | ['List']) =>
  defineModel({
    name,
    description,
    source: 'learning_record',
    subjectColumn: 'subject',
    where,
    access: STUDENTS,
    roots,
    // One student's / class's records: class then lesson order. The unkeyed list walks the key backwards.
    defaultSort: keyed ? { team_id: 'desc', course_id: 'asc' } : { id: 'desc' },
    fields: learnFields(keyed),
    relations: {
      user: { model: 'User', localField: 'student_id', foreignField: 'id' },
      team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
    },
  });

function taskFields(): Fields {
  return {
    id: { type: 'id' },
    ...studentRef('student_id'),
    team_id: { type: 'id' },
    course_id: { type: 'id' },
    subject: { type: 'int' },
    course_type: { type: 'int' },
    task_image: { type: 'json', description: 'list of image URLs' },
    task_video: noFilter('string'),
    task_sound: noFilter('string'),
    is_overtime: noFilter('int', { label: FLAG }),
    upload_time: { type: 'time' },
    comment_status: { type: 'int', label: COMMENT_STATUS },
    comment_teacher_id: noFilter('id'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
    title: computed('string', course('title')),
    lesson: computed('string', course('lesson')),
    term: computed('int', team('term')),
    team_name: computed('string', team('team_name')),
    // The original client's names (portfolio tab): cid = the student, status = comment status.
    cid: { type: 'id', column: 'student_id', description: "the student (the client's customer id)" },
    del: { type: 'int', description: 'always 0 here (deleted uploads are never shown)' },
    status: noFilter('int', { column: 'comment_status', label: COMMENT_STATUS }),
    cover_path: computed('string', '(t.task_image ->> 0)', { description: 'the first image' }),
    video_path: noFilter('string', { column: 'task_video' }),
    video_desc: computed('string', course('title'), { description: 'the lesson title' }),
    is_day_upload_task: computed(
      'int',
      `(SELECT (date_trunc('day', t.upload_time AT TIME ZONE 'Asia/Shanghai') = date_trunc('day', lr.ctime AT TIME ZONE 'Asia/Shanghai'))::int
        FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id AND lr.course_id = t.course_id)`,
      { label: FLAG, description: 'uploaded on the day the lesson was unlocked' },
    ),
  };
}

const taskRelations = {
  taskComment: { model: 'TaskComment', localField: 'id', foreignField: 'task_id', many: true },
  listenComment: { model: 'ListenComment', localField: 'id', foreignField: 'task_id', many: true },
  sendCourseLog: { model: 'TaskLesson', localField: 'course_id', foreignField: 'id' },
  user: { model: 'User', localField: 'student_id', foreignField: 'id' },
  team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  commentTeacher: { model: 'Teacher', localField: 'comment_teacher_id', foreignField: 'id' },
  comments: { model: 'TaskComment', localField: 'id', foreignField: 'task_id', many: true },
};

/** Homework rows (deleted uploads, del = 1, are never shown). */
const taskModel = (name: string, where: string, description: string, roots: [] | ['Page']) =>
  defineModel({
    name,
    description,
    source: 'student_task',
    subjectColumn: 'subject',
    where,
    access: STUDENTS,
    roots,
    defaultSort: { upload_time: 'desc' },
    fields: taskFields(),
    relations: taskRelations,
  });

export const TaskCommentModel = defineModel({
  name: 'TaskComment',
  description: 'A teacher comment on a homework (comments and feedback); deleted comments (del = 1) are never shown',
  source: 'task_comment',
  subjectColumn: 'subject',
  where: 't.del = 0',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    task_id: { type: 'id' },
    teacher_id: { type: 'id' },
    subject: noFilter('int'),
    comment_type: noFilter('int'),
    sound: noFilter('string'),
    sound_duration: noFilter('int'),
    video: noFilter('string'),
    content_json: { type: 'json' },
    feedback_type: noFilter('int'),
    tag: noFilter('string'),
    feedback_content: noFilter('string'),
    content: noFilter('string', { column: 'feedback_content', description: 'feedback content' }),
    listen_time: noFilter('time'),
    ctime: noFilter('time'),
    sound_comment: noFilter('string', { column: 'sound' }),
    sound_comment_second: noFilter('int', { column: 'sound_duration' }),
    type: noFilter('int', { column: 'comment_type' }),
  },
  relations: {
    teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
    teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  },
});

/** `listenComment { id flag_id }`: the comments the student listened to (listen_time set); flag_id = the homework. */
export const ListenCommentModel = defineModel({
  name: 'ListenComment',
  description: 'Homework comments the student listened to (task_comment with listen_time)',
  source: 'task_comment',
  subjectColumn: 'subject',
  where: 't.del = 0 AND t.listen_time IS NOT NULL',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    task_id: { type: 'id' },
    flag_id: noFilter('id', { column: 'task_id' }),
    listen_time: noFilter('time'),
  },
});

/** `sendCourseLog { wd_info title }` of a homework: its lesson (course), wd_info = the lesson label (W1D1). */
export const TaskLessonModel = defineModel({
  name: 'TaskLesson',
  description: 'The lesson of a homework (course)',
  source: 'course',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    title: noFilter('string'),
    wd_info: noFilter('string', { column: 'lesson' }),
    unit: noFilter('string'),
    level: noFilter('string'),
    sup: noFilter('string'),
  },
});

/** Task list course_type rule (spec §5): [1,2] when the filter has none; 5 means [5,6,7]. */
export function taskCourseTypes(raw: unknown): string {
  const obj = filterObject(raw);
  const key = topLevelKey(obj, 'course_type');
  const value = key ? obj[key] : undefined;
  if (key && !isEmptyValue(value) && (typeof value !== 'object' || Array.isArray(value))) {
    const list = Array.isArray(value) ? value : [value];
    if (list.some((v) => String(v).trim() === '5')) obj[key] = [...list, 6, 7];
  } else if (!constrains(obj, ['course_type'])) {
    if (key) delete obj[key];
    obj.course_type = [1, 2];
  }
  return JSON.stringify(obj);
}

const pageArgs = { query: { type: GraphQLString }, page: { type: GraphQLInt }, size: { type: GraphQLInt }, sort: { type: GraphQLString } };
const listArgs = { query: { type: GraphQLString }, size: { type: GraphQLInt }, sort: { type: GraphQLString } };

/**
 * SendCourseLog: the lessons sent (unlocked) to a student in a class, as the client's lesson tab lists
 * them (filter student_id + team_id, lesson_type, course_id; sort id asc). learning_record rows with
 * state >= 1; `start_date` = when the lesson was unlocked (the row's ctime). The root requires a
 * student or class like every learn-record page.
 */
const SendCourseLogModel = defineModel({
  name: 'SendCourseLog',
  description: 'Lessons sent (unlocked) to a student: learning_record with state >= 1',
  source: 'learning_record',
  subjectColumn: 'subject',
  where: 't.state >= 1',
  access: STUDENTS,
  roots: [],
  defaultSort: { team_id: 'desc', course_id: 'asc' },
  fields: {
    ...learnFields(true),
    wd_info: computed('string', course('lesson'), { description: 'the lesson label (W1D1)' }),
    start_date: { type: 'time', column: 'ctime', description: 'when the lesson was sent (unlocked)' },
    del: { type: 'int', sql: '0', description: 'lessons sent are never deleted' },
  },
  relations: {
    user: { model: 'User', localField: 'student_id', foreignField: 'id' },
    team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
    studentCompleteCourseLog: { model: 'StudentCompleteCourseLog', localField: 'id', foreignField: 'id' },
  },
});

/** `studentCompleteCourseLog`: how the student did on that lesson (the same learning_record row). */
const StudentCompleteCourseLogModel = defineModel({
  name: 'StudentCompleteCourseLog',
  description: "The student's result on a sent lesson (learning_record)",
  source: 'learning_record',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    ctime: noFilter('time', { column: 'join_time', description: 'first join' }),
    complete_time: noFilter('time'),
    is_today_join_course: computed('int', '(date(t.join_time) = date(t.ctime))::int', {
      label: FLAG,
      description: 'joined on the day it was sent',
    }),
    is_today_complete_course: computed('int', '(date(t.complete_time) = date(t.ctime))::int', {
      label: FLAG,
      description: 'completed on the day it was sent',
    }),
    learn_course_count: noFilter('int', { column: 'join_count' }),
    course_task_count: noFilter('int', { column: 'task_count' }),
    task_comment_count: noFilter('int', { column: 'comment_count' }),
    state: noFilter('int', { label: LEARN_STATE }),
  },
});

export function registerLearningModels(registry: QueryRegistry): void {
  registry.register(SendCourseLogModel, StudentCompleteCourseLogModel);
  registry.addRoot({
    name: 'SendCourseLogPage',
    access: STUDENTS,
    description: 'Lessons sent to a student (learning_record, state >= 1); the filter must name student_id (u_id) or team_id',
    args: pageArgs,
    type: (t) => new GraphQLNonNull(t.page('SendCourseLog')),
    resolve: (_ctx, args, tools) => {
      requireKey(filterObject(args.query), KEYS, 'SendCourseLogPage');
      return tools.page('SendCourseLog', {
        query: str(args.query),
        sort: str(args.sort),
        page: num(args.page) ?? undefined,
        size: num(args.size) ?? undefined,
      });
    },
  });
  registry.register(
    ...LEARN_KINDS.map(([kind, where, what]) => learnModel(`Student${kind}LearnRecord`, where, `Learning records: ${what}`, true, [])),
    learnModel(
      'StudentCourseUnUploadTask',
      't.task_time IS NULL AND t.state >= 1',
      'Unlocked lessons without a homework upload (learning records with task_time null)',
      false,
      ['List'],
    ),
    taskModel('StudentCourseTask', 't.del = 0', 'Homework uploads (use StudentCourseTaskPage / StudentCourseTaskList)', []),
    taskModel('StudentCourseAudio', 't.del = 0 AND t.task_sound IS NOT NULL', 'Audio homework (uploads with a task_sound)', ['Page']),
    TaskCommentModel,
    ListenCommentModel,
    TaskLessonModel,
  );

  for (const [kind] of LEARN_KINDS) {
    const model = `Student${kind}LearnRecord`;
    registry.addRoot({
      name: `${model}Page`,
      access: STUDENTS,
      description: `Learn-record page (${kind.toLowerCase() || 'every kind'}); the filter must name student_id (u_id) or team_id`,
      args: pageArgs,
      type: (t) => new GraphQLNonNull(t.page(model)),
      resolve: (_ctx, args, tools) => {
        requireKey(filterObject(args.query), KEYS, `${model}Page`);
        return tools.page(model, {
          query: str(args.query),
          sort: str(args.sort),
          page: num(args.page) ?? undefined,
          size: num(args.size) ?? undefined,
        });
      },
    });
    registry.addRoot({
      name: `${model}Statistics`,
      access: STUDENTS,
      description: `Learn-record summary (${kind.toLowerCase() || 'every kind'}): buckets by termField; the filter must name student_id (u_id) or team_id`,
      args: { query: { type: GraphQLString }, sumField: { type: GraphQLString }, termField: { type: GraphQLString } },
      type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.bucket))),
      resolve: (_ctx, args, tools) => {
        requireKey(filterObject(args.query), KEYS, `${model}Statistics`);
        return tools.statistics(model, { query: str(args.query), sumField: str(args.sumField), termField: str(args.termField) });
      },
    });
  }

  registry.addRoot({
    name: 'StudentCourseTaskPage',
    access: STUDENTS,
    description: 'Homework page; course_type defaults to [1,2] and 5 expands to [5,6,7]',
    args: pageArgs,
    type: (t) => new GraphQLNonNull(t.page('StudentCourseTask')),
    resolve: (_ctx, args, tools) =>
      tools.page('StudentCourseTask', {
        query: taskCourseTypes(args.query),
        sort: str(args.sort),
        page: num(args.page) ?? undefined,
        size: num(args.size) ?? undefined,
      }),
  });
  registry.addRoot({
    name: 'StudentCourseTaskList',
    access: STUDENTS,
    description: 'Homework list; course_type defaults to [1,2] and 5 expands to [5,6,7]',
    args: listArgs,
    type: (t) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t.object('StudentCourseTask')))),
    resolve: (_ctx, args, tools) =>
      tools.list('StudentCourseTask', { query: taskCourseTypes(args.query), sort: str(args.sort), size: num(args.size) ?? undefined }),
  });
}
