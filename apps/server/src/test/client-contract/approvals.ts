import type { ClientDocument } from './types';

/** Approvals (the student detail's approval-record tab reads FlowApprovalPage and splits abstract_content on '^'). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'FlowApprovalPage',
    args: { query: '{"user_tel":"18861660112","type":[0,1,2,3,4,6,7],"subject":3}', size: 20, page: 1, sort: '{"utime":"desc"}' },
    select: 'totalPages totalElements content { id type status apply_name apply_department ctime end_time abstract_content }',
    use: 'users/components/approvalRecord.vue (student detail, approval records)',
  },
];
