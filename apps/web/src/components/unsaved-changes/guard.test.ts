import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedChanges, markClean, markDirty } from './guard';

const a = Symbol('a');
const b = Symbol('b');
afterEach(() => {
  markClean(a);
  markClean(b);
});

// The beforeunload prompt is a browser matter: e2e/power-history.e2e.ts checks it.
describe('unsaved-changes guard', () => {
  it('knows which workspace tabs hold dirty forms', () => {
    expect(hasUnsavedChanges()).toBe(false);
    markDirty(a, '/order');
    markDirty(b, '/details/7');
    expect(hasUnsavedChanges()).toBe(true);
    expect(hasUnsavedChanges(['/order'])).toBe(true);
    expect(hasUnsavedChanges(['/trial', '/details/7'])).toBe(true);
    expect(hasUnsavedChanges(['/trial'])).toBe(false);
    markClean(a);
    expect(hasUnsavedChanges(['/order'])).toBe(false);
    expect(hasUnsavedChanges()).toBe(true);
  });
});
