import type { ClientDocument } from './types';

/** Student accounts (the balance tabs of the student detail). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'AccountPage',
    args: { query: '', sort: '', page: 1, size: 20 },
    select: 'totalElements totalPages content { id trans_type desc amount update_date }',
    use: 'student detail, account flow tab',
  },
];
