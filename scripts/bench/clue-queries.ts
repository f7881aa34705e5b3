import type { BenchQuery, SqlStep } from './queries';

/**
 * Clue and renewal list queries (issue 21): ClueBasePage per library tab, ClueCount (the seven tab
 * counts in one document, as /threadManage sends them) and the renewal workbench page with its counts.
 */
const q = (value: unknown) => JSON.stringify(JSON.stringify(value));
const LIBRARIES = [1001, 1002, 1003, 2000, 3000, 4001, 4002];
const FIELDS = 'id user_id user_num clue_status teacher_id period channel stage_no flow_count flow_reason flowCountDown lock ctime';
const COLS = 'id, user_id, clue_status, teacher_id, period, channel, stage_no, flow_count, flow_reason, lock, ctime';

const pageSql = (table: string, where: string, values: unknown[], cols: string, order = 'ctime DESC, id DESC'): SqlStep[] => [
  { text: `SELECT count(*) FROM ${table} WHERE ${where}`, values },
  { text: `SELECT ${cols} FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT 20`, values },
];

export function clueBenchQueries(): BenchQuery[] {
  return [
    ...LIBRARIES.map((lib): BenchQuery => ({
      name: `ClueBasePage: library ${lib} tab`,
      path: '/graphql/v1/toss',
      roots: ['ClueBasePage'],
      document: (r) => `{ ${r}(query: ${q({ clue_status: lib })}, page: 1, size: 20) { totalElements content { ${FIELDS} } } }`,
      sql: pageSql('clue', 'subject = 0 AND clue_status = $1', [lib], COLS),
    })),
    {
      name: 'ClueCount: count0..count6 (the seven tabs)',
      path: '/graphql/v1/toss',
      roots: ['ClueCount'],
      document: (r) => `{ ${LIBRARIES.map((lib, i) => `count${i}: ${r}(query: ${q({ clue_status: lib })})`).join(' ')} }`,
      sql: LIBRARIES.map((lib) => ({ text: 'SELECT count(*) FROM clue WHERE subject = 0 AND clue_status = $1', values: [lib] })),
    },
    {
      name: 'UserSystemRenewLayerStatisticsPage: level 2',
      path: '/graphql/v1/toss',
      roots: ['UserSystemRenewLayerStatisticsPage'],
      document: (r) =>
        `{ ${r}(query: ${q({ renew_level: 2 })}, page: 1, size: 20) { totalElements content { id uid renew_level flow_status last_follow_time follow_count } } }`,
      sql: pageSql(
        'renew_layer_student',
        'subject = 0 AND renew_level >= 1 AND renew_level = $1',
        [2],
        'id, student_id, renew_level, flow_status, last_follow_time',
      ),
    },
  ];
}
