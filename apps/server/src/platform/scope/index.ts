export { SCOPE_KINDS, type ScopeKind, type ScopeKindSpec } from './kinds';
export { assertInSubjects, assertRouteScope, idsInSubjects, valuesOf, type ScopeDecl, type UnscopedDecl } from './guard';
