import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits on what one document may ask, checked before anything runs. One root field per document is
 * the console's convention; counters such as ClueCount use a few aliased roots (count0..count6).
 */
export const GRAPHQL_LIMITS = {
  maxDocumentBytes: 1_000_000,
  // The largest document the original client or the console sends has about 150 tokens. Every token is
  // walked by each of ~30 validation rules: 50,000 tokens took 3.5 s of the server's thread to refuse.
  maxTokens: 5_000,
  maxDepth: 9, // the original client's deepest document (StudentDetails, 9 levels)
  maxRootFields: 10,
  maxAliases: 30,
} as const;

const INTROSPECTION = new Set(['__schema', '__type', '__typename']);

/** Walks a selection tree; a fragment's result is memoised, so spreading it many times costs one walk. */
type Walk = (ctx: ValidationContext, set: SelectionSetNode | undefined, seen: Set<string>, memo: Map<string, number>) => number;

function viaFragment(walk: Walk, ctx: ValidationContext, name: string, seen: Set<string>, memo: Map<string, number>): number {
  const known = memo.get(name);
  if (known !== undefined) return known;
  // A fragment cycle is reported by the standard rules; here it just stops the walk.
  if (seen.has(name)) return 0;
  const value = walk(ctx, ctx.getFragment(name)?.selectionSet, new Set([...seen, name]), memo);
  memo.set(name, value);
  return value;
}

const depthOf: Walk = (ctx, set, seen, memo) => {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) max = Math.max(max, sel.selectionSet ? 1 + depthOf(ctx, sel.selectionSet, seen, memo) : 1);
    else if (sel.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(ctx, sel.selectionSet, seen, memo));
    else max = Math.max(max, viaFragment(depthOf, ctx, sel.name.value, seen, memo));
  }
  return max;
};

const rootFieldCount: Walk = (ctx, set, seen, memo) => {
  if (!set) return 0;
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) n += INTROSPECTION.has(sel.name.value) ? 0 : 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) n += rootFieldCount(ctx, sel.selectionSet, seen, memo);
    else n += viaFragment(rootFieldCount, ctx, sel.name.value, seen, memo);
  }
  return n;
};

export function limitsRule(limits: { maxDepth: number; maxRootFields: number; maxAliases: number } = GRAPHQL_LIMITS): ValidationRule {
  return (ctx: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      OperationDefinition(node) {
        const depth = depthOf(ctx, node.selectionSet, new Set(), new Map());
        if (depth > limits.maxDepth) {
          ctx.reportError(new GraphQLError(`查询嵌套过深：最多 ${limits.maxDepth} 层（当前 ${depth} 层）`, { nodes: [node] }));
        }
        const roots = rootFieldCount(ctx, node.selectionSet, new Set(), new Map());
        if (roots > limits.maxRootFields) {
          ctx.reportError(new GraphQLError(`一次最多查询 ${limits.maxRootFields} 个根字段（当前 ${roots} 个）`, { nodes: [node] }));
        }
      },
      Field(node) {
        if (node.alias && ++aliases === limits.maxAliases + 1) {
          ctx.reportError(new GraphQLError(`别名过多：最多 ${limits.maxAliases} 个`, { nodes: [node] }));
        }
      },
    };
  };
}
