import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collect, routeMap } from './route-map';

const root = process.cwd();

describe('docs/route-map.md', () => {
  it('is current (run `npm run route-map` after adding or moving a route or a model)', () => {
    expect(readFileSync(join(root, 'docs/route-map.md'), 'utf8')).toBe(routeMap(root));
  });

  it('names a file for the paths a newcomer asks about', () => {
    const { routes } = collect(root);
    const fileOf = (path: string) => routes.find((r) => r.key === path)?.file;
    expect(fileOf('/api/b/v1/importJob/create')).toBe('apps/server/src/modules/console/imports/routes.ts');
    expect(fileOf('/api/u/v1/user/label/listLabelsForUser')).toMatch(/^apps\/server\/src\/modules\/students\/labels\//);
  });
});
