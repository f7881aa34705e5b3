import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';
import { errors } from '../../../platform/http/errors';

/**
 * Small helpers for the legacy class-centre roots (their answers are plain objects, not model rows):
 * an object type from a field map, the page type the original client reads, and the `query` argument
 * (a JSON object as text) read leniently.
 */
export type Shape = Record<string, 'string' | 'int' | 'float' | 'bool' | GraphQLOutputType>;

const SCALARS = { string: GraphQLString, int: GraphQLInt, float: GraphQLFloat, bool: GraphQLBoolean } as const;

export function objectType(name: string, shape: Shape, description?: string): GraphQLObjectType {
  return new GraphQLObjectType({
    name,
    description,
    fields: () =>
      Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, { type: typeof v === 'string' ? SCALARS[v] : v }]),
      ) as GraphQLFieldConfigMap<unknown, unknown>,
  });
}

// Keyed by the item type itself, not by name: each registry build makes its own item types, and a
// page type cached from an earlier build would put two types of one name into the new schema.
const pages = new WeakMap<GraphQLObjectType, Map<string, GraphQLObjectType>>();
/** The page type of an item type (one instance per item type and name within a schema build). */
export function pageType(name: string, item: GraphQLObjectType): GraphQLObjectType {
  const byName = pages.get(item) ?? new Map<string, GraphQLObjectType>();
  pages.set(item, byName);
  const known = byName.get(name);
  if (known) return known;
  const made = objectType(name, {
    content: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(item))),
    totalElements: 'string',
    totalPages: 'string',
    number: 'int',
    size: 'int',
    numberOfElements: 'int',
    first: 'bool',
    last: 'bool',
    empty: 'bool',
  });
  byName.set(name, made);
  return made;
}

export const listOf = (t: GraphQLObjectType) => new GraphQLList(new GraphQLNonNull(t));

/** The page object for rows of page `page` (1-based) of `size` out of `total`. */
export function asPage<T>(rows: T[], total: number, page: number, size: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content: rows,
    totalElements: String(total),
    totalPages: String(totalPages),
    number: page,
    size,
    numberOfElements: rows.length,
    first: page <= 1,
    last: page >= totalPages,
    empty: rows.length === 0,
  };
}

/** The `query` argument: a JSON object as text ("" or null = no condition). Keys are read by the caller. */
export function queryObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw === 'object') return raw as Record<string, unknown>;
  try {
    const v: unknown = JSON.parse(String(raw));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    throw errors.badRequest('查询条件格式不正确：query 需要 JSON 对象', 'query must be a JSON object');
  }
}

/** An id from a query object or argument: digits only, else undefined. */
export function idOf(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return String(v);
  if (typeof v === 'string' && /^\d{1,18}$/.test(v.trim())) return v.trim();
  return undefined;
}

/** Page number and size from arguments (defaults 1 / 20, size at most 1000). */
export function pageArgs(args: Record<string, unknown>, defaultSize = 20): { page: number; size: number } {
  const page = Math.max(1, Number(args.page) || 1);
  const size = Math.min(1000, Math.max(1, Number(args.size) || defaultSize));
  return { page, size };
}
