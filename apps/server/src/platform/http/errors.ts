/**
 * The one error type of the server. Every failure a caller can see is an AppError with a kind
 * (which fixes the HTTP status and envelope code) and a zh-CN message for a person (en beside it).
 */
export type ErrorKind = 'BAD_REQUEST' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'TOO_MANY' | 'INTERNAL';

export const ERROR_STATUS: Record<ErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORBIDDEN: 420,
  TOO_MANY: 429,
  INTERNAL: 500,
};

/** Envelope codes (CONTRACT §4: a non-zero number). Kept equal to the HTTP status for readability. */
export const ERROR_CODE: Record<ErrorKind, number> = ERROR_STATUS;

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly messageEn: string;
  readonly headers: Record<string, string>;
  /** Extra envelope keys a caller can act on (e.g. `conflict` of a stale-version 409); never internals. */
  readonly extra?: Record<string, unknown>;
  constructor(
    kind: ErrorKind,
    messageZh: string,
    messageEn?: string,
    headers: Record<string, string> = {},
    extra?: Record<string, unknown>,
  ) {
    super(messageZh);
    this.kind = kind;
    this.messageEn = messageEn ?? messageZh;
    this.headers = headers;
    this.extra = extra;
  }
  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

export const errors = {
  badRequest: (zh: string, en?: string) => new AppError('BAD_REQUEST', zh, en),
  invalidField: (field: string, problem = '格式不正确', problemEn = 'is invalid') =>
    new AppError('BAD_REQUEST', `参数错误：${field} ${problem}`, `Bad parameter: ${field} ${problemEn}`),
  unauthenticated: () => new AppError('UNAUTHENTICATED', '长时间未操作，请重新登录', 'Session expired, please log in again'),
  forbidden: (what?: string) =>
    new AppError('FORBIDDEN', what ? `没有权限：${what}` : '没有权限', what ? `No permission: ${what}` : 'No permission'),
  notFound: (what = '记录') => new AppError('NOT_FOUND', `${what}不存在`, `${what} not found`),
  conflict: (zh: string, en?: string) => new AppError('CONFLICT', zh, en),
  tooMany: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY', `操作过于频繁，请${retryAfterSeconds}秒后再试`, `Too many attempts, retry in ${retryAfterSeconds}s`, {
      'retry-after': String(retryAfterSeconds),
    }),
};

/** The answer to a second identical state change (CONTRACT §4: 409 already handled). */
export const alreadyHandled = (what = '') => new AppError('CONFLICT', `${what}已处理`, `${what ? `${what}: ` : ''}already handled`);
