import { graphql } from '../../../platform/http/client';
import { TOSS } from './gql';

export interface LabelOption {
  id: string;
  name: string;
}

export interface DepartmentOption {
  id: string;
  pid: string;
  name: string;
}

/** DefineLabelListEx: the subject's labels (system and teacher-defined, up to 1000). */
export async function fetchLabelOptions(signal?: AbortSignal): Promise<LabelOption[]> {
  const d = await graphql<{ DefineLabelListEx: LabelOption[] | null }>('{ DefineLabelListEx(size: 1000) { id name } }', { endpoint: TOSS, signal });
  return d.DefineLabelListEx ?? [];
}

/** DepartmentList: the department tree as rows (id, pid, name). */
export async function fetchDepartmentOptions(signal?: AbortSignal): Promise<DepartmentOption[]> {
  const d = await graphql<{ DepartmentList: DepartmentOption[] | null }>('{ DepartmentList(size: 1000) { id pid name } }', { endpoint: TOSS, signal });
  return d.DepartmentList ?? [];
}
