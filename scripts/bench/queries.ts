/**
 * The key list queries of the console, each as a GraphQL document (root names of CONTRACT §7 and
 * the spec inventory; the first candidate that exists is used) and as the SQL a query model runs for
 * it (page: count, then the page itself; list: the rows). The SQL is the floor the API is compared
 * with. All run in art (subject 0), the busiest line.
 */
import type pg from 'pg';
import { areaBenchQueries } from './area-queries';
import { clueBenchQueries } from './clue-queries';

export interface BenchContext {
  asOf: number;
  trialTerm: number;
  anchorUid: string;
  phoneFragment: string;
  /** art's most used student label */
  labelId: string;
  /** the art department whose teachers teach the most students */
  departmentId: string;
  /** the largest live trial class of trialTerm (the class detail's student tab) */
  busyTeamId: string;
  /** art's redeem-code config with the most codes */
  redeemConfigId: string;
}

export interface SqlStep {
  text: string;
  values: unknown[];
}

export interface BenchQuery {
  name: string;
  /** the endpoint the console uses for it */
  path: string;
  /** candidate root names, first existing one wins */
  roots: string[];
  document: (root: string) => string;
  sql: SqlStep[];
  /** A REST row (`roots: ['rest']`): the method (default POST) and, for POST, the JSON body (default `{}`). */
  method?: 'GET' | 'POST';
  body?: string;
}

/** A GraphQL string literal holding JSON (the client stringifies twice, CONTRACT §7). */
export const q = (value: unknown) => JSON.stringify(JSON.stringify(value));
export const page = (root: string, query: unknown, fields: string, sort?: unknown) =>
  `{ ${root}(query: ${q(query)}, page: 1, size: 20${sort ? `, sort: ${q(sort)}` : ''}) { totalElements totalPages number content { ${fields} } } }`;
const list = (root: string, query: unknown, fields: string) => `{ ${root}(query: ${q(query)}, size: 20) { ${fields} } }`;

const ORDER_FIELDS = 'id out_trade_no uid status regtype amount total_amount buytime ctime packages_name';
const ORDER_COLS = 'id, out_trade_no, uid, status, regtype, amount, total_amount, buytime, ctime, packages_name';
const ST_FIELDS = 'id student_id team_id term teacher_id life_cycle express_status join_count complete_count ctime';
const ST_COLS = 'id, student_id, team_id, term, teacher_id, life_cycle, express_status, join_count, complete_count, ctime';

/** count + page, the two statements of an XxxPage root. */
export function pageSql(table: string, where: string, values: unknown[], cols: string, order = 'ctime DESC, id DESC'): SqlStep[] {
  return [
    { text: `SELECT count(*) FROM ${table} WHERE ${where}`, values },
    { text: `SELECT ${cols} FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT 20`, values },
  ];
}

export function benchQueries(ctx: BenchContext): BenchQuery[] {
  const days30 = ctx.asOf - 30 * 86_400_000;
  const since = new Date(days30).toISOString();
  return [
    {
      name: 'OrderPage: status 已完成 (default tab)',
      path: '/graphql/v1/toss',
      roots: ['OrderPage'],
      document: (r) => page(r, { status: [3] }, ORDER_FIELDS, { ctime: 'desc' }),
      sql: pageSql('orders', 'subject = 0 AND status = ANY($1)', [[3]], ORDER_COLS),
    },
    {
      name: 'OrderPage: system orders, last 30 days',
      path: '/graphql/v1/toss',
      roots: ['OrderPage'],
      document: (r) => page(r, { regtype: [2, 3], ctime: { gte: days30 } }, ORDER_FIELDS),
      sql: pageSql('orders', 'subject = 0 AND regtype = ANY($1) AND ctime >= $2', [[2, 3], since], ORDER_COLS),
    },
    {
      name: 'OrderPage: refund tab',
      path: '/graphql/v1/toss',
      roots: ['OrderPage'],
      document: (r) => page(r, { isrefund: [1, 2, 3] }, ORDER_FIELDS),
      sql: pageSql('orders', 'subject = 0 AND isrefund = ANY($1) AND isrefund <> 0', [[1, 2, 3]], ORDER_COLS),
    },
    {
      name: 'UserExtendsList: phone wildcard',
      path: '/graphql/v1/toss',
      roots: ['UserExtendsList'],
      document: (r) => list(r, { mobile: `*${ctx.phoneFragment}*` }, 'id student_id user_status join_date'),
      sql: [
        {
          text: `SELECT ss.id, ss.student_id, ss.user_status, ss.join_date FROM student_subject ss JOIN student s ON s.id = ss.student_id WHERE ss.subject = 0 AND s.mobile LIKE $1 ORDER BY ss.join_date DESC, ss.id DESC LIMIT 20`,
          values: [`%${ctx.phoneFragment}%`],
        },
      ],
    },
    {
      name: 'Global search: exact mobile',
      path: '/graphql/v1/toss',
      roots: ['UserExtendsList'],
      document: (r) => list(r, { mobile: '13900001234' }, 'id student_id user_status'),
      sql: [
        {
          text: `SELECT ss.id, ss.student_id, ss.user_status FROM student_subject ss JOIN student s ON s.id = ss.student_id WHERE ss.subject = 0 AND s.mobile = $1 ORDER BY ss.join_date DESC LIMIT 20`,
          values: ['13900001234'],
        },
      ],
    },
    {
      name: 'Global search: user number',
      path: '/graphql/v1/toss',
      roots: ['UserExtendsList'],
      document: (r) => list(r, { user_num: '10001234' }, 'id student_id user_status'),
      sql: [
        {
          text: `SELECT ss.id, ss.student_id, ss.user_status FROM student_subject ss JOIN student s ON s.id = ss.student_id WHERE ss.subject = 0 AND s.user_num = $1 ORDER BY ss.join_date DESC LIMIT 20`,
          values: ['10001234'],
        },
      ],
    },
    {
      name: 'StudentTrialV2StatisticsPage: current trial period',
      path: '/graphql/v1/toss',
      roots: ['StudentTrialV2StatisticsPage', 'StudentTrialStatisticsPage'],
      document: (r) => page(r, { term: ctx.trialTerm }, ST_FIELDS),
      sql: pageSql('student_team', 'subject = 0 AND team_type = 0 AND term = $1', [ctx.trialTerm], ST_COLS),
    },
    {
      name: 'StudentSystemStatisticsPage: in class',
      path: '/graphql/v1/toss',
      roots: ['StudentSystemStatisticsPage'],
      document: (r) => page(r, { life_cycle: [1] }, ST_FIELDS),
      sql: pageSql('student_team', 'subject = 0 AND team_type = ANY($1) AND life_cycle = ANY($2)', [[1, 2], [1]], ST_COLS),
    },
    {
      name: 'Team list: trial classes in session',
      path: '/graphql/v1/toss',
      roots: ['TeamPage', 'TrialTeamPage', 'HistoryStudentTeamPage'],
      document: (r) => page(r, { team_type: [0], team_state: [1] }, 'id team_name teacher_id term student_count join_count class_start'),
      sql: pageSql(
        'team',
        'subject = 0 AND team_type = ANY($1) AND team_state = ANY($2)',
        [[0], [1]],
        'id, team_name, teacher_id, term, student_count, join_count, class_start',
      ),
    },
    {
      name: 'Class list: trial classes in session, class-centre statistics (/classManage)',
      path: '/graphql/v1/toss',
      roots: ['StudentTrialTeamStatisticsPage'],
      document: (r) =>
        page(
          r,
          { team_state: [1] },
          'id team_name team_state term sup teacher { realname } department { name } student_count pre_enroll added_wechat added_group join_rate complete_rate task_rate refund_count order_conversion_rate express_sent_count express_signed_count class_start',
        ),
      sql: pageSql(
        'team',
        'subject = 0 AND deleted = 0 AND team_type = 0 AND team_state = ANY($1)',
        [[1]],
        'id, team_name, team_state, term, student_count, join_count, class_start',
      ),
    },
    {
      name: 'Class list: system classes in session or finished (/systemTeam)',
      path: '/graphql/v1/toss',
      roots: ['StudentSystemTeamStatisticsPage'],
      document: (r) =>
        page(
          r,
          { team_state: [1, 2] },
          'id team_name team_state term sup teacher { realname } department { name } student_count pre_enroll added_wechat added_group join_rate complete_rate task_rate refund_count order_conversion_rate express_sent_count express_signed_count class_start',
        ),
      sql: pageSql(
        'team',
        'subject = 0 AND deleted = 0 AND team_type > 0 AND team_state = ANY($1)',
        [[1, 2]],
        'id, team_name, team_state, term, student_count, join_count, class_start',
      ),
    },
    {
      name: 'Class list: aesthetic classes (/aestheticTeam, period course_type 4)',
      path: '/graphql/v1/toss',
      roots: ['StudentSystemTeamStatisticsPage'],
      document: (r) =>
        page(
          r,
          { 'management.course_type': 4 },
          'id team_name team_state term sup teacher { realname } department { name } student_count pre_enroll added_wechat added_group join_rate complete_rate task_rate refund_count order_conversion_rate express_sent_count express_signed_count class_start',
        ),
      sql: pageSql(
        'team',
        'subject = 0 AND deleted = 0 AND team_type > 0 AND term_id IN (SELECT id FROM management WHERE subject = 0 AND course_type = 4)',
        [],
        'id, team_name, team_state, term, student_count, join_count, class_start',
      ),
    },
    {
      name: 'Class list: by name (/classDetailManage)',
      path: '/graphql/v1/toss',
      roots: ['TeamPage'],
      document: (r) =>
        page(
          r,
          { deleted: 0, team_name: `*${ctx.trialTerm}期*` },
          'id team_name team_state term student_count teacher { realname } department { name }',
        ),
      sql: pageSql(
        'team',
        'subject = 0 AND deleted = 0 AND team_name ILIKE $1',
        [`%${ctx.trialTerm}期%`],
        'id, team_name, team_state, term, student_count',
      ),
    },
    {
      name: 'Class detail: student tab (teamUserListPage)',
      path: '/graphql/team',
      roots: ['teamUserListPage'],
      document: (r) =>
        `{ ${r}(type: 0, team_id: "${ctx.busyTeamId}", page: 1, size: 20) { totalElements content { id username user_num mobile ctime statistics { join_course complete_course course_task comment } wechat_status { added_group added_wechat } express { total status } } } }`,
      sql: pageSql('student_team', 'team_id = $1 AND del = 0', [ctx.busyTeamId], ST_COLS, 'enter_team_time DESC, id DESC'),
    },
    {
      name: 'Class detail: students with statistics (StudentTrialForTeamStatisticsPage)',
      path: '/graphql/v1/toss',
      roots: ['StudentTrialForTeamStatisticsPage'],
      document: (r) => page(r, { team_id: ctx.busyTeamId }, ST_FIELDS + ' username mobile added_wechat added_group follow'),
      sql: pageSql('student_team', 'subject = 0 AND team_type = 0 AND del = 0 AND team_id = $1', [ctx.busyTeamId], ST_COLS),
    },
    {
      name: 'ExpressPage: 待发货',
      path: '/graphql/express',
      roots: ['ExpressPage'],
      document: (r) => page(r, { express_status: [1] }, 'id order_id uid express_status product_type receipt_name receipt_tel ctime'),
      sql: pageSql(
        'express',
        'subject = 0 AND express_status = ANY($1)',
        [[1]],
        'id, order_id, uid, express_status, product_type, receipt_name, receipt_tel, ctime',
      ),
    },
    {
      name: 'FlowApprovalPage: pending',
      path: '/graphql/v1/toss',
      roots: ['FlowApprovalPage'],
      document: (r) => page(r, { status: [0] }, 'id type status approval_name apply_name amount ctime'),
      sql: pageSql(
        'flow_approval',
        'subject = 0 AND status = ANY($1)',
        [[0]],
        'id, type, status, approval_name, apply_name, amount, ctime',
      ),
    },
    {
      name: 'TeacherManagePage: active teachers',
      path: '/graphql/v1/teacher',
      roots: ['TeacherManagePage', 'TeacherPage'],
      document: (r) => page(r, { status: 0 }, 'id realname phone duty_id department_id status', { id: 'desc' }),
      sql: pageSql(
        'teacher',
        'subject = 0 AND status = $1 AND deleted = 0',
        [0],
        'id, realname, phone, duty_id, department_id, status',
        'id DESC',
      ),
    },
    {
      name: "AccountPage: a student's coins",
      path: '/graphql/v1/toss',
      roots: ['AccountPage'],
      document: (r) => page(r, { uid: ctx.anchorUid, account_type: 2 }, 'id trans_type amount balance_after ctime'),
      sql: pageSql('account_record', 'uid = $1 AND account_type = $2', [ctx.anchorUid, 2], 'id, trans_type, amount, balance_after, ctime'),
    },
    {
      name: 'OrderStatistics: 30 days by regtype',
      path: '/graphql/v1/toss',
      roots: ['OrderStatistics'],
      document: (r) =>
        `{ ${r}(query: ${q({ ctime: { gte: days30 } })}, sumField: "amount", termField: "regtype") { code type count value } }`,
      sql: [
        {
          text: `SELECT regtype, count(*), sum(amount) FROM orders WHERE subject = 0 AND ctime >= $1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1000`,
          values: [since],
        },
      ],
    },
    {
      name: 'StudentAllUserStatisticsPage: all users',
      path: '/graphql/v1/toss',
      roots: ['StudentAllUserStatisticsPage', 'UserExtendsPage'],
      document: (r) => page(r, {}, 'id student_id user_status join_date', { join_date: 'desc' }),
      sql: pageSql('student_subject', 'subject = 0', [], 'id, student_id, user_status, join_date', 'join_date DESC, id DESC'),
    },
    {
      name: 'All users: by label',
      path: '/graphql/v1/toss',
      roots: ['StudentAllUserStatisticsPage', 'UserExtendsPage'],
      document: (r) => page(r, { 'labelRecords.label_id': [ctx.labelId] }, 'id student_id user_status join_date', { join_date: 'desc' }),
      sql: pageSql(
        'student_subject',
        'subject = 0 AND student_id IN (SELECT student_id FROM student_label WHERE label_id = $1)',
        [ctx.labelId],
        'id, student_id, user_status, join_date',
        'join_date DESC, id DESC',
      ),
    },
    {
      name: 'All users: intention tracked',
      path: '/graphql/v1/toss',
      roots: ['StudentAllUserStatisticsPage', 'UserExtendsPage'],
      document: (r) => page(r, { 'intentions.is_track': 1 }, 'id student_id user_status join_date', { join_date: 'desc' }),
      sql: pageSql(
        'student_subject',
        'subject = 0 AND student_id IN (SELECT uid FROM user_intention WHERE subject = 0 AND is_track = 1)',
        [],
        'id, student_id, user_status, join_date',
        'join_date DESC, id DESC',
      ),
    },
    {
      name: "All users: a department's teachers",
      path: '/graphql/v1/toss',
      roots: ['StudentAllUserStatisticsPage', 'UserExtendsPage'],
      document: (r) =>
        page(r, { 'teacher.department_id': [ctx.departmentId] }, 'id student_id user_status join_date', { join_date: 'desc' }),
      sql: pageSql(
        'student_subject',
        'subject = 0 AND teacher_id IN (SELECT id FROM teacher WHERE department_id = $1)',
        [ctx.departmentId],
        'id, student_id, user_status, join_date',
        'join_date DESC, id DESC',
      ),
    },
    ...clueBenchQueries(),
    ...areaBenchQueries(ctx),
  ];
}

/** Values the documents need, read from the loaded set. */
export async function benchContext(client: pg.Client): Promise<BenchContext> {
  const one = async <T>(text: string): Promise<T | undefined> => (await client.query(text)).rows[0] as T | undefined;
  const rec = await one<{ value: string }>(`SELECT value FROM app_setting WHERE key = 'demo_data'`);
  const asOf = rec ? Date.parse((JSON.parse(rec.value) as { asOf: string }).asOf) : Date.now();
  const term = await one<{ period: number }>(
    `SELECT period FROM management WHERE subject = 0 AND course_type = 0 AND status = 3 ORDER BY period DESC LIMIT 1`,
  );
  const anchor = await one<{ id: string }>(`SELECT id::text AS id FROM student WHERE mobile = '13900001234'`);
  const label = await one<{ id: string }>(
    `SELECT sl.label_id::text AS id FROM student_label sl JOIN label l ON l.id = sl.label_id WHERE l.subject = 0
      GROUP BY sl.label_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const department = await one<{ id: string }>(
    `SELECT t.department_id::text AS id FROM student_subject ss JOIN teacher t ON t.id = ss.teacher_id
      WHERE ss.subject = 0 AND t.department_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const busyTeam = await one<{ id: string }>(
    `SELECT id::text AS id FROM team WHERE subject = 0 AND team_type = 0 AND deleted = 0 AND term = ${Number(term?.period ?? 0)} ORDER BY student_count DESC, id LIMIT 1`,
  );
  const redeem = await one<{ id: string }>(
    `SELECT config_id::text AS id FROM redeem_code WHERE subject = 0 GROUP BY config_id ORDER BY count(*) DESC LIMIT 1`,
  );
  return {
    asOf,
    redeemConfigId: redeem?.id ?? '0',
    trialTerm: term?.period ?? 0,
    anchorUid: anchor?.id ?? '1',
    phoneFragment: '0012345',
    labelId: label?.id ?? '0',
    departmentId: department?.id ?? '0',
    busyTeamId: busyTeam?.id ?? '0',
  };
}
