import { describe, expect, it } from 'vitest';
import { classTree } from './class-tree';

describe('classTree', () => {
  it('nests classes under their parents; the top level has parent 0', () => {
    const tree = classTree([
      { id: '1', channel_class_name: '线上', channel_class_parent_id: '0', channel_level: 1 },
      { id: '2', channel_class_name: '抖音', channel_class_parent_id: '1', channel_level: 2 },
      { id: '3', channel_class_name: '达人', channel_class_parent_id: '2', channel_level: 3 },
      { id: '4', channel_class_name: '线下', channel_class_parent_id: '0', channel_level: 1 },
    ]);
    expect(tree.map((n) => n.title)).toEqual(['线上', '线下']);
    expect(tree[0].children[0].children[0]).toMatchObject({ value: '3', title: '达人', children: [] });
  });
});
