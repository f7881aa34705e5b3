/**
 * Anchor students: the first students of every load follow a script instead of chance, so tests,
 * demos and the benchmark can find them by phone or user number at every scale. Documented in
 * scripts/seed/README.md. Dates are relative to the as-of day.
 */
import { SUBJECT_CODES } from '@console/domain';

export interface AnchorLine {
  subject: number;
  category: number;
  /** the trial order was placed this many days before the as-of day */
  trialDaysAgo: number;
  opened: boolean;
  system?: {
    length: number;
    daysAfterTrial: number;
    coupon: boolean;
    /** refund outcome of the system order: completed full/partial, or in progress (order status 4 / 5) */
    refund?: 'full' | 'partial' | 'applied' | 'processing';
  };
  mall: number;
  extraCoupons: number;
  follows: number;
  intention: boolean;
  complaint: boolean;
}

export interface AnchorSpec {
  mobile: string;
  userNum: string;
  name: string;
  sex: number;
  age: number;
  lines: AnchorLine[];
  coins: boolean;
}

const line = (subject: number, trialDaysAgo: number, extra: Partial<AnchorLine> = {}): AnchorLine => ({
  subject,
  category: 0,
  trialDaysAgo,
  opened: true,
  mall: 0,
  extraCoupons: 0,
  follows: 1,
  intention: false,
  complaint: false,
  ...extra,
});

export const ANCHORS: readonly AnchorSpec[] = [
  {
    // the showcase: art trial -> year course in class now, shop order, coupons, learning, coins
    mobile: '13900001234',
    userNum: '10001234',
    name: '林小满',
    sex: 2,
    age: 7,
    coins: true,
    lines: [
      line(0, 80, { system: { length: 4, daysAfterTrial: 3, coupon: true }, mall: 1, extraCoupons: 1, follows: 3, intention: true }),
      line(1, 20, { category: 3 }),
    ],
  },
  {
    // refunds: art season course refunded in full, music half-year course refunded in part, a complaint
    mobile: '13900002345',
    userNum: '10002345',
    name: '陈可乐',
    sex: 1,
    age: 8,
    coins: false,
    lines: [
      line(0, 100, { system: { length: 2, daysAfterTrial: 2, coupon: false, refund: 'full' }, complaint: true }),
      line(3, 90, { system: { length: 3, daysAfterTrial: 5, coupon: false, refund: 'partial' } }),
    ],
  },
  {
    // work in progress: a refund waiting for approval (art) and one being paid out (music)
    mobile: '13900003456',
    userNum: '10003456',
    name: '王一诺',
    sex: 2,
    age: 6,
    coins: true,
    lines: [
      line(0, 60, { system: { length: 4, daysAfterTrial: 4, coupon: false, refund: 'applied' } }),
      line(3, 70, { system: { length: 2, daysAfterTrial: 2, coupon: true, refund: 'processing' } }),
    ],
  },
  // one converted student per subject: every subject has orders, classes, shipments at every scale
  ...SUBJECT_CODES.map((code) => ({
    mobile: `139000100${String(code).padStart(2, '0')}`,
    userNum: `100100${String(code).padStart(2, '0')}`,
    name: ['周子墨', '吴思远', '郑雨桐', '孙一鸣', '赵可馨', '钱嘉乐', '冯语桐', '褚天佑'][SUBJECT_CODES.indexOf(code)],
    sex: code % 2 === 0 ? 1 : 2,
    age: 6 + (code % 4),
    coins: code % 3 === 0,
    lines: [
      line(code, 70 + code, {
        system: { length: 2 + (code % 3), daysAfterTrial: 3, coupon: code % 2 === 0 },
        mall: 1,
        extraCoupons: 1,
        follows: 2,
      }),
    ],
  })),
];
