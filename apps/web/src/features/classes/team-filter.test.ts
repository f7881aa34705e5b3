import { describe, expect, it } from 'vitest';
import { parseChangeLines } from './change-class-page';
import { teamFilter } from './team-filter';

describe('class list filter', () => {
  it('turns the list filters into the query-language filter', () => {
    expect(
      teamFilter({
        team_name: ' 1班 ',
        term: '360',
        team_state: '1,2',
        sup: ['S1'],
        teacher: '刘',
        department: '二部',
        category: '3',
        class_start: '2026-11-01,2026-11-30',
      }),
    ).toEqual({
      team_name: '*1班*',
      term: 360,
      team_state: [1, 2],
      sup: ['S1'],
      category: [3],
      'teacher.realname': '*刘*',
      'department.name': '*二部*',
      class_start: { gte: new Date('2026-11-01T00:00:00').getTime(), lte: expect.any(Number) },
    });
    expect(teamFilter({ team_state: '1', term: 'abc' }, false)).toEqual({});
  });
});

describe('class-change lines', () => {
  it('reads mobile or student id, target and optional source class', () => {
    expect(parseChangeLines('13800001234, 25\n1001，26，24\n\n')).toEqual([
      { mobile: '13800001234', toTeamId: '25' },
      { studentId: '1001', toTeamId: '26', fromTeamId: '24' },
    ]);
  });
});
