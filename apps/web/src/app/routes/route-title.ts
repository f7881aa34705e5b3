import type { TFunction } from 'i18next';
import type { RouteResolution } from './route-table';

/** The title of a route for tabs and the breadcrumb: [group, page]. */
export function routeTitles(r: RouteResolution, t: TFunction, en: boolean): { group?: string; page: string } {
  switch (r.kind) {
    case 'menu':
      return {
        group: r.group ? (en ? r.group.titleEn : r.group.titleZh) : undefined,
        page: en ? r.item.titleEn : r.item.titleZh,
      };
    case 'forbidden':
      return { page: en ? r.item.titleEn : r.item.titleZh };
    case 'special': {
      const id = /^\/details\/(.+)$/.exec(r.path)?.[1];
      return { page: id ? `${t(r.route.titleKey)} ${id}` : t(r.route.titleKey) };
    }
    default:
      return { page: t('routes.notFound') };
  }
}
