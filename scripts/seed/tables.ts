/**
 * Load order. Parents come before children so the foreign keys hold while they are checked (the
 * small sets load with every constraint on). The one cycle, orders.user_coupon_id <-> user_coupon,
 * is closed afterwards by a fix-up UPDATE (fixups.ts).
 */
import { approvalLogTable, approvalNodeTable, approvalTable } from './emit-approvals';
import {
  channelClassTable,
  channelTable,
  packagePriceTable,
  packageProductTable,
  packageTable,
  productPriceTable,
  productTable,
  topicTable,
} from './emit-catalog';
import { complaintLogTable, complaintTable } from './emit-complaints';
import { expressRemarkTable, expressTable } from './emit-express';
import { followLogTable, intentionTable, logoffTable } from './emit-followups';
import { accountRecordTable, accountTable, userCouponTable } from './emit-marketing';
import { invoiceTable, ledgerTable, refundTable } from './emit-money';
import { notificationTable } from './emit-notify';
import { orderSubTable, ordersTable } from './emit-orders';
import { departmentTable, staffTable, teacherTable, wechatTable } from './emit-org';
import { navyTable, qwStaffTable, targetTable } from './emit-org-extras';
import { complaintTypeTable, couponPackageTable, couponTable, courseTable, managementTable, teamTable } from './emit-schedule';
import { addressTable, studentSubjectTable, studentTable } from './emit-students';
import { learningRecordTable, studentTeamTable } from './emit-teams';
import type { StudentTable, WorldTable } from './emit-types';

export const WORLD_TABLES: readonly WorldTable[] = [
  departmentTable,
  staffTable,
  teacherTable,
  wechatTable,
  navyTable,
  qwStaffTable,
  targetTable,
  channelClassTable,
  channelTable,
  topicTable,
  productTable,
  productPriceTable,
  packageTable,
  packagePriceTable,
  packageProductTable,
  managementTable,
  courseTable,
  teamTable,
  couponTable,
  couponPackageTable,
  complaintTypeTable,
];

export const STUDENT_TABLES: readonly StudentTable[] = [
  studentTable,
  studentSubjectTable,
  addressTable,
  logoffTable,
  ordersTable,
  orderSubTable,
  studentTeamTable,
  learningRecordTable,
  approvalTable,
  approvalNodeTable,
  approvalLogTable,
  refundTable,
  ledgerTable,
  invoiceTable,
  expressTable,
  expressRemarkTable,
  userCouponTable,
  accountTable,
  accountRecordTable,
  followLogTable,
  intentionTable,
  complaintTable,
  complaintLogTable,
];

export const AFTER_TABLES: readonly WorldTable[] = [notificationTable];

/** Tables whose ids the generator sets explicitly: their sequences are moved past the max after the load. */
export const EXPLICIT_ID_TABLES: readonly string[] = [
  ...WORLD_TABLES.filter((t) => t.columns[0] === 'id').map((t) => t.table),
  ...STUDENT_TABLES.map((t) => t.table),
];
