import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { QueryModel } from './model';

/**
 * Which model fields a GraphQL selection reads, so SQL selects only those (plus keys). Fragments and
 * inline fragments are followed; @skip/@include are not evaluated (reading a field too many is harmless).
 */

type Fragments = Record<string, FragmentDefinitionNode>;

function collect(set: SelectionSetNode | undefined, fragments: Fragments, out: Map<string, FieldNode[]>, seen: Set<string>): void {
  if (!set) return;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const list = out.get(sel.name.value);
      if (list) list.push(sel);
      else out.set(sel.name.value, [sel]);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      collect(sel.selectionSet, fragments, out, seen);
    } else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      collect(fragments[sel.name.value]?.selectionSet, fragments, out, seen);
    }
  }
}

/** Sub-fields selected under these nodes, by field name. */
export function subFields(nodes: readonly FieldNode[], fragments: Fragments): Map<string, FieldNode[]> {
  const out = new Map<string, FieldNode[]>();
  for (const node of nodes) collect(node.selectionSet, fragments, out, new Set());
  return out;
}

/** Model fields to read for a selection: fields, the codes behind `_text`, the keys of relations. */
export function modelProjection(model: QueryModel, selected: ReadonlyMap<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const name of selected.keys()) {
    if (model.fields.has(name)) out.add(name);
    const labelled = model.textFields.get(name);
    if (labelled) out.add(labelled.name);
    const rel = model.relations.get(name);
    if (rel) out.add(rel.localField);
  }
  return out;
}
