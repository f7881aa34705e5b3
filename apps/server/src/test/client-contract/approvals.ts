import type { ClientDocument } from './types';

/** Approvals (the student detail's approval-record tab reads FlowApprovalPage and splits abstract_content on '^'). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'FlowApprovalPage',
    args: { query: '{"uid":"1","subject":0}', sort: '{"ctime":"desc"}', page: 1, size: 20 },
    select: 'totalPages totalElements content { id type status apply_name apply_department ctime end_time abstract_content }',
    use: 'users/components/approvalRecord.vue (student detail, approval records)',
  },
];
