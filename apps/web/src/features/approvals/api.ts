import { http, type Query } from '../../platform/http/client';

const B = '/api/b/v1/backend';

export type ApprovalScope = 'pending' | 'completed' | 'apply' | 'showAll';
export const SCOPES: ApprovalScope[] = ['pending', 'completed', 'apply', 'showAll'];

export interface ApprovalRow {
  id: string;
  flowApprovalId: string;
  type: string;
  typeCode: number;
  typeText: string;
  status: string;
  statusCode: number;
  statusStr: string;
  approvalName: string;
  applyStaffId: string;
  applyName: string;
  applyDepartment: string;
  userName: string | null;
  outTradeNo: string | null;
  amount: number | null;
  tag: string | null;
  financeStatus: number;
  abstractContent: string;
  currentStep: number;
  sentBack: boolean;
  version: number;
  ctime: number;
  endTime: number | null;
}

export interface ApprovalNode {
  id: string;
  step: number;
  approvalName: string;
  approverRoleName: string | null;
  staffName: string | null;
  status: number;
  statusStr: string;
  approvalRemark: string;
  actionTime: number | null;
}

export interface ApprovalDetail extends ApprovalRow, Record<string, unknown> {
  nodes: ApprovalNode[];
  logs: { action: string; staffName: string | null; remark: string | null; ctime: number }[];
  linked: {
    order: { id: string; outTradeNo: string; status: number; amount: number; refundedAmount: number } | null;
    student: { id: string; username: string | null; userNum: string; mobile: string } | null;
    team: { id: string; teamName: string } | null;
    shipments: { id: string; productName: string | null; expressStatus: number; expressTotal: number; sourceType: number }[];
    refunds: { id: string; refundNo: string; refundAmount: number; status: number; refundTime: number | null }[];
  };
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export const fetchApprovals = (scope: ApprovalScope, query: Query, signal?: AbortSignal) =>
  http.get<Page<ApprovalRow>>(`${B}/approval2/list/${scope}`, query, { signal });
export const fetchCounts = (query: Query, signal?: AbortSignal) =>
  http.get<Record<ApprovalScope, number>>(`${B}/approval2/list/counts`, query, { signal });
export const fetchDetail = (id: string, signal?: AbortSignal) =>
  http.get<ApprovalDetail>(`${B}/approval/detail`, { flowApprovalId: id }, { signal });

export const decide = (id: string, version: number, isConfirm: boolean, approvalRemark: string) =>
  http.post(`${B}/completed/reissue/flow`, { flowApprovalId: id, version, isConfirm, approvalRemark });
export const sendBack = (id: string, version: number, approvalRemark: string) =>
  http.post(`${B}/refund/sendBack/submitter`, { flowApprovalId: id, version, approvalRemark });
export const resubmit = (id: string, version: number, remark: string) =>
  http.post(`${B}/refund/resubmit`, { flowApprovalId: id, version, remark });
export const revoke = (id: string, version: number) => http.post(`${B}/revocation/flow`, { flowApprovalId: id, version });
export const updateTag = (id: string, tag: string) => http.post(`${B}/flowApproval/updateTag`, { flowApprovalId: id, tag });
