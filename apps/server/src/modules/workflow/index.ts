import type { Family } from '../../platform/family';
import { registerApprovalsQueries } from './approvals/models';
import { registerApprovalRoutes } from './approvals/routes';
import { registerComplaintRoutes } from './complaints/routes';

// What other families use: approval types and codes, and registering what a final approval does.
export { APPLICANTS, APPROVAL, OPS_MANAGER, registerApprovalType, typeText } from './approvals/approval-types';
export { registerApprovalEffect, registerPayloadStep, type ApprovalEffect, type PayloadStep } from './approvals/effects';

/** The workflow family: the approval engine (types, chains, decisions, effects) and complaints. */
export const workflowFamily: Family = {
  name: 'workflow',
  queries: registerApprovalsQueries,
  register(app, deps) {
    registerApprovalRoutes(app, deps);
    registerComplaintRoutes(app, deps);
  },
};
