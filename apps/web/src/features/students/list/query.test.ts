import { describe, expect, it } from 'vitest';
import { buildFilter, withDescendants } from './query';

describe('student list filters', () => {
  const tree = new Map([
    ['2', '1'],
    ['3', '2'],
    ['4', '1'],
    ['9', '8'],
  ]);

  it('a department includes every department under it', () => {
    expect(withDescendants(['1'], tree).sort()).toEqual(['1', '2', '3', '4']);
    expect(withDescendants(['2'], tree).sort()).toEqual(['2', '3']);
    expect(withDescendants(['5'], tree)).toEqual(['5']);
  });

  it('labels, intention and department go through the relations (class rows through user)', () => {
    expect(buildFilter('stat', { label: ['7', '8'], intention: 'track', department: ['2'] }, { departments: tree })).toEqual({
      'user.labelRecords.label_id': ['7', '8'],
      'user.intentions.is_track': 1,
      'teacher.department_id': ['2', '3'],
    });
    expect(buildFilter('user', { label: '7', intention: 'none' })).toEqual({
      'labelRecords.label_id': ['7'],
      bool: { must_not: [{ term: { 'intentions.is_track': 1 } }] },
    });
  });

  it('teacher and channel: an id, or a name through the relation', () => {
    expect(buildFilter('stat', { teacher: '12', channel: '小熊*' })).toEqual({ teacher_id: '12', 'user.channelInfo.name': '小熊*' });
    expect(buildFilter('user', { teacher: '王', channel: '34' })).toEqual({ 'teacher.realname': '*王*', channel_id: '34' });
  });

  it('the phone / number search and "not tracked" share one bool', () => {
    expect(buildFilter('user', { key: '1234', intention: 'none' })).toEqual({
      bool: {
        must: [{ bool: { should: [{ mobile: '*1234*' }, { user_num: '*1234*' }] } }],
        must_not: [{ term: { 'intentions.is_track': 1 } }],
      },
    });
  });
});
