/**
 * Starts of the business calendar's periods as timestamptz SQL: days, weeks (Monday) and months are
 * China ones (Asia/Shanghai), whatever the database's time zone. For "today", "this week", "last month"
 * counters and statistics of the query models.
 */
const startOf = (unit: 'day' | 'week' | 'month') =>
  `(date_trunc('${unit}', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;

export const TODAY_START = startOf('day');
export const WEEK_START = startOf('week');
export const MONTH_START = startOf('month');
/** Start of the previous calendar week / month (for "last week" and "last month" statistics). */
export const LAST_WEEK_START = `((date_trunc('week', now() AT TIME ZONE 'Asia/Shanghai') - interval '7 days') AT TIME ZONE 'Asia/Shanghai')`;
export const LAST_MONTH_START = `((date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') - interval '1 month') AT TIME ZONE 'Asia/Shanghai')`;
