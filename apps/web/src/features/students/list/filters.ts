import { dictionaryOptions, type DictionaryName } from '@console/domain';
import type { TFunction } from 'i18next';
import type { FilterField } from '../../../components/list-page';
import type { FilterOption } from '../../../components/list-page/types';
import type { RowKind } from './query';

const opts = (name: DictionaryName, en: boolean) => dictionaryOptions(name, en ? 'en' : 'zh').map((o) => ({ value: String(o.value), label: o.label }));

export interface FilterOptions {
  labels: FilterOption[];
  departments: FilterOption[];
}

/** Filters staff use on the student lists (the user roots lack the class fields). */
export function studentFilters(kind: RowKind, tr: TFunction, en: boolean, options: FilterOptions): FilterField[] {
  const yesNo = [
    { value: '1', label: tr('list.yes') },
    { value: '0', label: tr('list.no') },
  ];
  const common: FilterField[] = [
    { kind: 'text', name: 'key', label: tr('list.search'), placeholder: tr('list.searchPh'), maxLength: 20, width: 200 },
    { kind: 'select', name: 'user_status', label: tr('list.userStatus'), options: opts('userStatus', en), multiple: true },
    { kind: 'select', name: 'life_cycle', label: tr('list.lifeCycle'), options: opts('lifeCycle', en), multiple: true },
    { kind: 'text', name: 'teacher', label: tr('more.teacher'), placeholder: tr('more.nameOrId'), maxLength: 30, width: 140 },
    { kind: 'text', name: 'channel', label: tr('more.channel'), placeholder: tr('more.nameOrId'), maxLength: 30, width: 160 },
    { kind: 'select', name: 'department', label: tr('more.department'), options: options.departments, multiple: true, width: 200 },
    { kind: 'select', name: 'label', label: tr('more.label'), options: options.labels, multiple: true, width: 200 },
    {
      kind: 'select',
      name: 'intention',
      label: tr('more.intention'),
      options: [
        { value: 'track', label: tr('more.intentionTrack') },
        { value: 'none', label: tr('more.intentionNone') },
      ],
      width: 140,
    },
  ];
  if (kind === 'user') return [...common, { kind: 'dateRange', name: 'date', label: tr('list.joinDate') }];
  return [
    ...common,
    { kind: 'text', name: 'term', label: tr('list.term'), width: 100 },
    { kind: 'text', name: 'sup', label: tr('list.sup'), width: 100 },
    { kind: 'text', name: 'team', label: tr('list.team'), width: 120 },
    { kind: 'select', name: 'added_wechat', label: tr('list.addedWechat'), options: yesNo, width: 120 },
    { kind: 'select', name: 'added_group', label: tr('list.addedGroup'), options: yesNo, width: 120 },
    { kind: 'select', name: 'express_status', label: tr('list.expressStatus'), options: opts('expressStatus', en), multiple: true },
    { kind: 'dateRange', name: 'date', label: tr('list.buyTime') },
  ];
}
