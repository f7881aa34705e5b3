/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasText, sourceFiles } from '../key-check';
import { en } from './en';
import { zhCN } from './zh-cn';

const SRC = join(import.meta.dirname, '../../..');

describe('translations', () => {
  const keys = new Set<string>();
  for (const f of sourceFiles(SRC)) {
    const text = readFileSync(f, 'utf8');
    // Files translating with a feature namespace (useTranslation('classes'), ...) are checked against
    // that feature's bundle by the feature's own key test, not against the console's core texts.
    if (/useTranslation\(\s*'[a-zA-Z]+'/.test(text) && !/useTranslation\(\s*\)/.test(text)) continue;
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    for (const m of text.matchAll(/(?:titleKey|areaKey): '([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    for (const m of text.matchAll(/: '((?:password|notify|login|search)\.[a-zA-Z]+)'/g)) keys.add(m[1]);
  }

  it('finds the keys used in the code', () => {
    expect(keys.size).toBeGreaterThan(50);
  });

  it('every key used exists in zh-CN and English', () => {
    const missing = [...keys].filter((k) => !hasText(zhCN, k) || !hasText(en, k));
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts exact', () => {
    expect(zhCN.notify.empty).toBe('暂时没有未读消息');
    expect(zhCN.notify.markAllConfirm).toBe('您确定要将全部未读通知标为已读?');
    expect(zhCN.password.success).toBe('密码修改成功～');
    expect(zhCN.search.none).toBe('暂无此学员');
    expect(zhCN.menu.noPath).toBe('请填写跳转路径');
  });
});
