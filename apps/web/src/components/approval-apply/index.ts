export { ApplyApprovalButton, type ApplyKind, type ApplySource } from './apply-approval';
