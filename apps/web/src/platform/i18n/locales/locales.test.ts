/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCN } from './zh-cn';

const SRC = join(import.meta.dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
  });
}

function has(obj: unknown, key: string): boolean {
  let cur: unknown = obj;
  for (const part of key.split('.')) {
    if (!cur || typeof cur !== 'object' || !(part in cur)) return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return typeof cur === 'string';
}

describe('translations', () => {
  const keys = new Set<string>();
  for (const f of files(SRC)) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    for (const m of text.matchAll(/(?:titleKey|areaKey): '([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]);
    for (const m of text.matchAll(/: '((?:password|notify|login|search)\.[a-zA-Z]+)'/g)) keys.add(m[1]);
  }

  it('finds the keys used in the code', () => {
    expect(keys.size).toBeGreaterThan(50);
  });

  it('every key used exists in zh-CN and English', () => {
    const missing = [...keys].filter((k) => !has(zhCN, k) || !has(en, k));
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
