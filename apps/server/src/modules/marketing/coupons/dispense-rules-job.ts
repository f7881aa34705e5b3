import type { Database } from '../../../platform/db';
import { AppError } from '../../../platform/http/errors';
import type { JobRunner } from '../../../platform/jobs';
import { sendCoupon } from './coupon-send';
import { staffContext } from '../job-context';

/**
 * Dispensing rules act (docs/decisions/marketing.md, "Dispensing rules act"). A rule
 * (coupon_dispense_rule) gives, for one class period (execute_type 1: that period and every later
 * one), each department a day: the students of that department's classes of the period get the
 * coupon on day `day` after the period's class start (day 0 = the start day, China days).
 *
 * An occurrence is (rule, term, due day). It acts once: its coupon_rule_run row is inserted in the
 * same transaction as the send, under its primary key, so a rerun, a retry after a crash or a second
 * instance finds the row and issues nothing. The send is the ordinary locked sendCoupon (source 3),
 * so the coupon's total limit holds and the sending record is written. Occurrences missed while no
 * server ran are made up for CATCH_UP_DAYS days; older ones never act (a rule saved today does not
 * send a coupon for a day long past).
 */

export const DISPENSE_RULES_JOB = 'coupons.dispenseRules';
const EVERY_MS = 15 * 60_000;
export const CATCH_UP_DAYS = 2;

interface Occurrence {
  ruleId: string;
  subject: number;
  couponId: string;
  staffId: string | null;
  term: number;
  dueDay: string;
  uids: string[];
}

/** Occurrences due at `now` (their day within the catch-up window) that have not acted yet. */
async function dueOccurrences(db: Database, now: Date): Promise<Occurrence[]> {
  const r = await db.query<Occurrence>(
    `WITH rule AS (
       SELECT r.id, r.subject, r.coupon_id, r.staff_id, r.execute_type, r.details,
              CASE WHEN r.period ~ '^[0-9]{1,9}$' THEN r.period::int END AS period
         FROM coupon_dispense_rule r JOIN coupon c ON c.id = r.coupon_id
        WHERE c.deleted = 0 AND c.status = 1
     ), due AS (
       SELECT r.id AS rule_id, r.subject, r.coupon_id, r.staff_id, t.term, china_day(m.class_start) + (d->>'day')::int AS due_day, t.id AS team_id
         FROM rule r
         CROSS JOIN LATERAL jsonb_array_elements(r.details) d
         JOIN team t ON t.subject = r.subject AND t.deleted = 0 AND t.department_id = (d->>'uid')::bigint
                    AND (t.term = r.period OR (r.execute_type = 1 AND t.term > r.period))
         JOIN management m ON m.id = t.term_id AND m.class_start IS NOT NULL
        WHERE china_day(m.class_start) + (d->>'day')::int BETWEEN china_day($1::timestamptz) - $2::int AND china_day($1::timestamptz)
     )
     SELECT due.rule_id::text AS "ruleId", due.subject, due.coupon_id::text AS "couponId", due.staff_id::text AS "staffId",
            due.term, due.due_day::text AS "dueDay", array_agg(DISTINCT st.student_id::text) AS uids
       FROM due JOIN student_team st ON st.team_id = due.team_id AND st.del = 0
      WHERE NOT EXISTS (SELECT 1 FROM coupon_rule_run x WHERE x.rule_id = due.rule_id AND x.term = due.term AND x.due_day = due.due_day)
      GROUP BY due.rule_id, due.subject, due.coupon_id, due.staff_id, due.term, due.due_day
      ORDER BY due.due_day, due.rule_id, due.term`,
    [now, CATCH_UP_DAYS],
  );
  return r.rows;
}

/** Marks an occurrence that cannot send, so it is not tried again every run. */
async function skip(db: Database, o: Occurrence, reason: string): Promise<void> {
  await db.query(
    `INSERT INTO coupon_rule_run (rule_id, term, due_day, skipped) VALUES ($1::bigint, $2, $3::date, $4) ON CONFLICT DO NOTHING`,
    [o.ruleId, o.term, o.dueDay, reason],
  );
}

export interface RuleRunResult {
  occurrences: number;
  issued: number;
  skipped: number;
}

export async function runDueDispenseRules(db: Database, now: Date = new Date()): Promise<RuleRunResult> {
  const out: RuleRunResult = { occurrences: 0, issued: 0, skipped: 0 };
  for (const o of await dueOccurrences(db, now)) {
    // The rule acts in the name of who saved it (the sending record and the operation log name them).
    const ctx = await staffContext(db, o.staffId, o.subject, DISPENSE_RULES_JOB);
    if (!ctx) {
      await skip(db, o, 'rule has no staff');
      out.skipped += 1;
      continue;
    }
    try {
      const issued = await db.transaction(async (tx) => {
        const claimed = await tx.query(
          'INSERT INTO coupon_rule_run (rule_id, term, due_day) VALUES ($1::bigint, $2, $3::date) ON CONFLICT DO NOTHING RETURNING rule_id',
          [o.ruleId, o.term, o.dueDay],
        );
        if (!claimed.rows.length) return null; // another run acted on it meanwhile
        // A student already given this rule's coupon for this period (e.g. moved to another department) gets none again.
        const had = await tx.query<{ uid: string }>(
          `SELECT DISTINCT uc.uid::text AS uid FROM user_coupon uc JOIN coupon_rule_run x ON x.dispense_id = uc.dispense_id
            WHERE x.rule_id = $1::bigint AND x.term = $2 AND uc.uid = ANY($3::bigint[])`,
          [o.ruleId, o.term, o.uids],
        );
        const given = new Set(had.rows.map((h) => h.uid));
        const uids = o.uids.filter((u) => !given.has(u));
        if (!uids.length) return 0;
        const sent = await sendCoupon(tx, ctx, {
          couponId: o.couponId,
          uids,
          source: 3,
          now: now.getTime(),
          name: `定向发放 第${o.term}期 ${o.dueDay}`,
        });
        await tx.query(
          'UPDATE coupon_rule_run SET dispense_id = $4::bigint WHERE rule_id = $1::bigint AND term = $2 AND due_day = $3::date',
          [o.ruleId, o.term, o.dueDay, sent.dispenseId],
        );
        return sent.successNum;
      });
      if (issued !== null) {
        out.occurrences += 1;
        out.issued += issued;
      }
    } catch (e) {
      // The coupon was disabled, expired or deleted since the rule was saved: this occurrence cannot send.
      if (!(e instanceof AppError) || (e.kind !== 'CONFLICT' && e.kind !== 'NOT_FOUND' && e.kind !== 'BAD_REQUEST')) throw e;
      await skip(db, o, e.message);
      out.skipped += 1;
    }
  }
  return out;
}

export function registerDispenseRulesJob(jobs: JobRunner, db: Database): void {
  jobs.register(DISPENSE_RULES_JOB, async () => ({ ...(await runDueDispenseRules(db)) }));
  jobs.schedule('coupons.dispenseRules', DISPENSE_RULES_JOB, EVERY_MS);
}
