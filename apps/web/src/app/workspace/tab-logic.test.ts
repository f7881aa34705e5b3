import { describe, expect, it } from 'vitest';
import { closeOtherTabs, closeTab, closeTabsToRight, openTab, sanitizeTabs, type TabsState } from './tab-logic';

const tab = (key: string, lastActive = 0) => ({ key, search: '', scrollTop: 0, lastActive });
const three: TabsState = { tabs: [tab('/a', 1), tab('/b', 2), tab('/c', 3)], activeKey: '/b' };

describe('workspace tabs', () => {
  it('opens a new tab or activates and updates an open one', () => {
    const s1 = openTab(three, '/d', '?x=1', 10);
    expect(s1.tabs.map((t) => t.key)).toEqual(['/a', '/b', '/c', '/d']);
    expect(s1.activeKey).toBe('/d');
    const s2 = openTab(s1, '/a', '?page=2', 11);
    expect(s2.tabs.map((t) => t.key)).toEqual(['/a', '/b', '/c', '/d']);
    expect(s2.tabs[0].search).toBe('?page=2');
    expect(s2.activeKey).toBe('/a');
  });

  it('closes the least recently used tab when too many', () => {
    const s = openTab(three, '/d', '', 10, 3);
    expect(s.tabs.map((t) => t.key)).toEqual(['/b', '/c', '/d']);
  });

  it('closing the active tab activates its right neighbour, else the left one', () => {
    expect(closeTab(three, '/b')).toMatchObject({ activeKey: '/c', next: { key: '/c' } });
    expect(closeTab({ ...three, activeKey: '/c' }, '/c')).toMatchObject({ activeKey: '/b', next: { key: '/b' } });
    expect(closeTab({ tabs: [tab('/a')], activeKey: '/a' }, '/a')).toMatchObject({ tabs: [], activeKey: null, next: null });
  });

  it('closing an inactive tab keeps the active one', () => {
    expect(closeTab(three, '/a')).toMatchObject({ activeKey: '/b', next: { key: '/b' } });
  });

  it('closes others and to the right', () => {
    expect(closeOtherTabs(three, '/c')).toEqual({ tabs: [tab('/c', 3)], activeKey: '/c' });
    expect(closeTabsToRight(three, '/a')).toEqual({ tabs: [tab('/a', 1)], activeKey: '/a' });
    expect(closeTabsToRight(three, '/b').activeKey).toBe('/b');
  });

  it('sanitizes what comes back from storage', () => {
    expect(sanitizeTabs(null)).toEqual({ tabs: [], activeKey: null });
    const s = sanitizeTabs({ tabs: [{ key: '/a', search: '?q=1', scrollTop: 30 }, { key: '/a' }, { key: 'bad' }, 5], activeKey: '/zzz' });
    expect(s).toEqual({ tabs: [{ key: '/a', search: '?q=1', scrollTop: 30, lastActive: 0 }], activeKey: '/a' });
  });
});
