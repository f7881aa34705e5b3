/**
 * A student's story: everything that happens to one person, as plain facts (dates, amounts, codes).
 * It is a pure function of (seed, student index), so every pass over the students regenerates the
 * same story; rows are printed from it table by table. Ids are not part of the story: a pass assigns
 * them by counting rows in student order (see resolve.ts).
 */
import type { CouponRow, PackageRow } from './world-types';
import type { Place } from './zh-places';

export interface EnrollmentStory {
  kind: 'trial' | 'system';
  lineIdx: number;
  subjectIdx: number;
  /** (subject, team type, term, category or sup): the planner cuts each group into classes */
  groupKey: number;
  termIdx: number;
  category: number | null;
  supIdx: number;
  teamType: number;
  orderIdx: number;
  enterMs: number;
  /** opened the app at least once: only then are there learning records */
  opened: boolean;
  engagement: number;
  seed: number;
  leaveMs: number | null;
  /** 0 none, 1 refunded, 2 refund in progress */
  refundStatus: number;
  converted: boolean;
  renewed: boolean;
  addedWechat: boolean;
  addedGroup: boolean;
  /** set by resolve */
  teamId: number;
}

export interface RefundStory {
  fen: number;
  /** refund status: 0 申请中, 1 退款中, 2 已退款, 3 退款失败 */
  status: number;
  ms: number;
  reason: string;
  approvalIdx: number;
}

export interface ExpressStory {
  productType: number;
  sourceType: number;
  status: number;
  ctimeMs: number;
  deliveryMs: number | null;
  collectMs: number | null;
  signMs: number | null;
  company: string;
  nu: string | null;
  parcels: number;
  productName: string;
  approvalIdx: number | null;
  remark: string | null;
}

export interface InvoiceStory {
  status: number;
  company: boolean;
  applyMs: number;
  issueMs: number | null;
}

export interface OrderStory {
  lineIdx: number;
  subjectIdx: number;
  regtype: number;
  pkg: PackageRow;
  status: number;
  isrefund: number;
  currency: string;
  totalFen: number;
  discountFen: number;
  coins: number;
  amountFen: number;
  refundedFen: number;
  ctimeMs: number;
  buyMs: number | null;
  completeMs: number | null;
  closeMs: number | null;
  tradeType: string | null;
  clientFrom: string;
  /** the class this order put the student in */
  enrollment: EnrollmentStory | null;
  /** the class whose teacher sold it (trial class for a first system order) */
  soldIn: EnrollmentStory | null;
  refunds: RefundStory[];
  express: ExpressStory[];
  couponIdx: number | null;
  invoice: InvoiceStory | null;
}

export interface UserCouponStory {
  lineIdx: number;
  coupon: CouponRow;
  /** 0 未使用, 1 已使用, 2 已过期, 3 已作废 */
  status: number;
  startMs: number;
  endMs: number;
  orderIdx: number | null;
  useMs: number | null;
}

export interface ApprovalStory {
  type: number;
  /** 0 PENDING, 1 COMPLETED, 2 REVOCATION, 3 DECLINE */
  status: number;
  lineIdx: number;
  orderIdx: number | null;
  enrollment: EnrollmentStory | null;
  ctimeMs: number;
  endMs: number | null;
  amountFen: number | null;
  /** 0 none, 1 待打款, 2 已打款 */
  financeStatus: number;
  reason: string;
}

export interface ComplaintStory {
  lineIdx: number;
  orderIdx: number | null;
  status: number;
  sub: number | null;
  typeIdx: number;
  contact: 'TEL' | 'MOBILE' | 'WX';
  ctimeMs: number;
  title: string;
  content: string;
  deals: number;
}

export interface FollowStory {
  ms: number;
  enrollment: EnrollmentStory;
  contact: number;
  content: string;
  label: string;
}

export interface AccountRecordStory {
  lineIdx: number;
  trans: number;
  /** fen for cash, whole units for coins and gems (x100 in the numeric column) */
  delta: number;
  balanceAfter: number;
  ms: number;
  desc: string;
  orderIdx: number | null;
}

export interface AccountStory {
  type: 1 | 2 | 3;
  records: AccountRecordStory[];
}

export interface LineStory {
  subjectIdx: number;
  code: number;
  joinMs: number;
  channelIdx: number;
  trial: EnrollmentStory | null;
  systems: EnrollmentStory[];
  userStatus: number;
  lifeCycle: number | null;
  firstOrderMs: number | null;
  lastBuyMs: number | null;
  systemOrders: number;
  follows: FollowStory[];
  intention: boolean;
}

export interface AddressStory {
  receiptName: string;
  receiptTel: string;
  place: Place;
  street: string;
  detail: string;
  ctimeMs: number;
  spare: boolean;
}

export interface StudentStory {
  index: number;
  id: number;
  userNum: string;
  mobile: string;
  username: string;
  nickname: string;
  parentName: string;
  sex: number;
  birthdayMs: number;
  basePainting: number;
  grade: number;
  place: Place;
  mobilePlace: Place;
  joinMs: number;
  country: string;
  currency: string;
  sendId: number | null;
  /** 0 no, 1 logged off, 2 logoff under review */
  logoff: number;
  logoffMs: number | null;
  wechatFollow: boolean;
  lines: LineStory[];
  orders: OrderStory[];
  enrollments: EnrollmentStory[];
  coupons: UserCouponStory[];
  approvals: ApprovalStory[];
  complaints: ComplaintStory[];
  accounts: AccountStory[];
  address: AddressStory | null;
}
