/** @console/domain: shared by apps/server and apps/web. Named exports only. */
export * from './subjects';
export * from './roles';
export * from './api-areas';
export type * from './menu-types';
export { PAGES, type PageDef, type PagePath } from './menu-pages.data';
export { GROUP_TITLES, type GroupKey } from './menu-builders';
export * from './menus';
export * from './landing';
export * from './permissions';
export * from './staff-actions';
export * from './dictionaries';
export * from './messages';
export * from './validation';
export type * from './marketing';
