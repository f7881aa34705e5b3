import type { Family } from '../../platform/family';
import { registerImportKind, type ImportKind } from '../console';
import { registerActivityRoutes } from './activities/routes';
import { registerCoinRoutes } from './coins/routes';
import { COUPON_SHEET_TITLES, importCouponSends, MAX_COUPON_IMPORT_ROWS } from './coupons/coupon-import';
import { registerDispenseRulesJob } from './coupons/dispense-rules-job';
import { registerCouponRoutes } from './coupons/routes';
import { registerMarketingQueries } from './models';
import { registerRedeemRoutes } from './redeem-codes/routes';
import { registerReferralRewardsJob } from './referrals/referral-rewards-job';

/** A sheet of coupon sends (mobile, coupon) — the coupon page's batch send. */
const couponSendImport: ImportKind = {
  access: [{ area: 'coupons' }],
  titles: COUPON_SHEET_TITLES,
  maxRows: MAX_COUPON_IMPORT_ROWS,
  run: (db, ctx, rows, dryRun, fileName, opts) => importCouponSends(db, ctx, rows, dryRun, fileName, opts),
};

/** The marketing family: coupons and their dispense rules, redeem codes, referrals, activities, coins. */
export const marketingFamily: Family = {
  name: 'marketing',
  queries: registerMarketingQueries,
  register(app, deps) {
    registerCouponRoutes(app, deps);
    registerDispenseRulesJob(deps.jobs, deps.db);
    registerReferralRewardsJob(deps.jobs, deps.db);
    registerRedeemRoutes(app, deps);
    registerActivityRoutes(app, deps);
    registerCoinRoutes(app, deps);
    registerImportKind('coupons.send', couponSendImport);
  },
};
