/**
 * Dictionaries by stable name, loose label lookup, select options and `*_text` helpers.
 */
import * as T from './dictionaries.data';
import type { DictEntry, Dictionary } from './dictionaries.data';
import { ROLES } from './roles';
import { SUBJECTS } from './subjects';

export type { DictEntry, Dictionary };
export { ON_GOING_PERIOD_STATUSES, ROOT_DEPARTMENT_PID } from './dictionaries.data';

const fromList = (list: readonly { id: string | number; zh: string; en: string }[]): Dictionary =>
  Object.fromEntries(list.map((x) => [String(x.id), { zh: x.zh, en: x.en }]));

export const DICTIONARIES = {
  teamState: T.TEAM_STATE,
  enrollmentPeriodStatus: T.ENROLLMENT_PERIOD_STATUS,
  orderStatus: T.ORDER_STATUS,
  orderRegtype: T.ORDER_REGTYPE,
  isRefund: T.IS_REFUND,
  invoiceStatus: T.INVOICE_STATUS,
  expressStatus: T.EXPRESS_STATUS,
  expressProductType: T.EXPRESS_PRODUCT_TYPE,
  expressSourceType: T.EXPRESS_SOURCE_TYPE,
  approvalType: T.APPROVAL_TYPE,
  approvalStatus: T.APPROVAL_STATUS,
  complaintStatus: T.COMPLAINT_STATUS,
  complaintSubStatus: T.COMPLAINT_SUB_STATUS,
  complaintContactType: T.COMPLAINT_CONTACT_TYPE,
  redeemConfigStatus: T.REDEEM_CONFIG_STATUS,
  redeemCodeStatus: T.REDEEM_CODE_STATUS,
  sopTaskStatus: T.SOP_TASK_STATUS,
  sopTemplateState: T.SOP_TEMPLATE_STATE,
  userStatus: T.USER_STATUS,
  lifeCycle: T.LIFE_CYCLE,
  sex: T.SEX,
  basePainting: T.BASE_PAINTING,
  teacherStatus: T.TEACHER_STATUS,
  dutyId: T.DUTY_ID,
  accountType: T.ACCOUNT_TYPE,
  transType: T.TRANS_TYPE,
  trialSupLevel: T.TRIAL_SUP_LEVEL,
  systemSupLevel: T.SYSTEM_SUP_LEVEL,
  systemCourseLength: T.SYSTEM_COURSE_LENGTH,
  trialCourseCategory: T.TRIAL_COURSE_CATEGORY,
  logoffStatus: T.LOGOFF_STATUS,
  logoffSource: T.LOGOFF_SOURCE,
  callCdrStatus: T.CALL_CDR_STATUS,
  subject: fromList(SUBJECTS.map((s) => ({ id: s.code, zh: s.nameZh, en: s.nameEn }))),
  role: fromList(ROLES.map((r) => ({ id: r.id, zh: r.nameZh, en: r.nameEn }))),
} as const satisfies Record<string, Dictionary>;

export type DictionaryName = keyof typeof DICTIONARIES;

/**
 * Snake_case fields whose dictionary is unambiguous in every model (for generic `*_text` labels).
 * Fields named just `status`/`type` differ per model and are mapped by the model itself.
 */
export const DICTIONARY_BY_FIELD: Readonly<Record<string, DictionaryName>> = {
  team_state: 'teamState',
  order_status: 'orderStatus',
  regtype: 'orderRegtype',
  isrefund: 'isRefund',
  invoice_status: 'invoiceStatus',
  express_status: 'expressStatus',
  product_type: 'expressProductType',
  source_type: 'expressSourceType',
  cpStatus: 'complaintStatus',
  cpStatusSub: 'complaintSubStatus',
  contactType: 'complaintContactType',
  taskStatus: 'sopTaskStatus',
  user_status: 'userStatus',
  life_cycle: 'lifeCycle',
  sex: 'sex',
  base_painting: 'basePainting',
  duty_id: 'dutyId',
  account_type: 'accountType',
  trans_type: 'transType',
  team_category: 'trialCourseCategory',
  cdr_status: 'callCdrStatus',
  subject: 'subject',
};

export type Lang = 'zh' | 'en';

function resolve(dict: Dictionary | DictionaryName): Dictionary {
  return typeof dict === 'string' ? DICTIONARIES[dict] : dict;
}

/** The dictionary entry for a code; matches loosely ('3' and 3, ' 3 '). */
export function entryOf(dict: Dictionary | DictionaryName, code: unknown): DictEntry | undefined {
  if (code === null || code === undefined || typeof code === 'object') return undefined;
  const key = String(code).trim();
  const table = resolve(dict);
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The label of a code in a dictionary (zh by default); undefined when the code is unknown. */
export function labelOf(dict: Dictionary | DictionaryName, code: unknown, lang: Lang = 'zh'): string | undefined {
  const entry = entryOf(dict, code);
  return entry ? entry[lang] : undefined;
}

export interface DictOption {
  /** Number for numeric codes, else the string code. */
  value: number | string;
  label: string;
}

/** Select options of a dictionary, in code order for numeric codes. */
export function dictionaryOptions(dict: Dictionary | DictionaryName, lang: Lang = 'zh'): DictOption[] {
  return Object.entries(resolve(dict)).map(([k, v]) => ({ value: /^\d+$/.test(k) ? Number(k) : k, label: v[lang] }));
}

/**
 * A copy of `row` with `<field>_text` labels next to the coded fields listed in `fields` (default:
 * DICTIONARY_BY_FIELD). Unknown codes give null labels; absent fields are skipped.
 */
export function withDictionaryText<R extends Record<string, unknown>>(
  row: R,
  fields: Readonly<Record<string, DictionaryName>> = DICTIONARY_BY_FIELD,
  lang: Lang = 'zh',
): R & Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [field, dict] of Object.entries(fields)) if (field in row) out[`${field}_text`] = labelOf(dict, row[field], lang) ?? null;
  return out as R & Record<string, unknown>;
}

/** team_type 0 is a trial class, anything above 0 a system class (CONTRACT §9). */
export function teamTypeKind(teamType: number | string): 'trial' | 'system' {
  return Number(teamType) > 0 ? 'system' : 'trial';
}
