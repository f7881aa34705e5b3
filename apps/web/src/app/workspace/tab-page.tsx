import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BuildingSoon } from '../../components/building-soon';
import { useConsole } from '../console-context';
import { BUILT_PAGES } from '../routes/built-pages';
import { resolveRoute } from '../routes/route-table';

// Pages rarely shown (404, 420) and built pages load on demand, not with the shell.
const NotFoundPage = lazy(() => import('../../components/status-pages').then((m) => ({ default: m.NotFoundPage })));
const NoPermissionPage = lazy(() => import('../../components/status-pages').then((m) => ({ default: m.NoPermissionPage })));
const NoticeCenterPage = lazy(() =>
  import('../../features/notifications/notice-center-page').then((m) => ({ default: m.NoticeCenterPage })),
);
const JobOperationsPage = lazy(() =>
  import('../../features/jobs-admin/job-operations-page').then((m) => ({ default: m.JobOperationsPage })),
);
const StudentDetailPage = lazy(() =>
  import('../../features/students/detail/student-detail-page').then((m) => ({ default: m.StudentDetailPage })),
);

/** The page of a route (inside a workspace tab, for the tab's own location). */
export function TabPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { subject, staff, landing, jumpRoutes, menuOptions } = useConsole();
  const en = i18n.language === 'en';
  const r = resolveRoute(subject.code, staff, location.pathname, menuOptions);
  switch (r.kind) {
    case 'notFound':
      return <NotFoundPage home={landing} />;
    case 'forbidden':
      return <NoPermissionPage home={landing} detail={en ? r.item.titleEn : r.item.titleZh} />;
    case 'special':
      if (/^\/(noticeHome|notice-center)$/.test(r.path)) return <NoticeCenterPage staffId={staff.id} routes={jumpRoutes} />;
      if (/^\/(403|420|noPermission)$/.test(r.path)) return <NoPermissionPage home={landing} />;
      if (/^\/details\/[^/]+$/.test(r.path)) return <StudentDetailPage />;
      if (BUILT_PAGES[r.path]) {
        // a top-bar route the subject's menu lacks (the complaints link in the writing subject)
        const Special = BUILT_PAGES[r.path];
        return <Special />;
      }
      if (r.path === '/jobOperations') return staff.roleIds.includes('7') ? <JobOperationsPage /> : <NoPermissionPage home={landing} />;
      return <BuildingSoon area={t(r.route.areaKey)} specRef={r.route.specRef} path={r.path} />;
    case 'menu': {
      const Page = BUILT_PAGES[r.path];
      if (Page) return <Page />;
      return <BuildingSoon area={en ? r.item.titleEn : r.item.titleZh} specRef={r.item.specRef} path={r.path} />;
    }
  }
}
