import type { GraphQLFieldConfigArgumentMap, GraphQLObjectType, GraphQLOutputType, GraphQLScalarType } from 'graphql';
import { accessLabel, type Access } from '../http/access';
import type { AuthedContext } from '../http/context';
import type { QueryModel, RootKind } from './model';

/** A row as read from SQL: keys are GraphQL field names, values raw (presentation happens per field). */
export type RawRow = Record<string, unknown>;

export interface PageResult {
  content: RawRow[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
}

export interface StatisticsBucket {
  code: string | null;
  /** The termField as the caller sent it (the original client reads it so: §1.6 of its digest). */
  type: string | null;
  /** The code's display label (else the code). */
  label: string | null;
  count: number;
  value: number | null;
}

/** Shared GraphQL types a custom root may return. */
export interface SchemaTypes {
  object(model: string): GraphQLObjectType;
  page(model: string): GraphQLObjectType;
  readonly bucket: GraphQLObjectType;
  readonly dictionaryEntry: GraphQLObjectType;
  readonly long: GraphQLScalarType;
  readonly json: GraphQLScalarType;
}

/**
 * The engine as a custom resolver sees it: same filter language, same subject scope. Access is the
 * custom root's own (checked before resolve runs), so these helpers do not check model access again.
 */
export interface QueryTools {
  count(model: string, query?: string | null): Promise<number>;
  list(model: string, opts?: { query?: string | null; sort?: string | null; size?: number }): Promise<RawRow[]>;
  page(model: string, opts?: { query?: string | null; sort?: string | null; page?: number; size?: number }): Promise<PageResult>;
  statistics(
    model: string,
    opts: { query?: string | null; sumField?: string | null; termField?: string | null },
  ): Promise<StatisticsBucket[]>;
}

export interface CustomRootOptions {
  name: string;
  access: Access;
  description?: string;
  type: (types: SchemaTypes) => GraphQLOutputType;
  args?: GraphQLFieldConfigArgumentMap;
  resolve: (ctx: AuthedContext, args: Record<string, unknown>, tools: QueryTools) => unknown;
  /** Set when the root is a dictionary (grouped in the permission snapshot). */
  kind?: 'custom' | 'dictionary';
}

export interface RootEntry {
  name: string;
  kind: RootKind | 'custom' | 'dictionary';
  access: Access;
  /** The model behind a generic root (undefined for custom roots). */
  model?: QueryModel;
  custom?: CustomRootOptions;
}

/**
 * Collects models and custom roots. Every root is registered with its Access here, so the schema,
 * the export endpoint and the permission snapshot all read one table (deny by default).
 */
export class QueryRegistry {
  private readonly modelMap = new Map<string, QueryModel>();
  private readonly rootMap = new Map<string, RootEntry>();
  /** Bumped on every change so a cached schema knows it is stale. */
  private versionCounter = 0;

  get version(): number {
    return this.versionCounter;
  }

  register(...models: QueryModel[]): this {
    for (const model of models) {
      if (this.modelMap.has(model.name)) throw new Error(`query model ${model.name} registered twice`);
      for (const [kind, name] of model.roots) this.claimRoot({ name, kind, access: model.access, model });
      this.modelMap.set(model.name, model);
    }
    this.versionCounter++;
    return this;
  }

  addRoot(root: CustomRootOptions): this {
    this.claimRoot({ name: root.name, kind: root.kind ?? 'custom', access: root.access, custom: root });
    this.versionCounter++;
    return this;
  }

  private claimRoot(entry: RootEntry): void {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(entry.name)) throw new Error(`bad root name ${entry.name}`);
    if (this.rootMap.has(entry.name)) throw new Error(`query root ${entry.name} registered twice`);
    this.rootMap.set(entry.name, entry);
  }

  model(name: string): QueryModel {
    const m = this.modelMap.get(name);
    if (!m) throw new Error(`unknown query model ${name}`);
    return m;
  }

  hasModel(name: string): boolean {
    return this.modelMap.has(name);
  }

  models(): QueryModel[] {
    return [...this.modelMap.values()];
  }

  root(name: string): RootEntry | undefined {
    return this.rootMap.get(name);
  }

  roots(): RootEntry[] {
    return [...this.rootMap.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Cross-model checks (relation targets exist), run when the schema is built. */
  validate(): void {
    for (const model of this.modelMap.values()) {
      for (const rel of model.relations.values()) {
        const target = this.modelMap.get(rel.model);
        if (!target) throw new Error(`${model.name}.${rel.name}: unknown model ${rel.model}`);
        const foreign = target.fields.get(rel.foreignField);
        if (!foreign) throw new Error(`${model.name}.${rel.name}: ${rel.model} has no field ${rel.foreignField}`);
        if (rel.uniquePer && (!rel.countOnTarget || !target.fields.has(rel.uniquePer))) {
          throw new Error(`${model.name}.${rel.name}: uniquePer needs countOnTarget and a field of ${rel.model}`);
        }
        const local = model.fields.get(rel.localField);
        // Keys are compared in SQL (IN / = ANY): both sides must be integers or both text.
        const kind = (t: string) => (t === 'id' || t === 'int' ? 'integer' : t);
        if (!local || kind(local.type) !== kind(foreign.type)) {
          throw new Error(`${model.name}.${rel.name}: key types differ (${local?.type} vs ${foreign.type})`);
        }
      }
    }
  }
}

/** Every root name with who may call it: the permission snapshot test reads this. */
export function listRootAccess(registry: QueryRegistry): Array<{ name: string; kind: RootEntry['kind']; access: string; model?: string }> {
  return registry.roots().map((r) => ({ name: r.name, kind: r.kind, access: accessLabel(r.access), model: r.model?.name }));
}
