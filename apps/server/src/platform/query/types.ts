import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLString,
  Kind,
  valueFromASTUntyped,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';
import type { AuthedContext } from '../http/context';
import type { EngineContext } from './engine';
import type { FieldType, QueryModel } from './model';
import { labelText, present } from './present';
import { modelProjection, subFields } from './projection';
import type { QueryRegistry, RawRow, SchemaTypes } from './registry';
import { checkRelationAccess, relationKey, relationLoader, type LoaderCache } from './relations';

/** The GraphQL context of one request: who asks (subject, roles), the language, the request's loaders. */
export interface QueryContext extends EngineContext {
  ctx: AuthedContext;
  lang: 'zh' | 'en';
  loaders: LoaderCache;
}

function toLong(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new TypeError(`Long cannot represent ${String(value)}`);
  return n;
}

/** Integers beyond 32 bits (counts, sums in fen, big codes) as JSON numbers; GraphQL's Int stops at 2^31. */
export const GraphQLLong = new GraphQLScalarType({
  name: 'Long',
  description: 'A whole number up to 2^53, as a JSON number.',
  serialize: toLong,
  parseValue: toLong,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new TypeError('Long must be an integer literal');
    return toLong(ast.value);
  },
});

export const GraphQLJSONValue = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

function scalarOf(type: FieldType): GraphQLOutputType {
  switch (type) {
    case 'id':
      return GraphQLID;
    case 'int':
      return GraphQLLong;
    case 'float':
    case 'money':
    case 'time':
      return GraphQLFloat;
    case 'bool':
      return GraphQLBoolean;
    case 'json':
      return GraphQLJSONValue;
    case 'string[]':
      return new GraphQLList(GraphQLString);
    default:
      return GraphQLString;
  }
}

const nonNull = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);

/** Builds (once per schema) the object and page types of the registry's models. */
export class TypeBuilder implements SchemaTypes {
  private readonly objects = new Map<string, GraphQLObjectType>();
  private readonly pages = new Map<string, GraphQLObjectType>();
  readonly long = GraphQLLong;
  readonly json = GraphQLJSONValue;
  readonly bucket = new GraphQLObjectType({
    name: 'StatisticsBucket',
    fields: {
      code: { type: GraphQLString, description: 'the termField value (masked like the field)' },
      type: { type: GraphQLString, description: 'the termField name as sent (what the original client reads; null without termField)' },
      label: { type: GraphQLString, description: 'the display label of the code, else the code' },
      count: { type: nonNull(GraphQLLong) },
      value: { type: GraphQLFloat, description: 'SUM(sumField); the count when no sumField' },
    },
  });
  readonly dictionaryEntry = new GraphQLObjectType({
    name: 'DictionaryEntry',
    fields: {
      id: { type: nonNull(GraphQLID), description: 'same as code' },
      code: { type: nonNull(GraphQLString) },
      name: { type: nonNull(GraphQLString) },
      name_en: { type: GraphQLString },
      // teamStageList's original names (the period select reads `stage` and `stage_text`).
      stage: { type: nonNull(GraphQLString), description: 'same as code' },
      stage_text: { type: nonNull(GraphQLString), description: 'same as name' },
    },
  });

  constructor(private readonly registry: QueryRegistry) {}

  object(modelName: string): GraphQLObjectType {
    const existing = this.objects.get(modelName);
    if (existing) return existing;
    const model = this.registry.model(modelName);
    // Fields are a thunk: models may refer to each other (order -> user -> orders).
    const type = new GraphQLObjectType({ name: model.name, description: model.description, fields: () => this.fieldsOf(model) });
    this.objects.set(modelName, type);
    return type;
  }

  page(modelName: string): GraphQLObjectType {
    const existing = this.pages.get(modelName);
    if (existing) return existing;
    const type = new GraphQLObjectType({
      name: `${modelName}PageResult`,
      fields: () => ({
        content: { type: nonNull(new GraphQLList(nonNull(this.object(modelName)))) },
        totalElements: { type: nonNull(GraphQLLong) },
        totalPages: { type: nonNull(GraphQLLong) },
        number: { type: nonNull(GraphQLInt), description: 'the 1-based page asked for' },
        size: { type: nonNull(GraphQLInt) },
        numberOfElements: { type: nonNull(GraphQLInt) },
        first: { type: nonNull(GraphQLBoolean) },
        last: { type: nonNull(GraphQLBoolean) },
        empty: { type: nonNull(GraphQLBoolean) },
      }),
    });
    this.pages.set(modelName, type);
    return type;
  }

  private fieldsOf(model: QueryModel): GraphQLFieldConfigMap<RawRow, QueryContext> {
    const out: GraphQLFieldConfigMap<RawRow, QueryContext> = {};
    for (const field of model.fields.values()) {
      out[field.name] = { type: scalarOf(field.type), description: field.description, resolve: (row) => present(field, row[field.name]) };
    }
    for (const [name, field] of model.textFields) {
      out[name] = {
        type: GraphQLString,
        description: `label of ${field.name}`,
        resolve: (row, _a, qc) => labelText(field, row[field.name], qc.lang),
      };
    }
    for (const rel of model.relations.values()) {
      const target = this.object(rel.model);
      out[rel.name] = {
        type: rel.many ? nonNull(new GraphQLList(nonNull(target))) : target,
        description: `${rel.model} where ${rel.foreignField} = ${rel.localField}`,
        resolve: async (row, _args, qc, info) => {
          const targetModel = checkRelationAccess(qc, model, rel);
          const key = relationKey(row[rel.localField]);
          if (key === null) return rel.many ? [] : null;
          const projection = modelProjection(targetModel, subFields(info.fieldNodes, info.fragments));
          const rows = await relationLoader(qc, qc.loaders, model, rel, projection).load(key);
          return rel.many ? rows : (rows[0] ?? null);
        },
      };
    }
    return out;
  }
}
