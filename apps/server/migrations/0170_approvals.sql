-- Approvals (flow approvals with their nodes and history) and complaints.

-- Approval flow (FlowApprovalPage; approval2/list/pending|completed|apply|showAll; /approval,
-- /approvalCenter). id = the spec's flowApprovalId.
-- type (CONTRACT §9): 0 REFUND 退款, 1 REISSUE 补发货, 2 ADJUSTMENT_CLASS 调班, 3 ADJUSTMENT_STAGE 调期,
-- 4 ADJUSTMENT_SUP 调级, 5 UNCREDITED 无归属订单, 6 PACKAGE_BOX 随材打包, 7 PROMOTIONS 赠品; further
-- apply kinds take 8+ (numbering kept in packages/domain, see docs/data-model.md).
-- status: 0 PENDING 审批中, 1 COMPLETED 通过, 2 REVOCATION 已撤销, 3 DECLINE 驳回.
-- State changes are conditional updates (... WHERE id = $1 AND status = 0 AND version = $2).
-- apply_name / apply_department are snapshots of the applicant's name and department name.
-- finance_status (ours): 0 none, 1 待打款, 2 已打款, 3 打款失败; finance_msg its message.
-- period = term of the enrollment involved; management_type = course_type of that period.
-- payload: the type-specific detail (refund fee and bank account, reissue goods, target class...).
CREATE TABLE flow_approval (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  type smallint NOT NULL CHECK (type >= 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  approval_name text NOT NULL,
  apply_staff_id bigint NOT NULL REFERENCES staff(id),
  apply_name text NOT NULL,
  apply_department_id bigint REFERENCES department(id),
  apply_department text,
  uid bigint REFERENCES student(id),
  order_id bigint REFERENCES orders(id),
  out_trade_no text,
  team_id bigint REFERENCES team(id),
  period int,
  management_type smallint,
  is_zero smallint NOT NULL DEFAULT 0 CHECK (is_zero IN (0, 1)),
  amount numeric(12,2) CHECK (amount >= 0),
  tag text,
  finance_status smallint NOT NULL DEFAULT 0 CHECK (finance_status BETWEEN 0 AND 3),
  finance_msg text,
  current_step int NOT NULL DEFAULT 1,
  payload jsonb NOT NULL DEFAULT '{}',
  remark text,
  auto_approve_time timestamptz,
  end_time timestamptz,
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_approval_status_idx ON flow_approval (subject, status, ctime DESC);
CREATE INDEX flow_approval_type_idx ON flow_approval (subject, type, status, ctime DESC);
CREATE INDEX flow_approval_subject_idx ON flow_approval (subject, ctime DESC);
CREATE INDEX flow_approval_applicant_idx ON flow_approval (apply_staff_id, ctime DESC);
CREATE INDEX flow_approval_uid_idx ON flow_approval (uid) WHERE uid IS NOT NULL;
CREATE INDEX flow_approval_order_idx ON flow_approval (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX flow_approval_out_trade_no_idx ON flow_approval (out_trade_no) WHERE out_trade_no IS NOT NULL;
CREATE INDEX flow_approval_auto_idx ON flow_approval (auto_approve_time) WHERE status = 0 AND auto_approve_time IS NOT NULL;

-- Steps of a flow (detail "node table", "linked approvers"). An approver is a staff member or any
-- staff holding a role. status: 0 not reached, 1 pending (current step), 2 approved, 3 rejected /
-- sent back, 4 cancelled (flow revoked). is_confirm / approval_remark come with approve.
CREATE TABLE flow_approval_node (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  flow_approval_id bigint NOT NULL REFERENCES flow_approval(id) ON DELETE CASCADE,
  step int NOT NULL,
  node_name text,
  approver_staff_id bigint REFERENCES staff(id),
  approver_role_id text REFERENCES role(id),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  is_confirm smallint CHECK (is_confirm IN (0, 1)),
  approval_remark text,
  acted_staff_id bigint REFERENCES staff(id),
  action_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (approver_staff_id IS NOT NULL OR approver_role_id IS NOT NULL),
  UNIQUE (flow_approval_id, step)
);
CREATE INDEX flow_approval_node_staff_idx ON flow_approval_node (approver_staff_id, status) WHERE approver_staff_id IS NOT NULL;
CREATE INDEX flow_approval_node_role_idx ON flow_approval_node (approver_role_id, subject, status) WHERE approver_role_id IS NOT NULL;
CREATE INDEX flow_approval_node_acted_idx ON flow_approval_node (acted_staff_id) WHERE acted_staff_id IS NOT NULL;

-- History of every action on a flow (apply, approve, reject, send back, resubmit, revoke, batch
-- complete, tag and auto-approval-time changes). Immutable.
CREATE TABLE flow_approval_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  flow_approval_id bigint NOT NULL REFERENCES flow_approval(id) ON DELETE CASCADE,
  node_id bigint REFERENCES flow_approval_node(id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('APPLY', 'APPROVE', 'REJECT', 'SEND_BACK', 'RESUBMIT', 'REVOKE', 'COMPLETE', 'UPDATE_TAG', 'UPDATE_AUTO_TIME', 'UPDATE_DETAIL', 'FINANCE')),
  from_status smallint,
  to_status smallint,
  staff_id bigint REFERENCES staff(id),
  staff_name text,
  remark text,
  detail jsonb,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_approval_log_flow_idx ON flow_approval_log (flow_approval_id, id);

-- Refunds and reissue shipments remember the approval that produced them.
ALTER TABLE refund ADD CONSTRAINT refund_flow_approval_fk FOREIGN KEY (flow_approval_id) REFERENCES flow_approval(id);
CREATE INDEX refund_flow_approval_idx ON refund (flow_approval_id) WHERE flow_approval_id IS NOT NULL;
ALTER TABLE express ADD CONSTRAINT express_flow_approval_fk FOREIGN KEY (flow_approval_id) REFERENCES flow_approval(id);
CREATE INDEX express_flow_approval_idx ON express (flow_approval_id) WHERE flow_approval_id IS NOT NULL;

-- Complaint categories (getComplaintType; complaint.system_type).
CREATE TABLE complaint_type (
  id bigserial PRIMARY KEY,
  pid bigint REFERENCES complaint_type(id),
  name text NOT NULL,
  sort int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1))
);

-- Complaint (/complaint; complaint/list, detail, num, deal). Spec camelCase aliases:
-- complaintNo = complaint_no, cpStatus = cp_status, cpStatusSub = cp_status_sub,
-- systemType = system_type, contactType = contact_type, handleComment = handle_comment.
-- cp_status (CONTRACT §9): 1 待处理, 2 处理中, 3 待回访, 7 已解决. cp_status_sub: 11 退回处理,
-- 20 待处理, 21 首次处理. contact_type: TEL, MOBILE, WX.
CREATE TABLE complaint (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  complaint_no text NOT NULL UNIQUE,
  uid bigint NOT NULL REFERENCES student(id),
  order_id bigint REFERENCES orders(id),
  teacher_id bigint REFERENCES teacher(id),
  cp_status smallint NOT NULL DEFAULT 1 CHECK (cp_status IN (1, 2, 3, 7)),
  cp_status_sub smallint CHECK (cp_status_sub IN (11, 20, 21)),
  system_type bigint REFERENCES complaint_type(id),
  contact_type text CHECK (contact_type IN ('TEL', 'MOBILE', 'WX')),
  source smallint NOT NULL DEFAULT 0,
  title text,
  content text NOT NULL DEFAULT '',
  handle_comment text,
  handler_staff_id bigint REFERENCES staff(id),
  handle_time timestamptz,
  finish_time timestamptz,
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_status_idx ON complaint (subject, cp_status, ctime DESC);
CREATE INDEX complaint_subject_idx ON complaint (subject, ctime DESC);
CREATE INDEX complaint_uid_idx ON complaint (uid, ctime DESC);
CREATE INDEX complaint_teacher_idx ON complaint (teacher_id) WHERE teacher_id IS NOT NULL;
CREATE INDEX complaint_handler_idx ON complaint (handler_staff_id, cp_status) WHERE handler_staff_id IS NOT NULL;

-- Handling history of a complaint (one row per deal call, with the handler's name and mobile).
CREATE TABLE complaint_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  complaint_id bigint NOT NULL REFERENCES complaint(id) ON DELETE CASCADE,
  staff_id bigint REFERENCES staff(id),
  staff_name text,
  staff_mobile text,
  cp_status smallint,
  cp_status_sub smallint,
  system_type bigint,
  contact_type text,
  handle_comment text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_log_complaint_idx ON complaint_log (complaint_id, ctime);
