export { ListPage } from './list-page';
export type { FilterField, ListColumn, ListPageProps, Page } from './types';
export { dateRangeToMs, sortJson, type ListQueryState } from './list-query';
export type { PageAction } from '../power/page-actions';
