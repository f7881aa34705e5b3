/**
 * Client messages (spec inventory `messages`, 00 §2/§5/§8) plus the validation messages of
 * validation.ts. Where the spec gives only an English paraphrase or no text ("text not shown"), the
 * zh wording is ours and marked `ours: true`. Placeholders: {url}, {api}.
 */
export interface Message {
  zh: string;
  en: string;
  /** true when the spec does not give the zh text and we wrote it. */
  ours?: true;
}

export const MESSAGES = {
  'search.noStudent': { zh: '暂无此学员', en: 'No such student' },
  'notify.listFailed': { zh: '获取消息列表失败', en: 'Failed to load notifications' },
  'notify.noUnread': { zh: '没有未读消息', en: 'No unread notifications' },
  'notify.empty': { zh: '暂时没有未读消息', en: 'No unread notifications for now' },
  'notify.markRead': { zh: '标为已读', en: 'Mark as read' },
  'notify.confirmAllRead': { zh: '您确定要将全部未读通知标为已读?', en: 'Mark all unread notifications as read?' },
  'password.success': { zh: '密码修改成功～', en: 'Password changed' },
  'password.required': { zh: '请输入新密码', en: 'Please enter a new password' },
  'password.complexity': {
    zh: '密码至少包含大小写字母、数字、特殊字符大于8个字符!',
    en: 'At least 8 characters with 3 of: upper case, lower case, digit, special character; no spaces',
  },
  'password.minLength': { zh: '长度在8个字符以上', en: 'At least 8 characters' },
  'password.maxLength': { zh: '长度不能超过16个字符', en: 'At most 16 characters', ours: true },
  'search.length': { zh: '请输入4到11个字符', en: 'Enter 4 to 11 characters', ours: true },
  'mobile.required': { zh: '请输入手机号', en: 'Please enter a mobile number', ours: true },
  'mobile.invalid': { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number', ours: true },
  'menu.noPath': { zh: '请填写跳转路径', en: 'Please fill in a jump path', ours: true },
  'copy.empty': { zh: '没有可复制的内容', en: 'Nothing to copy', ours: true },
  'copy.success': { zh: '复制成功', en: 'Copied', ours: true },
  'http.400': { zh: '参数错误：{url}', en: 'Parameter error: {url}', ours: true },
  'http.401': { zh: '长时间未操作，请重新登录', en: 'Long time no operation, please log in again', ours: true },
  'http.404': { zh: '接口不存在：{url}', en: 'Interface not found: {url}', ours: true },
  'http.420': { zh: '没有权限：{url}', en: 'No permission: {url}', ours: true },
  'http.other': { zh: '服务器异常：{url}', en: 'Server exception: {url}', ours: true },
  'body.errorCode': { zh: '服务器异常：{api}', en: 'Server exception: {api}', ours: true },
  'env.preReleaseBanner': {
    zh: '当前为预发布环境，仅用于特殊情况，请谨慎操作',
    en: 'Pre-release environment: for special cases only',
    ours: true,
  },
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof MESSAGES;

/** A message in a language with `{name}` placeholders filled. */
export function formatMessage(key: MessageKey, lang: 'zh' | 'en' = 'zh', params: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[key][lang];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
