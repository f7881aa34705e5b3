export { SCOPE_KINDS, type ScopeKind, type ScopeKindSpec } from './kinds';
export { assertSubjectsHeld } from './subjects';
export { assertInSubjects, assertRouteScope, idsInSubjects, valuesOf, type ScopeDecl, type UnscopedDecl } from './guard';
