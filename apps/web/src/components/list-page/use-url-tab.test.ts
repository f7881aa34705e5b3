import { describe, expect, it } from 'vitest';
import { tabOf } from './use-url-tab';

describe('the tab in the URL', () => {
  const keys = ['channels', 'stats'];
  it('reads the tab the query names, else the fallback', () => {
    expect(tabOf('?tab=stats&department=3', keys, 'channels')).toBe('stats');
    expect(tabOf('', keys, 'channels')).toBe('channels');
    // an unknown or stale tab (an old link) shows the first tab instead of an empty page
    expect(tabOf('?tab=gone', keys, 'channels')).toBe('channels');
  });
});
