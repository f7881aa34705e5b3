import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import type { SmsProvider } from '../../../platform/sms';
import { idField, inputOf } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

/** gift_card.status (ours): 0 未发放, 1 已发放, 2 已使用, 3 已作废. */
const STATUS_ZH = ['未发放', '已发放', '已使用', '已作废'];
const RESEND_SECONDS = 60;

export const uidInput = inputOf({ uid: idField });
export const cardInput = inputOf({ id: idField });

/** Card secrets are never shown: first 2 and last 2 characters. */
const maskSecret = (s: string) => (s.length <= 4 ? '****' : `${s.slice(0, 2)}${'*'.repeat(Math.min(8, s.length - 4))}${s.slice(-2)}`);

const COLUMNS = `g.id::text AS id, g.uid::text AS uid, g.card_type, g.card_no, g.card_secret, g.amount::text AS amount, g.status, g.source,
  g.order_id::text AS order_id, ${epochMs('g.send_time', 'send_time')}, g.sms_count, ${epochMs('g.last_sms_time', 'last_sms_time')},
  ${epochMs('g.expire_time', 'expire_time')}, ${epochMs('g.ctime', 'ctime')}`;
type Row = Record<string, unknown> & { card_secret: string; amount: string; status: number };
const present = ({ card_secret, ...r }: Row) => ({
  ...r,
  card_secret: maskSecret(card_secret),
  amount: Number(r.amount),
  status_text: STATUS_ZH[r.status] ?? '',
});

/** gift cards: the cards a student of the current subject was given (secrets masked). */
export async function giftCardsOf(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  const r = await q.query<Row>(`SELECT ${COLUMNS} FROM gift_card g WHERE g.uid = $1::bigint AND g.subject = $2 ORDER BY g.id DESC`, [
    uid,
    ctx.subject,
  ]);
  return r.rows.map(present);
}

async function jdCard(q: Queryable, ctx: AuthedContext, id: string, lock = false): Promise<Row & { uid: string | null }> {
  const r = await q.query<Row & { uid: string | null }>(
    `SELECT ${COLUMNS} FROM gift_card g WHERE g.id = $1::bigint AND g.subject = $2 AND g.card_type = 'JD' ${lock ? 'FOR UPDATE' : ''}`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('京东卡');
  return r.rows[0];
}

/** jd gift card info: one JD card with its student (secret and mobile masked). */
export async function jdCardInfo(q: Queryable, ctx: AuthedContext, id: string) {
  const card = await jdCard(q, ctx, id);
  const s = card.uid
    ? (
        await q.query<{ user_num: string; username: string | null; mobile: string }>(
          'SELECT user_num, username, mobile FROM student WHERE id = $1::bigint',
          [card.uid],
        )
      ).rows[0]
    : undefined;
  return {
    ...present(card),
    student: s ? { id: card.uid, userNum: s.user_num, username: s.username, mobile: maskMobile(s.mobile) } : null,
  };
}

/**
 * jd gift card sendSms: texts the card number and secret to the student's mobile through the SMS
 * provider (and the student's SMS history, secret masked there); at most once a minute per card;
 * an unsent card becomes 已发放. A void card (3) is 409.
 */
export async function sendJdCardSms(tx: Queryable, sms: SmsProvider, ctx: AuthedContext, id: string) {
  const card = await jdCard(tx, ctx, id, true);
  if (!card.uid) throw errors.conflict('该京东卡尚未绑定学员', 'The card is not bound to a student');
  if (card.status === 3) throw errors.conflict('该京东卡已作废', 'The card is void');
  const last = card.last_sms_time as number | null;
  if (last && Date.now() - last < RESEND_SECONDS * 1000) throw errors.tooMany(Math.ceil(RESEND_SECONDS - (Date.now() - last) / 1000));
  const student = await studentInSubject(tx, ctx, card.uid);
  const text = (secret: string) =>
    `【兴趣课堂】您的京东E卡（面值${Number(card.amount)}元）卡号 ${String(card.card_no)}，卡密 ${secret}，请在京东“我的-钱包-礼品卡”绑定使用。`;
  await sms.send(tx, { mobile: student.mobile, content: text(card.card_secret), purpose: 'gift-card', audience: 'customer' });
  await tx.query(
    `INSERT INTO sms_record (subject, uid, mobile, content, type, status, result, staff_id) VALUES ($1, $2::bigint, $3, $4, 0, 1, 'OK', $5::bigint)`,
    [ctx.subject, card.uid, student.mobile, text(maskSecret(card.card_secret)), ctx.staff.id],
  );
  const r = await tx.query<{ sms_count: number; status: number }>(
    `UPDATE gift_card SET sms_count = sms_count + 1, last_sms_time = now(), status = CASE WHEN status = 0 THEN 1 ELSE status END,
            send_time = COALESCE(send_time, now()), utime = now() WHERE id = $1::bigint RETURNING sms_count, status`,
    [id],
  );
  await recordOperation(tx, ctx, {
    action: 'giftCard.sendSms',
    entity: 'gift_card',
    entityId: id,
    changes: card.status === r.rows[0].status ? {} : { status: [card.status, r.rows[0].status] },
    detail: { uid: card.uid, cardNo: card.card_no, mobile: maskMobile(student.mobile) },
  });
  return { id, uid: card.uid, mobile: maskMobile(student.mobile), smsCount: r.rows[0].sms_count, status: r.rows[0].status };
}
