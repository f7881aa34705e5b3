import { routesFor, type MenuStaff } from '@console/domain';

/**
 * The original client's sidebar (its src/config/sidebarMenu/music_app.js, read as facts): each entry is
 * one of its paths and the page of OUR menu data that decides who sees it (null: a page we do not
 * have, shown to nobody). The client keeps a top-level entry only when its own path is in
 * `menuList`, and a child only when the child's path is — so a group's path is listed when one of its
 * children is. The client paths that differ from ours are its names for the same pages.
 */
interface ClientMenuEntry {
  path: string;
  ours: string | null;
  children?: readonly { path: string; ours: string | null }[];
}

const leaf = (path: string, ours: string | null = path) => ({ path, ours });

export const CLIENT_SIDEBAR: readonly ClientMenuEntry[] = [
  { path: '/trail/:status', ours: null, children: [leaf('/trialTeam'), leaf('/systemTeam')] },
  { path: '/users', ours: null, children: [leaf('/trial'), leaf('/system'), leaf('/allUsers', '/trial')] },
  { path: '/trading', ours: null, children: [leaf('/order'), leaf('/financeRefound'), leaf('/invoiceManage'), leaf('/contractManage')] },
  leaf('/express'),
  {
    path: '/operatingdian',
    ours: null,
    // Review and the part-time review teachers' pages: our review page decides.
    children: [
      leaf('/reviewManagement', '/review'),
      leaf('/schedule', '/review'),
      leaf('/parttimeHandover', '/review'),
      leaf('/dataprepare', '/review'),
    ],
  },
  {
    path: '/operating',
    ours: null,
    children: [
      leaf('/activityManagement'),
      leaf('/phoneType', null),
      leaf('/channelManagement'),
      leaf('/comment', '/review'),
      leaf('/verificationCode', '/getVerCode'),
      leaf('/labelManage', null),
      leaf('/pushConfig', null),
      leaf('/problem', null),
      leaf('/issueBearCoins'),
      leaf('/recommend'),
      leaf('/complaint'),
      leaf('/uploadFile', null),
      leaf('/operatingSchedule'),
      leaf('/changePhoneNumber'),
      leaf('/regroup', null),
      leaf('/userResult', null),
      leaf('/manageChangeClass'),
    ],
  },
  { path: '/marketingCenter', ours: null, children: [leaf('/marketing', '/redeemCode'), leaf('/coupon'), leaf('/whites', '/coupon')] },
  leaf('/approval', '/approvalCenter'),
  {
    path: '/teacher',
    ours: null,
    children: [
      leaf('/weixinManagement'),
      leaf('/wechatWaterArmy'),
      leaf('/workHandover'),
      leaf('/workHandover/partTimeTeacher', '/workHandover'),
      leaf('/loginRecord'),
    ],
  },
  {
    path: '/bossAuth',
    ours: null,
    children: [leaf('/systemAccount'), leaf('/roleSetting', '/systemAccount'), leaf('/menuSetting', '/systemAccount')],
  },
  { path: '/tossAuth', ours: null, children: [leaf('/teacherManagement')] },
  leaf('/backstageSql', null),
  leaf('/active', null),
  { path: '/statistics', ours: null, children: [leaf('/liveActivity', '/liveBroadcast')] },
];

/** The client's `menuList`: its sidebar paths this staff member may see in the subject, from our menus. */
export function clientMenuList(subjectCode: number, staff: MenuStaff): string[] {
  const allowed = new Set(routesFor(subjectCode, staff));
  const may = (ours: string | null) => ours !== null && allowed.has(ours);
  const out: string[] = [];
  for (const entry of CLIENT_SIDEBAR) {
    const children = (entry.children ?? []).filter((c) => may(c.ours)).map((c) => c.path);
    if (children.length > 0 || may(entry.ours)) out.push(entry.path, ...children);
  }
  return out;
}
