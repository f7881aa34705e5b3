/**
 * The documents of the resource-limit benchmark, built from the schema the server answers:
 * - `attackDocument`: what the attacker sent: as many aliased roots as the old limits allow
 *   (10), each the largest list (size 10000) with every field and the relations below it, as deep and
 *   wide as the token limit lets (every level's scalars first, then the next level's).
 * - `largestAccepted`: one root list whose size is the largest the cost limit accepts for its selection.
 */
import { getNamedType, isListType, getNullableType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { buildQueryRegistry } from '../../apps/server/src/modules';
import { schemaFor } from '../../apps/server/src/platform/query';

export const benchSchema = (): GraphQLSchema => schemaFor(buildQueryRegistry());

interface Node {
  type: GraphQLObjectType;
  depth: number;
  picked: string[];
  children: Array<[string, Node]>;
}

const scalarsOf = (t: GraphQLObjectType) => Object.values(t.getFields()).filter((f) => !isObjectType(getNamedType(f.type)));
const objectsOf = (t: GraphQLObjectType) => Object.values(t.getFields()).filter((f) => isObjectType(getNamedType(f.type)));

/** A selection of `type` under a token budget: breadth first, every scalar of a level before the next level. */
export function wideSelection(type: GraphQLObjectType, tokens: number, maxDepth: number): string {
  const root: Node = { type, depth: 1, picked: [], children: [] };
  let budget = tokens;
  let level: Node[] = [root];
  while (level.length && budget > 0) {
    const next: Node[] = [];
    for (const n of level) {
      for (const f of scalarsOf(n.type)) if (budget-- > 0) n.picked.push(f.name);
      if (n.depth >= maxDepth) continue;
      for (const f of objectsOf(n.type)) {
        // the field name and its braces
        if ((budget -= 3) <= 0) break;
        const child: Node = { type: getNamedType(f.type) as GraphQLObjectType, depth: n.depth + 1, picked: [], children: [] };
        n.children.push([f.name, child]);
        next.push(child);
      }
    }
    level = next;
  }
  const render = (n: Node): string =>
    [
      ...n.picked,
      ...n.children.filter(([, c]) => c.picked.length || c.children.length).map(([name, c]) => `${name} { ${render(c)} }`),
    ].join(' ');
  return render(root);
}

/** 10 aliases of `root(size: 10000)` with a wide, deep selection: under 50,000 tokens and depth 9. */
export function attackDocument(schema: GraphQLSchema, root = 'OrderList'): string {
  const field = schema.getQueryType()!.getFields()[root];
  const type = getNamedType(field.type) as GraphQLObjectType;
  const selection = wideSelection(type, 4_200, 8);
  const roots = Array.from({ length: 10 }, (_, i) => `a${i}: ${root}(size: 10000) { ${selection} }`);
  return `{ ${roots.join(' ')} }`;
}

/** Every scalar of the root's rows: the selection a wide report page would read. */
export function rowSelection(schema: GraphQLSchema, root: string): string {
  const field = schema.getQueryType()!.getFields()[root];
  const t = getNamedType(field.type) as GraphQLObjectType;
  const rows = isListType(getNullableType(field.type)) ? t : (getNamedType(t.getFields().content.type) as GraphQLObjectType);
  return scalarsOf(rows)
    .map((f) => f.name)
    .join(' ');
}
