import type { ChannelClass } from './api';

export interface ClassNode {
  value: string;
  title: string;
  key: string;
  children: ClassNode[];
}

/** The flat class list as a tree (children sorted as given); orphans hang at the top. */
export function classTree(list: ChannelClass[]): ClassNode[] {
  const nodes = new Map(list.map((c) => [c.id, { value: c.id, key: c.id, title: c.channel_class_name, children: [] as ClassNode[] }]));
  const roots: ClassNode[] = [];
  for (const c of list) {
    const parent = nodes.get(c.channel_class_parent_id);
    (parent ? parent.children : roots).push(nodes.get(c.id)!);
  }
  return roots;
}
