/**
 * "Achieved" of a renewal target's detail row, from the real orders (docs/decisions/clues-and-renewal.md):
 * paid or completed orders (status 2, 3) of the row's teacher in the subject, bought within the
 * target's month (China time), split into the five kinds by regtype:
 * make-up = 10 新签补差 / 11 续费补差; renewal (3) after the course = no weeks left when bought
 * (remaining_week 0 or unknown), before the course = weeks left; training camp = 1 体验课; other = the rest.
 */
export const KINDS = ['makeup', 'after_course', 'before_course', 'camp', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_CONDITION: Record<Kind, string> = {
  makeup: 'o.regtype IN (10, 11)',
  after_course: 'o.regtype = 3 AND COALESCE(o.remaining_week, 0) = 0',
  before_course: 'o.regtype = 3 AND o.remaining_week > 0',
  camp: 'o.regtype = 1',
  other: 'o.regtype NOT IN (1, 3, 10, 11)',
};

export const KIND_LABEL: Record<Kind, { zh: string; en: string }> = {
  makeup: { zh: '补差单', en: 'Make-up' },
  after_course: { zh: '课后续费', en: 'After-course renewal' },
  before_course: { zh: '课前续费', en: 'Before-course renewal' },
  camp: { zh: '训练营', en: 'Training camp' },
  other: { zh: '其他', en: 'Other' },
};

/** Month bounds of a 'YYYY-MM' column expression, as timestamptz in China time. */
export const monthStart = (ym: string) => `(to_date(${ym}, 'YYYY-MM')::timestamp AT TIME ZONE 'Asia/Shanghai')`;
export const monthEnd = (ym: string) => `((to_date(${ym}, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE 'Asia/Shanghai')`;

/** Orders counted for a detail row aliased `t` (teacher_id, subject, year_month). */
const ORDERS = (kind: Kind) =>
  `FROM orders o WHERE o.teacher_id = t.teacher_id AND o.subject = t.subject AND o.status IN (2, 3)
     AND o.buytime >= ${monthStart('t.year_month')} AND o.buytime < ${monthEnd('t.year_month')} AND ${KIND_CONDITION[kind]}`;

export const achievedQuantitySql = (kind: Kind) => `(SELECT count(*)::int ${ORDERS(kind)})`;
export const achievedAmountSql = (kind: Kind) => `(SELECT COALESCE(sum(o.amount), 0)::float8 ${ORDERS(kind)})`;
