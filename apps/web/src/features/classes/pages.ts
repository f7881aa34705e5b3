/** The classes area's pages (one lazy chunk; app/routes/built-pages.tsx maps the routes). */
export {
  AestheticTeamsPage,
  AllTeamsPage,
  CampTeamsPage,
  PonyTeamsPage,
  SpecialTeamsPage,
  SystemTeamsPage,
  TrialTeamsPage,
} from './team-list-page';
export { AddClassPage } from './add-class-page';
export { PonyAiOrdersPage } from './ai-orders-page';
export { ChangeClassPage } from './change-class-page';
export { PutTheCoursePage } from './put-course-page';
export { SuspendClassesPage } from './suspend-page';
