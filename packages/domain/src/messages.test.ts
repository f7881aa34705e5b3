import { describe, expect, it } from 'vitest';
import { loadInventory } from './inventory.test-support';
import { MESSAGES, formatMessage, type MessageKey } from './messages';

const inventory = await loadInventory();

describe('messages', () => {
  it('has every inventory message, with the spec text where it is Chinese', () => {
    for (const m of inventory.messages) {
      const ours = MESSAGES[m.key as MessageKey];
      expect(ours, m.key).toBeDefined();
      if (m.text && /[\u4e00-\u9fff]/.test(m.text)) expect(ours.zh).toBe(m.text);
      else expect('ours' in ours && ours.ours).toBe(true);
    }
  });

  it('formats placeholders', () => {
    expect(formatMessage('http.420', 'zh', { url: '/api/x' })).toBe('没有权限：/api/x');
    expect(formatMessage('http.404', 'en', { url: '/y' })).toBe('Interface not found: /y');
    expect(formatMessage('password.success')).toBe('密码修改成功～');
    expect(formatMessage('http.400')).toBe('参数错误：{url}');
  });
});
