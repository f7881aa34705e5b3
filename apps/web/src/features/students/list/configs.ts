import type { RowKind } from './query';

/** One student list per menu route: which root, which rows, whether the system tabs show. */
export interface StudentListConfig {
  route: string;
  listId: string;
  root: string;
  kind: RowKind;
  titleKey: string;
  tabs: boolean;
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

const trial = (route: string, titleKey: string): StudentListConfig => ({
  route,
  listId: `students${route.replace('/', '-')}`,
  root: 'StudentTrialV2StatisticsPage',
  kind: 'stat',
  titleKey,
  tabs: false,
  defaultSort: { field: 'ctime', order: 'desc' },
});
const system = (route: string, titleKey: string): StudentListConfig => ({
  ...trial(route, titleKey),
  root: 'StudentSystemStatisticsPage',
  tabs: true,
});
const users = (route: string, titleKey: string, root: string): StudentListConfig => ({
  route,
  listId: `students${route.replace('/', '-')}`,
  root,
  kind: 'user',
  titleKey,
  tabs: false,
  defaultSort: { field: 'join_date', order: 'desc' },
});

export const STUDENT_LISTS: Record<string, StudentListConfig> = {
  '/trial': trial('/trial', 'titles.trial'),
  '/trialUsers': trial('/trialUsers', 'titles.trialUsers'),
  '/newSystem': system('/newSystem', 'titles.system'),
  '/system': system('/system', 'titles.system'),
  '/systemUsers': system('/systemUsers', 'titles.systemUsers'),
  '/newSystemUsers': system('/newSystemUsers', 'titles.newSystemUsers'),
  '/piano': system('/piano', 'titles.piano'),
  '/allUsers': users('/allUsers', 'titles.allUsers', 'StudentAllUserStatisticsPage'),
  '/users': users('/users', 'titles.users', 'UserExtendsPage'),
};

export const STAT_SELECTION =
  'id uid ctime term sup team_id team_name teacher_id course_state_text life_cycle_text added_wechat_text added_group_text express_status_text buytime join_rate complete_rate remaining_week is_conversion_text user { id user_num mobile nickname username user_status_text channel_id channelInfo { name } } teacher { id realname }';
export const USER_SELECTION =
  'id user_num mobile nickname username user_status_text life_cycle_text join_date channel_id teacher_id wechat_nickname term sup teacher { realname } channelInfo { name }';
