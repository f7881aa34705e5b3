import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLResolveInfo,
} from 'graphql';
import { assertAccess } from '../http/access';
import { allFields, countRows, firstRow, listRows, pageRows, statistics, type EngineContext } from './engine';
import type { QueryModel, RootKind } from './model';
import { modelProjection, subFields } from './projection';
import type { QueryTools, RootEntry } from './registry';
import type { QueryContext, TypeBuilder } from './types';

type Args = Record<string, unknown>;
type RootField = GraphQLFieldConfig<unknown, QueryContext, Args>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' ? v : null);

const QUERY = { type: GraphQLString, description: 'filter: JSON text (shorthand or bool dialect); "", "{}" and null mean none' };
const SORT = { type: GraphQLString, description: 'JSON text {"field":"asc"|"desc",...}; default the model sort' };
const LIST_PAGE = { type: GraphQLInt, description: '1-based, default 1: skips (page - 1) × size rows' };
const ARGS: Record<RootKind, GraphQLFieldConfigArgumentMap> = {
  Page: {
    query: QUERY,
    page: { type: GraphQLInt, description: '1-based, default 1' },
    size: { type: GraphQLInt, description: 'default 20, at most 1000' },
    sort: SORT,
  },
  List: { query: QUERY, page: LIST_PAGE, size: { type: GraphQLInt, description: 'default 20, at most 10000' }, sort: SORT },
  ListEx: { query: QUERY, page: LIST_PAGE, size: { type: GraphQLInt, description: 'default 20, at most 10000' }, sort: SORT },
  One: { query: QUERY, sort: SORT },
  Count: { query: QUERY },
  Statistics: { query: QUERY, sumField: { type: GraphQLString }, termField: { type: GraphQLString } },
};

/** Model fields the selection reads: for a page, the selection under `content`. */
function projectionOf(model: QueryModel, info: GraphQLResolveInfo, kind: RootKind): Set<string> {
  let selected = subFields(info.fieldNodes, info.fragments);
  if (kind === 'Page') selected = subFields(selected.get('content') ?? [], info.fragments);
  return modelProjection(model, selected);
}

/** A generic root of a model. Every call checks the model's access first; the engine applies the subject. */
export function modelRootField(types: TypeBuilder, entry: RootEntry & { model: QueryModel }, kind: RootKind): RootField {
  const { model, name } = entry;
  const object = types.object(model.name);
  const type =
    kind === 'Page'
      ? new GraphQLNonNull(types.page(model.name))
      : kind === 'One'
        ? object
        : kind === 'Count'
          ? new GraphQLNonNull(types.long)
          : kind === 'Statistics'
            ? new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(types.bucket)))
            : new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(object)));
  return {
    type,
    args: ARGS[kind],
    description: model.description,
    resolve: async (_src, args, qc, info) => {
      assertAccess(qc.ctx, model.access, name);
      const query = str(args.query);
      const sort = str(args.sort);
      switch (kind) {
        case 'Page':
          return pageRows(qc, model, {
            query,
            sort,
            page: int(args.page),
            size: int(args.size),
            projection: projectionOf(model, info, kind),
          });
        case 'List':
        case 'ListEx':
          return listRows(qc, model, {
            query,
            sort,
            page: int(args.page),
            size: int(args.size),
            projection: projectionOf(model, info, kind),
          });
        case 'One':
          return firstRow(qc, model, { query, sort, projection: projectionOf(model, info, kind) });
        case 'Count':
          return countRows(qc, model, query);
        case 'Statistics':
          return statistics(qc, model, { query, sumField: str(args.sumField), termField: str(args.termField), lang: qc.lang });
      }
    },
  };
}

/** The engine for custom resolvers: same language and subject scope; rows carry every field. */
export function queryTools(ec: EngineContext): QueryTools {
  const m = (name: string) => ec.registry.model(name);
  return {
    count: (model, query) => countRows(ec, m(model), query),
    list: (model, o = {}) => listRows(ec, m(model), { query: o.query, sort: o.sort, size: o.size, projection: allFields(m(model)) }),
    page: (model, o = {}) =>
      pageRows(ec, m(model), { query: o.query, sort: o.sort, page: o.page, size: o.size, projection: allFields(m(model)) }),
    statistics: (model, o) => statistics(ec, m(model), o),
  };
}

/** A custom root: its own type and resolver, behind its own Access like every other root. */
export function customRootField(types: TypeBuilder, entry: RootEntry): RootField {
  const root = entry.custom;
  if (!root) throw new Error(`root ${entry.name} has no resolver`);
  return {
    type: root.type(types),
    args: root.args,
    description: root.description,
    resolve: async (_src, args, qc) => {
      assertAccess(qc.ctx, root.access, root.name);
      return root.resolve(qc.ctx, args, queryTools(qc));
    },
  };
}
