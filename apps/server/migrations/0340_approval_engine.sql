-- The approval engine (modules/approvals, docs/decisions/approvals.md).

-- The list summary the original client splits on '^' (FlowApprovalPage.abstract_content,
-- flow/list abstractContent), written by the type's summary at apply and resubmit.
ALTER TABLE flow_approval ADD COLUMN abstract_content text;

-- A node may be limited to the approvers of one department (refunds of a sales department go to
-- that department's manager); NULL = anyone holding the role.
ALTER TABLE flow_approval_node ADD COLUMN approver_department_id bigint REFERENCES department(id);

-- "Pending for me": the current node of pending flows, by role and by named approver.
CREATE INDEX flow_approval_node_current_role_idx ON flow_approval_node (subject, approver_role_id, flow_approval_id) WHERE status = 1;
CREATE INDEX flow_approval_node_current_staff_idx ON flow_approval_node (approver_staff_id, flow_approval_id) WHERE status = 1;
-- "Completed by me": the nodes a staff member acted on.
CREATE INDEX flow_approval_node_acted_flow_idx ON flow_approval_node (acted_staff_id, subject, flow_approval_id) WHERE acted_staff_id IS NOT NULL;
-- Filters of the lists: tag and finance status.
CREATE INDEX flow_approval_tag_idx ON flow_approval (subject, tag, ctime DESC) WHERE tag IS NOT NULL;
CREATE INDEX flow_approval_finance_idx ON flow_approval (subject, finance_status, ctime DESC) WHERE finance_status > 0;
CREATE INDEX flow_approval_department_idx ON flow_approval (apply_department_id, ctime DESC) WHERE apply_department_id IS NOT NULL;

-- Complaint list tabs with the sub-status and the handler's counter.
CREATE INDEX complaint_status_sub_idx ON complaint (subject, cp_status, cp_status_sub, ctime DESC);
