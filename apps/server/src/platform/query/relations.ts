import DataLoader from 'dataloader';
import { assertAccess } from '../http/access';
import { AppError } from '../http/errors';
import { dbOf, selectList, type EngineContext } from './engine';
import { and, scopeConditions } from './filter';
import type { ModelRelation, QueryModel } from './model';
import type { RawRow } from './registry';
import { orderBySql, parseSort } from './sort';
import { arrayCast, SqlParams } from './values';

/**
 * Relations are loaded in batches: one `WHERE foreign = ANY($keys)` statement per relation per level,
 * whatever the number of parent rows (no N+1). GraphQL uses DataLoader; the export calls
 * attachRelations per chunk.
 */

/** Rows one batch may return; a relation that fans out further is a modelling problem, said clearly. */
export const RELATION_ROW_CAP = 50000;
const BATCH_KEYS = 5000;

/** The key a relation matches on, as text (ids are read as text; ints come as numbers or strings). */
export function relationKey(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  return String(raw);
}

const isInt8 = (k: string): boolean => /^-?\d{1,19}$/.test(k) && BigInt(k) <= 9223372036854775807n && BigInt(k) >= -9223372036854775808n;

export function checkRelationAccess(ec: EngineContext, model: QueryModel, rel: ModelRelation): QueryModel {
  const target = ec.registry.model(rel.model);
  assertAccess(ec.ctx, rel.access ?? target.access, `${model.name}.${rel.name}`);
  return target;
}

/** Target rows grouped by key, in the target's default order. */
export async function fetchRelated(
  ec: EngineContext,
  rel: ModelRelation,
  keys: readonly string[],
  projection: Iterable<string>,
): Promise<Map<string, RawRow[]>> {
  const target = ec.registry.model(rel.model);
  const foreign = target.fields.get(rel.foreignField);
  const out = new Map<string, RawRow[]>();
  if (!foreign) return out;
  const numeric = foreign.type === 'id' || foreign.type === 'int';
  // A key that cannot be an integer cannot match an integer column; dropping it keeps the cast safe.
  const usable = [...new Set(keys)].filter((k) => !numeric || isInt8(k));
  if (usable.length === 0) return out;
  const params = new SqlParams();
  const where = and([...scopeConditions(target, ec.ctx, params), `${foreign.sql} = ANY(${params.add(usable, arrayCast(foreign))})`]);
  const sql = `SELECT ${selectList(target, projection)}, (${foreign.sql})::text AS "__key" FROM ${target.from}
    WHERE ${where} ORDER BY ${orderBySql(parseSort(target, null))} LIMIT ${RELATION_ROW_CAP + 1}`;
  const { text, values } = params.bind(sql);
  const rows = (await dbOf(ec).query<RawRow>(text, values)).rows;
  if (rows.length > RELATION_ROW_CAP) {
    throw new AppError(
      'BAD_REQUEST',
      `关联数据过多：${rel.name}，请缩小查询范围`,
      `Too many related rows for ${rel.name}; narrow the query`,
    );
  }
  for (const row of rows) {
    const key = String(row.__key);
    delete row.__key;
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

export type LoaderCache = Map<string, DataLoader<string, RawRow[]>>;

/** The request's loader for one relation and one projection (same selection = same batch). */
export function relationLoader(
  ec: EngineContext,
  cache: LoaderCache,
  model: QueryModel,
  rel: ModelRelation,
  projection: ReadonlySet<string>,
): DataLoader<string, RawRow[]> {
  const cacheKey = `${model.name}.${rel.name}|${[...projection].sort().join(',')}`;
  let loader = cache.get(cacheKey);
  if (!loader) {
    loader = new DataLoader<string, RawRow[]>(
      async (keys) => {
        const found = await fetchRelated(ec, rel, keys, projection);
        return keys.map((k) => found.get(k) ?? []);
      },
      { maxBatchSize: BATCH_KEYS },
    );
    cache.set(cacheKey, loader);
  }
  return loader;
}

/** What to load below a model: relation name -> fields of the target and deeper relations. */
export interface RelationTree {
  fields: Set<string>;
  relations: Map<string, RelationTree>;
}

export const emptyTree = (): RelationTree => ({ fields: new Set(), relations: new Map() });

/** Fields of `model` a tree needs read: its own plus the local keys of the relations below it. */
export function treeProjection(model: QueryModel, tree: RelationTree): Set<string> {
  const out = new Set(tree.fields);
  for (const name of tree.relations.keys()) {
    const rel = model.relations.get(name);
    if (rel) out.add(rel.localField);
  }
  return out;
}

/** Loads every relation of the tree for these rows, level by level, and stores it on the rows. */
export async function attachRelations(ec: EngineContext, model: QueryModel, rows: RawRow[], tree: RelationTree): Promise<void> {
  for (const [name, sub] of tree.relations) {
    const rel = model.relations.get(name);
    if (!rel) continue;
    const target = checkRelationAccess(ec, model, rel);
    const keys = rows.map((r) => relationKey(r[rel.localField])).filter((k): k is string => k !== null);
    const found = new Map<string, RawRow[]>();
    for (let i = 0; i < keys.length; i += BATCH_KEYS) {
      for (const [k, v] of await fetchRelated(ec, rel, keys.slice(i, i + BATCH_KEYS), treeProjection(target, sub))) found.set(k, v);
    }
    const children: RawRow[] = [];
    for (const row of rows) {
      const key = relationKey(row[rel.localField]);
      const related = key === null ? [] : (found.get(key) ?? []);
      row[name] = rel.many ? related : (related[0] ?? null);
      children.push(...related);
    }
    if (sub.relations.size) await attachRelations(ec, target, [...new Set(children)], sub);
  }
}
