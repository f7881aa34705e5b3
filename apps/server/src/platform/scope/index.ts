export { SCOPE_KINDS, studentInSubjectSql, type ScopeKind, type ScopeKindSpec } from './kinds';
export { assertSubjectsHeld } from './subjects';
export { assertInSubjects, assertRouteScope, idsInSubjects, valuesOf, type ScopeDecl, type UnscopedDecl } from './guard';
export { missingInSubject, ownTeacherId, studentByMobile, studentInSubject, teacherInSubject, type StudentRow } from './active-subject';
