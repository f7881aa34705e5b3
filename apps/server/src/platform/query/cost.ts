import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * What a document will cost before it runs: the number of field resolutions (values) it will make,
 * estimated from the list sizes it asks for. Every selected field counts once per object it is read
 * on; a list field multiplies what is selected below it by its size (its `size` / `first` / `limit`
 * / `pageSize` argument, literal or variable); a page's size applies to its `content`. So
 * `OrderList(size: 10000) { id user { id orders { id } } }` costs 1 + 10000 × (1 + 1 + 1 + 1 + 10 × 1)
 * — depth multiplies, aliases add up. Depth and alias counts alone let one document ask for
 * millions of values (10 roots × 10,000 rows × 90 fields).
 */
export const COST_ESTIMATE = {
  /** A root list (or page) without a size argument: the engine's default page size. */
  defaultRootListSize: 20,
  /**
   * Rows per parent of a nested list without a size (a one-to-many relation): an estimate. The engine
   * loads a relation in one statement per 5,000 parents and refuses more than 50,000 rows there
   * (relations.ts), so a real fan-out far above this is bounded by that, not by this estimate.
   */
  nestedListSize: 10,
} as const;

/**
 * Defaults of QUERY_MAX_COST and QUERY_HEAVY_COST (config.ts). The console's largest document costs
 * 12,001 (3,000 teachers with their department), the original client's 9,005. On the
 * embedded database a document's rows come from one statement that holds the server's thread: 50,000
 * values of the widest model (526 orders × 94 fields) took 300–480 ms there, and with two such in
 * flight /healthz p95 was 1.27 s; at 20,000 it was 128–202 ms depending on the machine's load; 15,000
 * leaves room (docs/decisions/security.md).
 */
export const QUERY_COST_DEFAULTS = { maxCost: 15_000, heavyCost: 5_000 } as const;

const SIZE_ARGUMENTS = new Set(['size', 'first', 'limit', 'pageSize']);

type Variables = Readonly<Record<string, unknown>> | undefined;

function sizeArgument(field: FieldNode, variables: Variables): number | null {
  for (const arg of field.arguments ?? []) {
    if (!SIZE_ARGUMENTS.has(arg.name.value)) continue;
    const v = arg.value;
    const n = v.kind === Kind.INT ? Number(v.value) : v.kind === Kind.VARIABLE ? variables?.[v.name.value] : null;
    // A size the engine will refuse (0, negative, not a number) costs nothing: the engine answers 400.
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) return n;
  }
  return null;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  /** A fragment's cost per parent object, by name and the list size it inherits. */
  memo: Map<string, number>;
  /** Fragments on the path, so a cycle (reported by validation) cannot loop here. */
  open: Set<string>;
}

/**
 * Values resolved for ONE object of `type` with this selection. `inherited`: the size argument of the
 * non-list field above (a page's size), which a list directly below takes when it has no size of its own.
 */
function perObject(w: Walk, set: SelectionSetNode, type: GraphQLObjectType, inherited: number | null, atRoot: boolean): number {
  let total = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const def = type.getFields()[sel.name.value];
      if (!def) {
        total += 1; // __typename and fields validation refuses
        continue;
      }
      const named = getNamedType(def.type);
      const explicit = sizeArgument(sel, w.variables);
      const list = isListType(getNullableType(def.type));
      if (!isObjectType(named) || !sel.selectionSet) {
        total += 1;
        continue;
      }
      const rows = list ? (explicit ?? inherited ?? (atRoot ? COST_ESTIMATE.defaultRootListSize : COST_ESTIMATE.nestedListSize)) : 1;
      // A sized object that is not a list (a page) hands its size to the list below it.
      const handDown = list ? null : (explicit ?? (atRoot ? COST_ESTIMATE.defaultRootListSize : null));
      total += 1 + rows * perObject(w, sel.selectionSet, named, handDown, false);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const on = sel.typeCondition ? w.schema.getType(sel.typeCondition.name.value) : type;
      total += perObject(w, sel.selectionSet, isObjectType(on) ? on : type, inherited, atRoot);
    } else {
      const name = sel.name.value;
      const key = `${name}|${inherited ?? ''}|${atRoot ? 1 : 0}`;
      let cost = w.memo.get(key);
      if (cost === undefined) {
        const fragment = w.fragments.get(name);
        if (!fragment || w.open.has(name)) continue;
        const on = w.schema.getType(fragment.typeCondition.name.value);
        w.open.add(name);
        cost = perObject(w, fragment.selectionSet, isObjectType(on) ? on : type, inherited, atRoot);
        w.open.delete(name);
        w.memo.set(key, cost);
      }
      total += cost;
    }
  }
  return total;
}

/** The estimated cost of the operation that will run (see COST_ESTIMATE); 0 when there is none. */
export function documentCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string, variables?: Variables): number {
  const operation = getOperationAST(document, operationName);
  const query = schema.getQueryType();
  if (!operation || !query) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return perObject({ schema, fragments, variables, memo: new Map(), open: new Set() }, operation.selectionSet, query, null, true);
}
