import type { Queryable } from '../db';
import type { RequestContext } from '../http/context';
import { and, compileFilter, scopeConditions } from './filter';
import type { QueryModel } from './model';
import type { QueryRegistry } from './registry';
import type { SqlParams } from './values';

/** What the engine needs about the request: the subject scope and access (ctx), the models, a connection. */
export interface EngineContext {
  ctx: RequestContext;
  registry: QueryRegistry;
  /** Defaults to ctx.db; tests wrap it to count statements. */
  db?: Queryable;
}

/** Scope + model condition + the compiled filter, as one WHERE body. */
export function whereSql(ec: EngineContext, model: QueryModel, query: unknown, params: SqlParams): string {
  const filter = compileFilter(model, query, params, ec);
  const where = and([...scopeConditions(model, ec.ctx, params), filter]);
  // The relation's count is right only when its condition is the whole filter, and the model adds
  // nothing but one subject line to it (a model condition would exclude rows the target still counts).
  const onTarget = params.targetCounts.get(filter);
  if (onTarget && !model.where && !model.subjectValues) params.targetCounts.set(where, onTarget);
  return where;
}

/** Column references of a condition over alias `t` (quoted or not). */
const COLUMN_REF = /\bt\.(?:"([a-z_][a-z0-9_]*)"|([a-z_][a-z0-9_]*))/gi;

/**
 * True when `where` can be evaluated on the model's count rollup instead of its rows: it reads only
 * rollup columns and has no subquery (whose own alias `t` would be another table's).
 */
export function rollupAnswers(model: QueryModel, where: string): boolean {
  return model.countRollup !== undefined && readsOnly(where, model.countRollup.columns);
}

/** `sql` (over alias `t`) reads no column but these, and has no subquery. */
export function readsOnly(sql: string, columns: readonly string[]): boolean {
  if (/\bselect\b/i.test(sql)) return false;
  for (const m of sql.matchAll(COLUMN_REF)) if (!columns.includes(m[1] ?? m[2])) return false;
  return true;
}
