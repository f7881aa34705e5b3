import { assertAccess } from '../http/access';
import type { RequestContext } from '../http/context';
import { AppError } from '../http/errors';
import { leafSql, RANGE_OPS, type Leaf, type RangeOp } from './conditions';
import type { ModelField, QueryModel } from './model';
import type { QueryRegistry } from './registry';
import type { SqlParams } from './values';

/**
 * The filter language of CONTRACT §7 compiled to one parameterized SQL condition over alias `t`.
 * Two dialects: the shorthand (flat object, keys ANDed) and the bool dialect (must/filter/should/
 * must_not with leaves term/terms/range/wildcard/prefix/match/exists). See docs/query-language.md.
 */

export const FILTER_LIMITS = { maxDepth: 16, maxLeaves: 500 } as const;

export interface FilterScope {
  ctx: RequestContext;
  registry: QueryRegistry;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const LEAF_KINDS = new Set(['term', 'terms', 'range', 'wildcard', 'prefix', 'match', 'match_phrase', 'exists', 'match_all', 'ids']);
/** Keys a leaf body may carry that are not field names (accepted and ignored). */
const LEAF_META = new Set(['boost', '_name', 'case_insensitive', 'rewrite']);
const BOOL_META = new Set(['boost', '_name', 'minimum_should_match', 'adjust_pure_negative']);

const bad = (zh: string, en: string) => new AppError('BAD_REQUEST', zh, en);
export const unknownField = (label: string) => bad(`未知的查询字段：${label}`, `Unknown query field: ${label}`);
const malformed = (where: string) => bad(`查询条件格式不正确：${where}`, `Malformed filter at ${where}`);

/** `""`, `"{}"`, `null` (and an absent argument) mean no filter; anything else must be a JSON object. */
export function parseFilterInput(raw: unknown): Obj | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const s = raw.trim();
    if (s === '' || s === 'null') return null;
    try {
      value = JSON.parse(s);
    } catch {
      throw bad('查询条件不是有效的 JSON', 'The filter (query) is not valid JSON');
    }
  }
  if (value === null) return null;
  if (!isObj(value)) throw bad('查询条件必须是 JSON 对象', 'The filter (query) must be a JSON object');
  return Object.keys(value).length === 0 ? null : value;
}

/** Subject scope and the model's fixed condition: applied to every read of the model, in any position. */
export function scopeConditions(model: QueryModel, ctx: RequestContext, params: SqlParams): string[] {
  const out: string[] = [];
  if (model.subjectSql) {
    const values = model.subjectValues ? [...model.subjectValues(ctx.subject)] : [ctx.subject];
    out.push(
      values.length === 1
        ? `${model.subjectSql} = ${params.add(values[0], 'int')}`
        : `${model.subjectSql} = ANY(${params.add(values, 'int[]')})`,
    );
  }
  if (model.where) out.push(model.where);
  return out;
}

export function and(parts: string[]): string {
  const real = parts.filter((p) => p !== 'TRUE');
  if (real.includes('FALSE')) return 'FALSE';
  if (real.length === 0) return 'TRUE';
  return real.length === 1 ? real[0] : real.map((p) => `(${p})`).join(' AND ');
}

function or(parts: string[]): string {
  const real = parts.filter((p) => p !== 'FALSE');
  if (real.includes('TRUE')) return 'TRUE';
  if (real.length === 0) return 'FALSE';
  return real.length === 1 ? real[0] : real.map((p) => `(${p})`).join(' OR ');
}

/** NULL-safe negation: a row whose field is NULL does not match `status = 1`, so it matches the NOT. */
function not(part: string): string {
  if (part === 'TRUE') return 'FALSE';
  if (part === 'FALSE') return 'TRUE';
  return `(${part}) IS NOT TRUE`;
}

const stripKeyword = (name: string) => (name.endsWith('.keyword') ? name.slice(0, -'.keyword'.length) : name);

class FilterCompiler {
  private leaves = 0;
  constructor(
    private readonly params: SqlParams,
    private readonly scope: FilterScope,
  ) {}

  /** Top level and shorthand objects: every key ANDed. */
  shorthand(model: QueryModel, obj: Obj, depth: number): string {
    this.checkDepth(depth);
    const parts: string[] = [];
    for (const [key, value] of Object.entries(obj)) {
      if (key === 'bool' && !model.fields.has('bool')) {
        if (!isObj(value)) throw malformed('bool');
        parts.push(this.bool(model, value, depth + 1));
      } else if (key.endsWith('.like') && isObj(value)) {
        // {"label.like": {"f.keyword": "*abc*"}}: the key is only a label; no * means "contains".
        for (const [f, pattern] of Object.entries(value)) {
          const text = typeof pattern === 'string' && !pattern.includes('*') ? `*${pattern}*` : pattern;
          if (text === null || text === '' || text === '**') continue;
          parts.push(this.onField(model, f, (field, label) => this.leaf(field, label, { op: 'wildcard', pattern: text })));
        }
      } else if (model.filterKeys && Object.hasOwn(model.filterKeys, key) && !model.fields.has(key)) {
        // A model's custom key (an original client's object filter): the model compiles it.
        if (++this.leaves > FILTER_LIMITS.maxLeaves)
          throw bad(`查询条件过多（最多 ${FILTER_LIMITS.maxLeaves} 个）`, 'Too many filter conditions');
        parts.push(model.filterKeys[key](value, (v, cast) => this.params.add(v, cast)));
      } else if (LEAF_KINDS.has(key) && isObj(value) && !model.fields.has(stripKeyword(key))) {
        // A bare leaf at the top ({"range": {...}}) when the model has no field of that name.
        parts.push(this.leafClause(model, key, value, depth));
      } else {
        parts.push(this.onField(model, key, (field, label) => this.shorthandValue(field, label, value)));
      }
    }
    return and(parts);
  }

  private shorthandValue(field: ModelField, label: string, value: unknown): string {
    if (value === null || value === '') return 'TRUE';
    if (Array.isArray(value)) return this.leaf(field, label, { op: 'in', values: value });
    if (isObj(value)) return this.leaf(field, label, { op: 'range', bounds: rangeBounds(value) });
    if (typeof value === 'string' && value.includes('*')) return this.leaf(field, label, { op: 'wildcard', pattern: value });
    // The original client joins a multi-select into one text ({"express_status": "0,1,2"}); on a
    // number field that text can only mean the list (a text field keeps its comma as a character).
    if (typeof value === 'string' && NUMBER_TYPES.has(field.type) && NUMBER_LIST.test(value)) {
      return this.leaf(field, label, { op: 'in', values: value.split(',').map((v) => v.trim()) });
    }
    return this.leaf(field, label, { op: 'eq', value });
  }

  bool(model: QueryModel, body: Obj, depth: number): string {
    this.checkDepth(depth);
    for (const key of Object.keys(body)) {
      if (!['must', 'filter', 'should', 'must_not'].includes(key) && !BOOL_META.has(key)) throw malformed(`bool.${key}`);
    }
    const clauses = (key: string) => asList(body[key], `bool.${key}`).map((c) => this.clause(model, c, depth + 1, `bool.${key}`));
    const must = [...clauses('must'), ...clauses('filter')];
    const should = clauses('should');
    const mustNot = clauses('must_not').map(not);
    const parts = [...must, ...mustNot];
    if (should.length) {
      // Elasticsearch rule: should is required (one match) only when there is no must/filter clause,
      // unless minimum_should_match says otherwise.
      const hasMust = body.must !== undefined || body.filter !== undefined;
      const min = minimumShouldMatch(body.minimum_should_match, should.length, hasMust ? 0 : 1);
      if (min === 1) parts.push(or(should));
      else if (min > should.length) parts.push('FALSE');
      else if (min > 1) parts.push(`(${should.map((s) => `CASE WHEN ${s} THEN 1 ELSE 0 END`).join(' + ')}) >= ${min}`);
    }
    return and(parts);
  }

  /** An element of must/filter/should/must_not: leaves, a nested bool, or (leniently) shorthand keys. */
  private clause(model: QueryModel, item: unknown, depth: number, where: string): string {
    if (!isObj(item)) throw malformed(where);
    const parts: string[] = [];
    for (const [key, value] of Object.entries(item)) {
      if (key === 'bool') {
        if (!isObj(value)) throw malformed(`${where}.bool`);
        parts.push(this.bool(model, value, depth + 1));
      } else if (LEAF_KINDS.has(key)) {
        if (!isObj(value)) throw malformed(`${where}.${key}`);
        parts.push(this.leafClause(model, key, value, depth));
      } else {
        parts.push(this.shorthand(model, { [key]: value }, depth));
      }
    }
    return and(parts);
  }

  private leafClause(model: QueryModel, kind: string, body: Obj, depth: number): string {
    this.checkDepth(depth);
    if (kind === 'match_all') return 'TRUE';
    if (kind === 'exists') {
      if (typeof body.field !== 'string') throw malformed('exists.field');
      return this.onField(model, body.field, (field, label) => this.leaf(field, label, { op: 'exists' }));
    }
    if (kind === 'ids') {
      const values = Array.isArray(body.values) ? body.values : [body.values];
      return this.leaf(model.primaryKey, 'ids', { op: 'in', values });
    }
    const parts: string[] = [];
    for (const [name, raw] of Object.entries(body)) {
      if (LEAF_META.has(name)) continue;
      parts.push(this.onField(model, name, (field, label) => this.leaf(field, label, leafOf(kind, raw, label))));
    }
    return and(parts);
  }

  private leaf(field: ModelField, label: string, leaf: Leaf): string {
    if (++this.leaves > FILTER_LIMITS.maxLeaves) {
      throw bad(`查询条件过多（最多 ${FILTER_LIMITS.maxLeaves} 个）`, `Too many filter conditions (max ${FILTER_LIMITS.maxLeaves})`);
    }
    if (leaf.op === 'eq' && (leaf.value === null || leaf.value === '')) return 'TRUE';
    if (leaf.op === 'eq' && Array.isArray(leaf.value)) return leafSql(field, label, { op: 'in', values: leaf.value }, this.params);
    return leafSql(field, label, leaf, this.params);
  }

  /**
   * Resolves a field name (`.keyword` stripped) on the model; a dotted name follows relations and
   * becomes `local IN (SELECT foreign FROM target WHERE scope AND condition)`.
   */
  private onField(model: QueryModel, rawName: string, build: (field: ModelField, label: string) => string, label = rawName): string {
    const name = stripKeyword(rawName);
    const field = model.fields.get(name);
    if (field) {
      if (!field.filter) throw bad(`该字段不能用于查询：${label}`, `Field cannot be filtered: ${label}`);
      if (field.filterVia) return this.onField(model, field.filterVia, build, label);
      return build(field, label);
    }
    const dot = name.indexOf('.');
    const rel = dot > 0 ? model.relations.get(name.slice(0, dot)) : undefined;
    if (!rel || !this.scope.registry.hasModel(rel.model)) throw unknownField(label);
    const target = this.scope.registry.model(rel.model);
    assertAccess(this.scope.ctx, rel.access ?? target.access, `${model.name}.${rel.name}`);
    const inner = this.onField(target, name.slice(dot + 1), build, label);
    if (inner === 'TRUE' || inner === 'FALSE') return inner;
    const local = model.fields.get(rel.localField);
    const foreign = target.fields.get(rel.foreignField);
    if (!local || !foreign) throw unknownField(label);
    const where = and([`${foreign.sql} IS NOT NULL`, ...scopeConditions(target, this.scope.ctx, this.params), inner]);
    // A bare IN (no COALESCE around it) lets PostgreSQL plan a semi-join (index lookups per page row)
    // instead of a per-row subplan over the whole table; NULL (no key) already counts as no match,
    // and must_not negates with IS NOT TRUE, so NULL never needs folding to FALSE here.
    const condition = `${local.sql} IN (SELECT ${foreign.sql} FROM ${target.from} WHERE ${where})`;
    if (rel.countOnTarget) {
      const counted = isOneEquality(inner, rel.uniquePer ? target.fields.get(rel.uniquePer) : undefined)
        ? 'count(*)'
        : `count(DISTINCT ${foreign.sql})`;
      this.params.targetCounts.set(condition, `SELECT ${counted} AS n FROM ${target.from} WHERE ${where}`);
    }
    return condition;
  }

  private checkDepth(depth: number): void {
    if (depth > FILTER_LIMITS.maxDepth) {
      throw bad(`查询条件嵌套过深（最多 ${FILTER_LIMITS.maxDepth} 层）`, `Filter nested too deeply (max ${FILTER_LIMITS.maxDepth})`);
    }
  }
}

const NUMBER_TYPES: ReadonlySet<string> = new Set(['int', 'id']);
const NUMBER_LIST = /^\s*-?\d{1,19}\s*(,\s*-?\d{1,19}\s*)+$/;

// eslint-disable-next-line no-control-regex -- SqlParams' NUL-delimited placeholder, with its cast
const ONE_PARAMETER = /^\u0000\d+\u0000::[a-z0-9_ ]+$/;

/** `sql` is exactly `<field> = <one parameter>` (what eq and a one-value in compile to). */
function isOneEquality(sql: string, field: ModelField | undefined): boolean {
  if (!field) return false;
  const prefix = `${field.sql} = `;
  return sql.startsWith(prefix) && ONE_PARAMETER.test(sql.slice(prefix.length));
}

function asList(v: unknown, where: string): unknown[] {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v;
  if (isObj(v)) return [v];
  throw malformed(where);
}

function rangeBounds(obj: Obj): Partial<Record<RangeOp, unknown>> {
  const bounds: Partial<Record<RangeOp, unknown>> = {};
  for (const op of RANGE_OPS) if (op in obj) bounds[op] = obj[op];
  return bounds;
}

/** The body of one field inside a leaf: the value itself or {value|query|wildcard: v, ...}. */
function leafOf(kind: string, raw: unknown, label: string): Leaf {
  const inner = (keys: string[]): unknown => {
    if (!isObj(raw)) return raw;
    for (const k of keys) if (k in raw) return raw[k];
    throw malformed(`${kind}.${label}`);
  };
  switch (kind) {
    case 'term':
      return { op: 'eq', value: inner(['value']) };
    case 'terms':
      return { op: 'in', values: Array.isArray(raw) ? raw : [raw] };
    case 'range':
      if (!isObj(raw)) throw malformed(`range.${label}`);
      return { op: 'range', bounds: rangeBounds(raw) };
    case 'wildcard':
      return { op: 'wildcard', pattern: inner(['value', 'wildcard']) };
    case 'prefix':
      return { op: 'prefix', value: inner(['value']) };
    case 'match':
      return { op: 'match', value: inner(['query']) };
    case 'match_phrase':
      return { op: 'match', value: inner(['query']), phrase: true };
    default:
      throw malformed(kind);
  }
}

function minimumShouldMatch(raw: unknown, count: number, fallback: number): number {
  if (raw === undefined || raw === null) return fallback;
  const s = String(raw).trim();
  const pct = /^(-?\d{1,3})%$/.exec(s);
  let n: number;
  if (pct) n = Math.floor((count * Number(pct[1])) / 100);
  else if (/^-?\d{1,6}$/.test(s)) n = Number(s);
  else throw malformed('bool.minimum_should_match');
  return n < 0 ? Math.max(0, count + n) : n;
}

/**
 * Compiles a filter (the `query` argument) for `model` to one SQL condition, pushing values into
 * `params`. Subject scope is NOT included (see scopeConditions): the caller applies it separately so
 * no filter shape can widen it.
 */
export function compileFilter(model: QueryModel, raw: unknown, params: SqlParams, scope: FilterScope): string {
  const obj = parseFilterInput(raw);
  if (!obj) return 'TRUE';
  return new FilterCompiler(params, scope).shorthand(model, obj, 0);
}
