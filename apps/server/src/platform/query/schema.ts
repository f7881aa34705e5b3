import { GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import type { Access } from '../http/access';
import type { QueryRegistry, RootEntry } from './registry';
import { customRootField, modelRootField } from './roots';
import { TypeBuilder, type QueryContext } from './types';

/**
 * ONE schema from the registry: every endpoint of CONTRACT §2 answers it. Per model an object type
 * (snake_case fields, ids as strings, times as ms, `*_text` labels, relations nested) and its roots;
 * custom roots (counters, dictionaries, menus) beside them, all behind their registered Access.
 */
export function buildQuerySchema(registry: QueryRegistry): GraphQLSchema {
  registry.validate();
  const types = new TypeBuilder(registry);
  const fields: GraphQLFieldConfigMap<unknown, QueryContext> = {};
  for (const entry of registry.roots()) {
    if (entry.model && entry.kind !== 'custom' && entry.kind !== 'dictionary') {
      fields[entry.name] = modelRootField(types, { ...entry, model: entry.model }, entry.kind);
    } else {
      fields[entry.name] = customRootField(types, entry);
    }
  }
  // A schema needs one root field; an empty registry answers only this.
  if (Object.keys(fields).length === 0) fields._empty = { type: GraphQLString, resolve: () => null };
  const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields }) });
  // Force every type thunk now, so a bad declaration fails at start-up rather than on a request.
  schema.getTypeMap();
  return schema;
}

const cache = new WeakMap<QueryRegistry, { version: number; schema: GraphQLSchema }>();

/** The registry's schema, rebuilt only when models or roots were added since. */
export function schemaFor(registry: QueryRegistry): GraphQLSchema {
  const hit = cache.get(registry);
  if (hit && hit.version === registry.version) return hit.schema;
  const schema = buildQuerySchema(registry);
  cache.set(registry, { version: registry.version, schema });
  return schema;
}

/** Every root name with its Access (the permission snapshot uses the labelled form: listRootAccess). */
export function listRoots(registry: QueryRegistry): Array<{ name: string; kind: RootEntry['kind']; access: Access }> {
  return registry.roots().map((r) => ({ name: r.name, kind: r.kind, access: r.access }));
}
