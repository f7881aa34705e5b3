import type { Access } from '../http/access';

/**
 * Query models: the one declaration of what a query-language root can read. A model gives both the
 * SQL (source, column expressions, subject scope) and the GraphQL type, so the two never drift.
 */

export type FieldType = 'id' | 'int' | 'float' | 'money' | 'string' | 'bool' | 'time' | 'json' | 'string[]';

export interface Label {
  zh: string;
  en: string;
}
/** code -> display label; a field with a label also yields `<field>_text`. */
export type LabelDictionary = Readonly<Record<string, Label>>;

export interface FieldOptions {
  type: FieldType;
  /** Column of the source; defaults to the field name. */
  column?: string;
  /** A SQL expression over the row alias `t` (e.g. `t.first_name || t.last_name`); replaces column. */
  sql?: string;
  /** May be used in filters. Default true (false for json). */
  filter?: boolean;
  /** May be used in sort. Default true for scalars (false for json and string[]). */
  sort?: boolean;
  label?: LabelDictionary;
  /** 'mobile': rendered as 138****1234 in every response and export (CONTRACT §4); filters still see the real value. */
  mask?: 'mobile';
  /**
   * A flat copy of a related field (`mobile` of a class row = `user.mobile`): a filter on this field is
   * compiled as the filter on that relation path (an indexed `IN (SELECT ...)`), never as the
   * per-row expression. Must name a relation of this model; checked when the schema is built.
   */
  filterVia?: string;
  description?: string;
}

export interface RelationOptions {
  /** Name of the target model (resolved through the registry, so models may refer to each other). */
  model: string;
  /** Field of this model holding the key. */
  localField: string;
  /** Field of the target model the key is matched against. */
  foreignField: string;
  /** true: a list of target rows; false (default): the first target row or null. */
  many?: boolean;
  /** Who may follow the relation; defaults to the target model's access (deny by default). */
  access?: Access;
  /**
   * A promise of the model's author: every target row in a subject line belongs to a row of this
   * model in that line (a foreign key enforces it). A list filtered by this relation alone is then
   * counted on the target, its distinct keys by an index, instead of one probe of this model per
   * matching row (students by label: 414 ms -> about 30 ms on the large set).
   */
  countOnTarget?: boolean;
  /**
   * With countOnTarget: the target's rows are unique per (foreignField, this field), as a primary key
   * makes them, so a count under one equality on this field needs no DISTINCT (students with one
   * label: the label's rows, counted from the index, 40 -> 20 ms on the large set).
   */
  uniquePer?: string;
}

export type RootKind = 'Page' | 'List' | 'ListEx' | 'One' | 'Count' | 'Statistics';
export const DEFAULT_ROOTS: readonly RootKind[] = ['Page', 'List', 'ListEx', 'One'];
export const ALL_ROOT_KINDS: readonly RootKind[] = ['Page', 'List', 'ListEx', 'One', 'Count', 'Statistics'];

export type SortDirection = 'asc' | 'desc';

export interface ModelOptions {
  /** PascalCase; names the GraphQL type and the roots (`${name}Page`, `${name}List`, ...). */
  name: string;
  /** A table or view name, or a parenthesised/plain SELECT (wrapped as a subquery). Aliased `t`. */
  source: string;
  fields: Record<string, FieldOptions>;
  /** Field used as the stable tiebreak and keyset cursor. Default 'id'. */
  primaryKey?: string;
  /** Default sort when the request gives none; default {ctime:'desc'} when there is a ctime field, else the key desc. */
  defaultSort?: Record<string, SortDirection>;
  /** Column holding the subject code: the request's subject is ALWAYS applied, whatever the filter says. */
  subjectColumn?: string;
  /** Subject codes the scope admits for the request's subject (default: just that subject). */
  subjectValues?: (subject: number) => readonly number[];
  /** A fixed SQL condition over `t` always applied (e.g. `t.del = 0`). Developer-written, never user input. */
  where?: string;
  access: Access;
  relations?: Record<string, RelationOptions>;
  /** Which generic roots the model yields. Default Page, List, ListEx, One. */
  roots?: readonly RootKind[];
  /**
   * A trigger-maintained count table (a migration's, see 0220_count_rollups.sql) with these columns
   * and a signed `n`: totals whose condition reads only these columns are summed from it instead of
   * counted. Only declare it when every row of `source` is exactly one row of the rollup's base table.
   */
  countRollup?: CountRollup;
  /** A day rollup for the Statistics root (see DayRollup). */
  dayRollup?: DayRollup;
  /** Root names that break the pattern (e.g. { List: 'teacherList' }). */
  rootNames?: Partial<Record<RootKind, string>>;
  /**
   * Filter keys that are not fields: an original client's custom object (TeacherManagePage's
   * `{"department": {"id", "pid", "children"}}`), compiled by the model to a condition over `t`.
   * `param` binds a value (a value never enters the SQL text); return 'TRUE' for "no condition".
   * A key the model also has as a field stays the field.
   */
  filterKeys?: Record<string, CustomFilterKey>;
  description?: string;
}

export type CustomFilterKey = (value: unknown, param: (value: unknown, cast: string) => string) => string;

export interface ModelField {
  name: string;
  type: FieldType;
  /** SQL expression over alias `t`. */
  sql: string;
  filter: boolean;
  sort: boolean;
  label?: LabelDictionary;
  mask?: 'mobile';
  filterVia?: string;
  description?: string;
}

export interface ModelRelation extends RelationOptions {
  name: string;
  many: boolean;
}

export interface CountRollup {
  table: string;
  /** Column names of the source (as `t.<column>` in field SQL) that the rollup table carries too. */
  columns: readonly string[];
}

/**
 * A trigger-maintained table (a migration's, see 0226_order_day_rollup.sql) with one signed row per
 * China calendar `day` of the time field and combination of `columns`: `n` rows and the sum of each
 * of `sums`. A Statistics root whose filter reads only these columns and a range of the time field
 * sums whole days from it and reads only the partial first and last day from the rows.
 */
export interface DayRollup {
  table: string;
  /** The time field (a field name) whose days the table holds. */
  time: string;
  /** Columns of the source (as `t.<column>` in field SQL) the table carries as they are. */
  columns: readonly string[];
  /** Columns of the source the table sums (a sumField must read only one of them). */
  sums: readonly string[];
}

export interface QueryModel {
  readonly name: string;
  /** FROM clause item, already aliased `t`. */
  readonly from: string;
  readonly fields: ReadonlyMap<string, ModelField>;
  /** `<field>_text` -> field carrying the label dictionary. */
  readonly textFields: ReadonlyMap<string, ModelField>;
  readonly relations: ReadonlyMap<string, ModelRelation>;
  readonly primaryKey: ModelField;
  readonly defaultSort: ReadonlyArray<{ field: ModelField; dir: SortDirection }>;
  readonly subjectSql?: string;
  readonly subjectValues?: (subject: number) => readonly number[];
  readonly where?: string;
  readonly countRollup?: CountRollup;
  readonly dayRollup?: DayRollup;
  readonly filterKeys?: Readonly<Record<string, CustomFilterKey>>;
  readonly access: Access;
  /** root kind -> root name */
  readonly roots: ReadonlyMap<RootKind, string>;
  readonly description?: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FIELD_NAME = /^[a-z_][A-Za-z0-9_]*$/;
const IDENT = /^[a-z_][a-z0-9_]*$/;
const TABLE = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

function fail(model: string, msg: string): never {
  // A developer mistake in a declaration: fail loudly at start-up, not at query time.
  throw new Error(`defineModel(${model}): ${msg}`);
}

const quoteIdent = (name: string) => `"${name}"`;

/** The ONE way to declare a query model. Validates the declaration and precomputes its SQL. */
export function defineModel(opts: ModelOptions): QueryModel {
  const name = opts.name;
  if (!NAME.test(name)) fail(name, 'name must be a GraphQL name');
  const source = opts.source.trim();
  let from: string;
  if (TABLE.test(source)) from = `${source.split('.').map(quoteIdent).join('.')} AS t`;
  else if (/^\(?\s*(select|with)\b/i.test(source)) from = `(${source.replace(/^\(([\s\S]*)\)$/, '$1')}) AS t`;
  else fail(name, `source must be a table name or a SELECT: ${source.slice(0, 40)}`);

  const fields = new Map<string, ModelField>();
  const textFields = new Map<string, ModelField>();
  for (const [fieldName, f] of Object.entries(opts.fields)) {
    if (!FIELD_NAME.test(fieldName)) fail(name, `bad field name ${fieldName}`);
    if (f.column && !IDENT.test(f.column)) fail(name, `bad column ${f.column}`);
    if (f.column && f.sql) fail(name, `${fieldName}: give column or sql, not both`);
    if (f.mask && f.type !== 'string') fail(name, `${fieldName}: mask needs a string field`);
    const sql = f.sql ? `(${f.sql})` : `t.${quoteIdent(f.column ?? fieldName)}`;
    const structured = f.type === 'json' || f.type === 'string[]';
    fields.set(fieldName, {
      name: fieldName,
      type: f.type,
      sql,
      filter: f.filter ?? f.type !== 'json',
      sort: f.sort ?? !structured,
      label: f.label,
      mask: f.mask,
      filterVia: f.filterVia,
      description: f.description,
    });
  }
  for (const field of fields.values()) {
    if (!field.label) continue;
    const textName = `${field.name}_text`;
    if (fields.has(textName)) fail(name, `${textName} is generated from the label of ${field.name}; do not declare it`);
    textFields.set(textName, field);
  }

  const relations = new Map<string, ModelRelation>();
  for (const [relName, r] of Object.entries(opts.relations ?? {})) {
    if (!FIELD_NAME.test(relName)) fail(name, `bad relation name ${relName}`);
    if (fields.has(relName) || textFields.has(relName)) fail(name, `relation ${relName} clashes with a field`);
    if (!fields.has(r.localField)) fail(name, `relation ${relName}: no local field ${r.localField}`);
    relations.set(relName, { ...r, name: relName, many: r.many ?? false });
  }
  for (const field of fields.values()) {
    if (field.filterVia && !relations.has(field.filterVia.split('.')[0])) fail(name, `${field.name}: filterVia names no relation`);
  }

  const pkName = opts.primaryKey ?? 'id';
  const primaryKey = fields.get(pkName) ?? fail(name, `primary key field ${pkName} is not declared`);
  const sortSpec = opts.defaultSort ?? (fields.has('ctime') ? { ctime: 'desc' as const } : { [pkName]: 'desc' as const });
  const defaultSort = Object.entries(sortSpec).map(([k, dir]) => {
    const field = fields.get(k) ?? fail(name, `default sort field ${k} is not declared`);
    if (dir !== 'asc' && dir !== 'desc') fail(name, `default sort ${k} must be asc or desc`);
    return { field, dir };
  });
  if (opts.subjectColumn && !IDENT.test(opts.subjectColumn)) fail(name, `bad subject column ${opts.subjectColumn}`);
  if (opts.countRollup && (!TABLE.test(opts.countRollup.table) || !opts.countRollup.columns.every((c) => IDENT.test(c)))) {
    fail(name, 'countRollup needs a table name and plain column names');
  }
  const day = opts.dayRollup;
  if (
    day &&
    (!TABLE.test(day.table) || ![...day.columns, ...day.sums].every((c) => IDENT.test(c)) || fields.get(day.time)?.type !== 'time')
  ) {
    fail(name, 'dayRollup needs a table name, plain column names and a time field');
  }

  const roots = new Map<RootKind, string>();
  for (const kind of opts.roots ?? DEFAULT_ROOTS) {
    const rootName = opts.rootNames?.[kind] ?? defaultRootName(name, kind);
    if (!NAME.test(rootName)) fail(name, `bad root name ${rootName}`);
    roots.set(kind, rootName);
  }

  return {
    name,
    from,
    fields,
    textFields,
    relations,
    primaryKey,
    defaultSort,
    subjectSql: opts.subjectColumn ? `t.${quoteIdent(opts.subjectColumn)}` : undefined,
    subjectValues: opts.subjectValues,
    where: opts.where ? `(${opts.where})` : undefined,
    countRollup: opts.countRollup,
    dayRollup: opts.dayRollup,
    filterKeys: opts.filterKeys,
    access: opts.access,
    roots,
    description: opts.description,
  };
}

export function defaultRootName(model: string, kind: RootKind): string {
  return kind === 'One' ? model : `${model}${kind}`;
}
