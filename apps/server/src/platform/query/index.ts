/**
 * The query-language engine: the public entry other modules use. Areas declare models with
 * defineModel in modules/<area>/models.ts, register them on the app's QueryRegistry, and the
 * platform serves them on every GraphQL path (registerGraphqlRoutes). See docs/query-language.md.
 */
export {
  defineModel,
  defaultRootName,
  DEFAULT_ROOTS,
  ALL_ROOT_KINDS,
  type FieldOptions,
  type FieldType,
  type Label,
  type LabelDictionary,
  type ModelOptions,
  type QueryModel,
  type RelationOptions,
  type RootKind,
  type SortDirection,
} from './model';
export {
  QueryRegistry,
  listRootAccess,
  type CustomRootOptions,
  type PageResult,
  type QueryTools,
  type RawRow,
  type RootEntry,
  type SchemaTypes,
  type StatisticsBucket,
} from './registry';
export { compileFilter, parseFilterInput, scopeConditions, FILTER_LIMITS } from './filter';
export { parseSort } from './sort';
export { SqlParams } from './values';
export { QUERY_LIMITS, countRows, listRows, pageRows, firstRow, statistics, type EngineContext } from './engine';
export { buildQuerySchema, schemaFor, listRoots } from './schema';
export { GRAPHQL_LIMITS } from './hardening';
export { runGraphql, type GraphqlOutcome, type GraphqlRequest } from './execute';
export { registerGraphqlRoutes, GRAPHQL_PATHS, type GraphqlRoutesOptions } from './routes';
export { type ExportInfo, type OnExported } from './export';
export { maskMobile } from './present';
export {
  DICTIONARY_ROOTS,
  builtinDictionaries,
  chainDictionaries,
  registerDictionaryRoots,
  type DictionaryEntry,
  type DictionaryName,
  type DictionaryProvider,
} from './dictionaries';
export { computed, noFilter, studentRef, type Fields } from './field-builders';
export { LAST_MONTH_START, LAST_WEEK_START, MONTH_START, TODAY_START, WEEK_START } from './periods';
